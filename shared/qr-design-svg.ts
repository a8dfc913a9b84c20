import QRCode from "qrcode-svg";
import type { QrDesign } from "./qr-design";
import { FRAME_TEXT_PATH, FRAME_TEXT_WIDTH } from "./qr-frame-text";

/**
 * Draws a listing's QR code as it was designed: the one drawing behind the owner's live preview
 * (in the browser), the dashboard's image, the downloads, `/qr/code/{id}.svg` and every print-kit
 * format (on the server). Pure string building, so both sides draw the same bytes.
 *
 * Units are the code's modules (its small squares); `PIXELS_PER_MODULE` only sets the image's
 * default pixel size.
 */

const QUIET_ZONE = 4; // modules of white border the QR standard asks for
const PIXELS_PER_MODULE = 10;

/**
 * The logo's place. Error correction H rebuilds a code with up to 30 % of it unreadable. The logo
 * clears a centred square of at most 25 % of the code's width (a whole number of modules, centred
 * on the grid): at most 6.25 % of the modules, a fifth of what H can repair, so a scratch, a fold
 * or a glossy reflection elsewhere still leaves room. The logo itself is drawn one module inside
 * that square, so it never touches a dark module: for the usual 37-module code it clears 9 x 9
 * modules (5.9 %) and the logo is 7 modules wide, 19 % of the code.
 */
export const LOGO_CLEAR_SHARE = 0.25;

/** The side, in modules, of the square a logo clears in a code `n` modules wide. */
export function logoClearModules(n: number): number {
  let c = Math.floor(n * LOGO_CLEAR_SHARE);
  if ((n - c) % 2) c -= 1; // same parity as n, so the square is centred on the module grid
  return Math.max(c, 0);
}

/** The modules of the code, as booleans (true = dark), at error correction H. */
export function qrModules(text: string): boolean[][] {
  return new QRCode({ content: text, ecl: "H", padding: 0 }).qrcode.modules;
}

/** One path of horizontal runs of dark modules (not a rect per module: a few KB, not 40), offset by `at`. */
function modulesPath(modules: boolean[][], at: number, skip?: { from: number; to: number }) {
  const n = modules.length;
  const hidden = (x: number, y: number) => !!skip && x >= skip.from && x < skip.to && y >= skip.from && y < skip.to;
  let d = "";
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!modules[y][x] || hidden(x, y)) continue;
      let run = 1;
      while (x + run < n && modules[y][x + run] && !hidden(x + run, y)) run++;
      d += `M${x + at} ${y + at}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return d;
}

// Everything drawn is a number, a colour checked against #RRGGBB, or an address: escape the
// address anyway (it ends up inside an attribute).
const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const round = (n: number) => Math.round(n * 1000) / 1000;

export interface QrDrawOptions {
  /** The logo to put in the middle (a `data:` URL on the server, so the SVG stands alone). */
  logoHref?: string | null;
  /**
   * Point at the page's one copy of the logo and of the frame's words (`qrSharedDefs`) instead of
   * carrying them: for a sheet of many codes in one page, where a hundred copies of the same logo
   * and outlines would be most of the page's weight. Such an SVG does not stand alone.
   */
  shared?: boolean;
}

const SHARED_LOGO_ID = "qr-shared-logo";
const SHARED_FRAME_ID = "qr-shared-frame-text";

/**
 * The definitions the codes drawn with `shared` point at, once per page: the frame's words and,
 * when the codes carry one, the logo (a 1 x 1 symbol each code scales to its own square). An
 * empty SVG to the eye: nothing in `defs` is drawn where it stands.
 */
export function qrSharedDefs(logoHref: string | null): string {
  const logo = logoHref
    ? `<symbol id="${SHARED_LOGO_ID}" viewBox="0 0 1 1"><image href="${attr(logoHref)}" width="1" height="1" preserveAspectRatio="xMidYMid meet"/></symbol>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false"><defs><path id="${SHARED_FRAME_ID}" d="${FRAME_TEXT_PATH}" shape-rendering="geometricPrecision"/>${logo}</defs></svg>`;
}

/**
 * The code as an SVG document. Presentation attributes only, no style attribute, no script and no
 * font, so it renders the same under a CSP that allows nothing, in any viewer and on any printer.
 * With the plain design it is exactly the plain black code.
 */
export function drawQrSvg(text: string, design: QrDesign, options: QrDrawOptions = {}): string {
  const modules = qrModules(text);
  const n = modules.length;
  const size = n + 2 * QUIET_ZONE;
  const color = design.color;
  const logo = design.logo && options.logoHref ? options.logoHref : null;

  // The frame: a band of the code's colour around the white quiet zone, with the call to scan
  // written in white under the code.
  const framed = design.frame === "scan-me";
  const border = framed ? 1 : 0;
  const band = framed ? Math.round(size * 0.22) : 0;
  const width = size + 2 * border;
  const height = size + 2 * border + band;
  const origin = border + QUIET_ZONE; // where module (0, 0) is drawn

  let clear: { from: number; to: number } | undefined;
  let logoSvg = "";
  if (logo) {
    const c = logoClearModules(n);
    const from = (n - c) / 2;
    clear = { from, to: from + c };
    const at = origin + from + 1;
    logoSvg = options.shared
      ? `<use href="#${SHARED_LOGO_ID}" x="${at}" y="${at}" width="${c - 2}" height="${c - 2}"/>`
      : `<image href="${attr(logo)}" x="${at}" y="${at}" width="${c - 2}" height="${c - 2}" preserveAspectRatio="xMidYMid meet"/>`;
  }

  let frameSvg = "";
  if (framed) {
    // The text's outlines are in 1/100 of a font size; it fills 60 % of the band's height (the
    // Arabic letters reach about 0.7 em above the baseline and 0.3 below), within the width.
    const k = round(Math.min((width - 4) / FRAME_TEXT_WIDTH, (band * 0.6) / 103));
    const x = round((width - FRAME_TEXT_WIDTH * k) / 2);
    const baseline = round(size + 2 * border + band / 2 - border / 2 + 19 * k);
    const place = `transform="translate(${x} ${baseline}) scale(${k})" fill="#ffffff"`;
    frameSvg = options.shared
      ? `<use href="#${SHARED_FRAME_ID}" ${place}/>`
      : `<path d="${FRAME_TEXT_PATH}" shape-rendering="geometricPrecision" ${place}/>`;
  }

  const px = (v: number) => v * PIXELS_PER_MODULE;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${px(width)}" height="${px(height)}" shape-rendering="crispEdges">`;
  const background = framed
    ? `<rect width="${width}" height="${height}" rx="2" fill="${color}"/><rect x="${border}" y="${border}" width="${size}" height="${size}" rx="1" fill="#ffffff"/>`
    : `<rect width="${size}" height="${size}" fill="#ffffff"/>`;
  return `${open}${background}<path d="${modulesPath(modules, origin, clear)}" fill="${color}"/>${logoSvg}${frameSvg}</svg>`;
}
