import { HEX_COLOR } from "./formats";

/**
 * How a listing's QR code looks: the colour of its dark modules, the listing's logo in the middle
 * or not, and a frame with the bilingual call to scan or none. Stored per listing as a small JSON
 * column (`qr_businesses.qr_design`, null for the plain black code) and validated by one zod
 * schema (shared/contract/qr-design.ts) on the server. The rules here are plain functions (no
 * zod), so the owner's and the admin's forms apply the same ones in the browser. A design holds
 * no free text, so it applies at once, without a review.
 */

export const qrFrames = ["none", "scan-me"] as const;
export type QrFrame = (typeof qrFrames)[number];

/**
 * The colours offered as swatches: dark enough to pass the contrast rule below, different enough to
 * tell apart on a small screen. Any other colour may be typed as #RRGGBB.
 */
export const QR_PALETTE = ["#000000", "#1e293b", "#1e3a8a", "#4338ca", "#6b21a8", "#9f1239", "#9a3412", "#166534", "#115e59"] as const;

/**
 * The least contrast ratio (WCAG 2 formula, between the colour and the white background) a code's
 * colour must reach. Phone scanners turn the picture to grey and split it into dark and light at a
 * threshold between the two; the nearer the colour is to white, the less margin a shadow, a glossy
 * print or a cheap camera leaves. 4.5:1 is the ratio WCAG asks of normal text, which a mid-grey
 * (#767676) just passes; below it sit the light blues, yellows, oranges and pinks that owners
 * like for a brand and that scanners misread in dim light or on glossy paper. Contrast is what
 * scanners depend on, so the same line that keeps text readable keeps the code readable; the
 * tests decode a code drawn in a colour just above it.
 */
export const MIN_QR_CONTRAST = 4.5;

/** The relative luminance of a #RRGGBB colour (WCAG 2: sRGB channels linearized, weighted). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of a #RRGGBB colour against white, from 1 (white) to 21 (black). */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** Whether a typed colour is a #RRGGBB colour dark enough for a code. */
export const isReadableQrColor = (hex: string) => HEX_COLOR.test(hex) && contrastWithWhite(hex) >= MIN_QR_CONTRAST;

/** A listing's code design. */
export interface QrDesign {
  /** The dark modules' colour, #rrggbb in lower case. */
  color: string;
  logo: boolean;
  frame: QrFrame;
}

/** The plain code every listing had before designs: black, no logo, no frame. */
export const DEFAULT_QR_DESIGN: QrDesign = { color: "#000000", logo: false, frame: "none" };

/** Whether a design draws exactly the plain code (then it is stored as null). */
export const isPlainDesign = (d: QrDesign) => d.color === DEFAULT_QR_DESIGN.color && !d.logo && d.frame === "none";

/**
 * A short name of what the code looks like: "" for the plain code, else a hash of the design and
 * of the logo drawn in it. The image's address carries it (`/qr/code/{id}.svg?v=…`), so a new
 * design or a new logo is a new address, while each address may still be cached for a year.
 */
export function designVersion(design: QrDesign, logoUrl: string | null): string {
  if (isPlainDesign(design)) return "";
  const text = `${design.color}|${design.logo && logoUrl ? logoUrl : ""}|${design.frame}`;
  // FNV-1a, 32 bits: not a secret, only a change detector.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
