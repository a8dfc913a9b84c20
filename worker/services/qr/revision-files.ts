import { and, eq } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { completeMenu, qrBusinessRevisions } from "../../../db/schema";
import { isMediaUrl } from "./business-uploads";
import type { ListingData } from "../../../shared/contract/qr-listing";
import { menuImageUrls } from "../../../shared/menu";

/** The proposed listing a revision carries: the listing's fields and gallery, in the API's names. */
export type RevisionData = ListingData;

/**
 * Written only by proposeRevision from a validated form, so it is read back as it was written,
 * with what later versions of the listing added at their defaults: the position and English
 * fields empty, the menu complete (db/schema/qr.ts `completeMenu`).
 */
export const parseRevisionData = (json: string): RevisionData => {
  const data = JSON.parse(json) as RevisionData;
  return {
    ...data,
    business_name_en: data.business_name_en ?? null,
    description_en: data.description_en ?? null,
    city: data.city ?? null,
    latitude: data.latitude ?? null,
    longitude: data.longitude ?? null,
    ordering_enabled: data.ordering_enabled ?? false,
    menu: data.menu ? completeMenu(data.menu) : (data.menu ?? null),
  };
};

/** Every uploaded file a proposed listing shows. */
export const revisionUrls = (d: RevisionData) => [d.logo_url, d.cover_image_url, d.menu_url, ...d.images.map((i) => i.url), ...menuImageUrls(d.menu)].filter(isMediaUrl);

/**
 * The files that pending revisions of a listing show. A revision's uploads are attached to its
 * listing (so the daily sweep of unattached uploads leaves them alone); a save of the listing
 * itself must not take them for replaced files and delete them while they wait for review.
 */
export async function pendingRevisionUrls(db: DB, businessId: number) {
  const rows = await db
    .select({ data: qrBusinessRevisions.data })
    .from(qrBusinessRevisions)
    .where(and(eq(qrBusinessRevisions.business_id, businessId), eq(qrBusinessRevisions.status, "pending")));
  return rows.flatMap((r) => revisionUrls(parseRevisionData(r.data)));
}
