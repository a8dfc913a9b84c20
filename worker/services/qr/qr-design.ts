import { eq } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses } from "../../../db/schema";
import { designOf, designVersion, isPlainDesign, type QrDesign } from "../../../shared/contract/qr-design";
import { mediaBase } from "../../../shared/media";
import { drawQrSvg, qrSharedDefs } from "../../../shared/qr-design-svg";
import { scanTargetUrl, tableScanUrl } from "./qr-code";
import { logoDataUrl, type LogoSources } from "./qr-logo";

/**
 * Whether a listing's logo can go in its code: only an uploaded logo has the small file a code
 * embeds (see qr-logo.ts).
 */
export const hasEmbeddableLogo = (logoUrl: string | null | undefined) => !!mediaBase(logoUrl);

/**
 * Stores a listing's code design. It holds no free text, so it applies at once, without a review,
 * whatever the listing's status. The plain design is stored as null, as for a listing never
 * designed.
 */
export async function saveQrDesign(db: DB, id: number, design: QrDesign): Promise<void> {
  await db
    .update(qrBusinesses)
    .set({ qr_design: isPlainDesign(design) ? null : design })
    .where(eq(qrBusinesses.id, id));
}

/**
 * A public listing's code as an SVG document, as designed, with its logo embedded (so it stands
 * alone), and the design's version its image address carries (`/qr/code/{id}.svg?v=`).
 */
export async function listingQrSvg(
  sources: LogoSources,
  origin: string,
  b: { unique_id: string; qr_design: unknown; logo_url: string | null },
): Promise<{ svg: string; version: string }> {
  const design = designOf(b.qr_design);
  const logoHref = design.logo ? await logoDataUrl(sources, b.logo_url) : null;
  return { svg: drawQrSvg(scanTargetUrl(origin, b.unique_id), design, { logoHref }), version: designVersion(design, b.logo_url) };
}

/**
 * A public listing's numbered table codes, as designed, each opening the listing with its table
 * (`?src=qr&t=7`). A sheet shows up to a hundred of them in one page, so they point at one copy
 * of the logo and of the frame's words (`defs`, to put in the same page) instead of each
 * carrying its own.
 */
export async function tableQrSvgs(
  sources: LogoSources,
  origin: string,
  b: { unique_id: string; qr_design: unknown; logo_url: string | null },
  tables: readonly number[],
): Promise<{ defs: string; codes: { table: number; svg: string }[] }> {
  const design = designOf(b.qr_design);
  const logoHref = design.logo ? await logoDataUrl(sources, b.logo_url) : null;
  return {
    defs: qrSharedDefs(logoHref),
    codes: tables.map((table) => ({ table, svg: drawQrSvg(tableScanUrl(origin, b.unique_id, table), design, { logoHref, shared: true }) })),
  };
}
