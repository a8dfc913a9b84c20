import QRCode from "qrcode-svg";

/**
 * The QR side of a listing, all derived from the site's origin and the listing's unique_id:
 * where the code points, where its image is served, and the image itself. Nothing here touches
 * the database, so the same values can be stored on approval and recomputed on read.
 */

/** Normalises a configured or request origin ("https://agency.sy/" → "https://agency.sy"). */
export const cleanOrigin = (origin: string) => new URL(origin).origin;

/** The public page of a listing. */
export const publicPageUrl = (origin: string, uniqueId: string) => `${cleanOrigin(origin)}/qr/${uniqueId}`;

/** What the printed code encodes: `?src=qr` tells a scan from a shared link. */
export const scanTargetUrl = (origin: string, uniqueId: string) => `${publicPageUrl(origin, uniqueId)}?src=qr`;

/**
 * The public SVG of the code. It lives under /qr (worker/routes/qr-pages.tsx), not /api, because
 * the API marks every GET as no-cache while this image never changes and is cached for a year.
 */
export const qrImageUrl = (origin: string, uniqueId: string) => `${cleanOrigin(origin)}/qr/code/${uniqueId}.svg`;

const QUIET_ZONE = 4; // modules of white border the QR standard asks for
const PIXELS_PER_MODULE = 10;

/**
 * The code as a compact SVG: error correction H (30 % of it may be damaged or covered, which a
 * printed sticker needs), one path of horizontal runs instead of a rect per module (a few KB, not
 * 40), and presentation attributes rather than style attributes, so it renders under a CSP that
 * allows no styles at all.
 */
export function qrSvg(text: string): string {
  const { modules } = new QRCode({ content: text, ecl: "H", padding: 0 }).qrcode;
  const n = modules.length;
  const size = n + 2 * QUIET_ZONE;
  let d = "";
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!modules[y][x]) continue;
      let run = 1;
      while (x + run < n && modules[y][x + run]) run++;
      d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const px = size * PIXELS_PER_MODULE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${px}" height="${px}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${d}" fill="#000000"/></svg>`
  );
}

/** An SVG as a `data:` URL (qr_code_data): the SVG is ASCII, so btoa is safe on every runtime. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** The QR columns of an approved listing, as the table names them. */
export interface QrFields {
  qr_code_url: string;
  qr_code_image_url: string;
  qr_code_data: string;
}

// Drawing a code costs a few milliseconds; lists show many, and the result never changes.
const memo = new Map<string, QrFields>();
const MEMO_SIZE = 500;

/** The three QR fields of an approved listing, for this origin. */
export function qrFields(origin: string, uniqueId: string): QrFields {
  const key = `${cleanOrigin(origin)} ${uniqueId}`;
  let fields = memo.get(key);
  if (!fields) {
    fields = {
      qr_code_url: publicPageUrl(origin, uniqueId),
      qr_code_image_url: qrImageUrl(origin, uniqueId),
      qr_code_data: svgDataUrl(qrSvg(scanTargetUrl(origin, uniqueId))),
    };
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(key, fields);
  }
  return fields;
}
