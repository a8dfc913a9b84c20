import { and, eq } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinessRevisions } from "../../../db/schema";
import { isMediaUrl } from "./business-uploads";

/** The proposed listing a revision carries: the listing form's fields, as the API names them. */
export interface RevisionData {
  business_name: string;
  business_type: string;
  category_id: number | null;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  whatsapp: string | null;
  logo_url: string | null;
  cover_image_url: string | null;
  menu_url: string | null;
  images: { url: string; alt_text: string }[];
}

export const parseRevisionData = (json: string) => JSON.parse(json) as RevisionData;

/** Every uploaded file a proposed listing shows. */
export const revisionUrls = (d: RevisionData) => [d.logo_url, d.cover_image_url, d.menu_url, ...d.images.map((i) => i.url)].filter(isMediaUrl);

/**
 * The files that pending revisions of a listing show. A revision's uploads are attached to its
 * listing (so the daily sweep of unattached uploads leaves them alone); a save of the listing
 * itself must not take them for replaced files and delete them while they wait for review.
 */
export async function pendingRevisionUrls(db: DB, businessId: number) {
  const rows = await db
    .select({ data: qrBusinessRevisions.data })
    .from(qrBusinessRevisions)
    .where(and(eq(qrBusinessRevisions.businessId, businessId), eq(qrBusinessRevisions.status, "pending")));
  return rows.flatMap((r) => revisionUrls(parseRevisionData(r.data)));
}
