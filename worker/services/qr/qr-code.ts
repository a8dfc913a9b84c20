import { DEFAULT_QR_DESIGN, designVersion, isPlainDesign, type QrDesign } from "../../../shared/contract/qr-design";
import { drawQrSvg } from "../../../shared/qr-design-svg";

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

/** What a numbered table code encodes: a scan, and which table it was made at. */
export const tableScanUrl = (origin: string, uniqueId: string, table: number) => `${scanTargetUrl(origin, uniqueId)}&t=${table}`;

/**
 * The public SVG of the code. It lives under /qr (worker/routes/qr-pages.tsx), not /api, because
 * the API marks every GET as no-cache while this image never changes and is cached for a year.
 * A designed code adds its design's version (`?v=`, see `designVersion`): a new design is a new
 * address, so the year-long cache never shows an old one.
 */
export const qrImageUrl = (origin: string, uniqueId: string, version = "") =>
  `${cleanOrigin(origin)}/qr/code/${uniqueId}.svg${version ? `?v=${version}` : ""}`;

/**
 * The plain code as a compact SVG: black, error correction H (30 % of it may be damaged or
 * covered, which a printed sticker needs). Drawn by the same function as a designed code
 * (shared/qr-design-svg.ts), which says how.
 */
export const qrSvg = (text: string): string => drawQrSvg(text, DEFAULT_QR_DESIGN);

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

// Designed codes, memoized like the plain ones: by origin, id, design version and whether the
// logo could be drawn.
const designedMemo = new Map<string, string>();

/**
 * The `data:` URL of a designed code (the plain design draws the plain code). `logoHref` is the
 * logo's embedded data (qr-logo.ts), null to draw no logo.
 */
export function designedQrData(origin: string, uniqueId: string, design: QrDesign, logoUrl: string | null, logoHref: string | null): string {
  if (isPlainDesign(design)) return qrFields(origin, uniqueId).qr_code_data;
  const key = `${cleanOrigin(origin)} ${uniqueId} ${designVersion(design, logoUrl)} ${logoHref ? logoUrl : ""}`;
  let data = designedMemo.get(key);
  if (!data) {
    data = svgDataUrl(drawQrSvg(scanTargetUrl(origin, uniqueId), design, { logoHref }));
    if (designedMemo.size >= MEMO_SIZE) designedMemo.delete(designedMemo.keys().next().value!);
    designedMemo.set(key, data);
  }
  return data;
}
