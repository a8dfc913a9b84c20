import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, uploads } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { mediaRefOf } from "../../lib/media-ref";
import { deleteUploads } from "../uploads";
import { menuImageUrls } from "../../../shared/menu";

type Upload = typeof uploads.$inferSelect;

/** The temp_id recorded for an upload made while editing an existing listing. */
export const listingTempId = (businessId: number) => `listing-${businessId}`;

/** The id and status of one of this owner's listings (undefined when it is not theirs). */
export const ownListingStatus = async (db: DB, ownerId: number, id: number) =>
  (
    await db
      .select({ id: qrBusinesses.id, status: qrBusinesses.status })
      .from(qrBusinesses)
      .where(and(eq(qrBusinesses.id, id), eq(qrBusinesses.owner_id, ownerId)))
  )[0];

/** Where a listing form refers to images: field name (as the API reports errors) and URL. */
export interface ImageRef {
  field: string;
  url: string;
}

export const isMediaUrl = (url: string | null | undefined): url is string => !!url && url.startsWith("/media/");

export type RefCheck = { ok: true; attach: number[] } | { ok: false; fields: { field: string; reason: "not_yours" | "not_canonical" }[] };

/**
 * Checks the uploaded images a listing refers to, by the stored blob key each address leads to
 * (see worker/lib/media-ref.ts), never by the address as a string. An address that leads to an
 * upload must be written exactly `/media/{key}`, and the upload must be this owner's: a listing
 * may not show another owner's file (or, when deleted, delete it). Uploads not yet attached to
 * a listing are returned to be attached by the save.
 */
export async function checkImageRefs(db: DB, ownerId: number, refs: ImageRef[]): Promise<RefCheck> {
  const read = refs.map((r) => ({ ...r, ref: mediaRefOf(r.url) }));
  const keys = [...new Set(read.flatMap((r) => (r.ref.kind === "media" ? [r.ref.key] : [])))];
  const rows = keys.length ? await db.select().from(uploads).where(inArray(uploads.blob_key, keys)) : [];
  const byKey = new Map(rows.map((u) => [u.blob_key, u]));
  const bad: { field: string; reason: "not_yours" | "not_canonical" }[] = [];
  const used = new Set<Upload>();
  for (const r of read) {
    if (r.ref.kind === "other") continue;
    if (r.ref.kind === "unreadable") {
      bad.push({ field: r.field, reason: "not_canonical" });
      continue;
    }
    const upload = byKey.get(r.ref.key);
    // An address that only looks like ours elsewhere (no such key here) is someone else's image.
    if (!upload && !r.ref.canonical && !isMediaUrl(r.url)) continue;
    if (!r.ref.canonical) bad.push({ field: r.field, reason: "not_canonical" });
    else if (!upload || upload.owner_kind !== "owner" || upload.owner_id !== ownerId) bad.push({ field: r.field, reason: "not_yours" });
    else used.add(upload);
  }
  if (bad.length) return { ok: false, fields: bad };
  return { ok: true, attach: [...used].filter((u) => u.business_id === null).map((u) => u.id) };
}

/** The statement that attaches checked uploads to a listing (inside the save's batch). */
export const attachStatement = (db: DB, ownerId: number, ids: number[], businessId: number | SQL) =>
  db
    .update(uploads)
    .set({ business_id: businessId, temp_id: null })
    .where(and(inArray(uploads.id, ids), eq(uploads.owner_id, ownerId), eq(uploads.owner_kind, "owner"), isNull(uploads.business_id)));

/** Every image URL that the owner's listings (other than `except`) still use, by listing. */
async function urlsInUse(db: DB, ownerId: number, except: number) {
  const used = new Map<string, number>();
  const listings = await db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, ownerId));
  for (const b of listings) {
    if (b.id === except) continue;
    for (const url of [b.logo_url, b.cover_image_url, b.menu_url, ...menuImageUrls(b.menu)]) if (isMediaUrl(url)) used.set(url, b.id);
  }
  const gallery = await db
    .select({ url: qrBusinessImages.image_url, id: qrBusinessImages.business_id })
    .from(qrBusinessImages)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessImages.business_id))
    .where(eq(qrBusinesses.owner_id, ownerId));
  for (const g of gallery) if (g.id !== except && isMediaUrl(g.url)) used.set(g.url, g.id);
  return used;
}

/**
 * Lets go of files a listing no longer uses (replaced on save, or the listing deleted): a file
 * another of the owner's listings still shows moves to that listing; every other one is deleted
 * from the blob store and the uploads table, so no orphan files are left behind.
 */
export async function releaseUploads(db: DB, blobs: BlobStore, ownerId: number, businessId: number, files: Upload[]) {
  if (!files.length) return 0;
  const used = await urlsInUse(db, ownerId, businessId);
  const doomed: Upload[] = [];
  for (const f of files) {
    const keeper = used.get(f.url);
    if (keeper) await db.update(uploads).set({ business_id: keeper, temp_id: null }).where(eq(uploads.id, f.id));
    else doomed.push(f);
  }
  await deleteUploads(db, blobs, doomed);
  return doomed.length;
}

/** Files attached to a listing that its current images no longer mention. */
export async function replacedUploads(db: DB, businessId: number, keep: (string | null | undefined)[]) {
  const kept = new Set(keep.filter(isMediaUrl));
  const attached = await db.select().from(uploads).where(eq(uploads.business_id, businessId));
  return attached.filter((u) => !kept.has(u.url));
}

/** A listing's files: attached ones, and this owner's pending uploads made for it while editing. */
export const filesOfListing = (db: DB, ownerId: number, businessId: number) =>
  db
    .select()
    .from(uploads)
    .where(
      or(
        eq(uploads.business_id, businessId),
        and(eq(uploads.owner_kind, "owner"), eq(uploads.owner_id, ownerId), isNull(uploads.business_id), eq(uploads.temp_id, listingTempId(businessId))),
      ),
    );
