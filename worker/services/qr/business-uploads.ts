import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, uploads } from "../../../db/schema";
import type { BlobStore } from "../../blob/blob-store";
import { deleteUploads } from "../uploads";

type Upload = typeof uploads.$inferSelect;

/** The temp_id recorded for an upload made while editing an existing listing. */
export const listingTempId = (businessId: number) => `listing-${businessId}`;

/** Where a listing form refers to images: field name (as the API reports errors) and URL. */
export interface ImageRef {
  field: string;
  url: string;
}

export const isMediaUrl = (url: string | null | undefined): url is string => !!url && url.startsWith("/media/");
const keyOf = (url: string) => url.slice("/media/".length);

export type RefCheck = { ok: true; attach: number[] } | { ok: false; fields: string[] };

/**
 * Checks the uploaded images a listing refers to. Each must have been uploaded by this owner: a
 * listing may not claim another owner's file (else deleting it would delete their image). Those
 * not yet attached to any listing are returned to be attached by the save.
 */
export async function checkImageRefs(db: DB, ownerId: number, refs: ImageRef[]): Promise<RefCheck> {
  const media = refs.filter((r) => isMediaUrl(r.url));
  if (!media.length) return { ok: true, attach: [] };
  const rows = await db
    .select()
    .from(uploads)
    .where(inArray(uploads.blobKey, [...new Set(media.map((r) => keyOf(r.url)))]));
  const byKey = new Map(rows.map((u) => [u.blobKey, u]));
  const bad = media.filter((r) => {
    const u = byKey.get(keyOf(r.url));
    return !u || u.ownerKind !== "owner" || u.ownerId !== ownerId;
  });
  if (bad.length) return { ok: false, fields: [...new Set(bad.map((r) => r.field))] };
  return { ok: true, attach: rows.filter((u) => u.businessId === null).map((u) => u.id) };
}

/** The statement that attaches checked uploads to a listing (inside the save's batch). */
export const attachStatement = (db: DB, ownerId: number, ids: number[], businessId: number | SQL) =>
  db
    .update(uploads)
    .set({ businessId, tempId: null })
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId), eq(uploads.ownerKind, "owner"), isNull(uploads.businessId)));

/** Every image URL that the owner's listings (other than `except`) still use, by listing. */
async function urlsInUse(db: DB, ownerId: number, except: number) {
  const used = new Map<string, number>();
  const listings = await db.select().from(qrBusinesses).where(eq(qrBusinesses.ownerId, ownerId));
  for (const b of listings) {
    if (b.id === except) continue;
    for (const url of [b.logoUrl, b.coverImageUrl, b.menuUrl]) if (isMediaUrl(url)) used.set(url, b.id);
  }
  const gallery = await db
    .select({ url: qrBusinessImages.imageUrl, id: qrBusinessImages.businessId })
    .from(qrBusinessImages)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessImages.businessId))
    .where(eq(qrBusinesses.ownerId, ownerId));
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
    if (keeper) await db.update(uploads).set({ businessId: keeper, tempId: null }).where(eq(uploads.id, f.id));
    else doomed.push(f);
  }
  await deleteUploads(db, blobs, doomed);
  return doomed.length;
}

/** Files attached to a listing that its current images no longer mention. */
export async function replacedUploads(db: DB, businessId: number, keep: (string | null | undefined)[]) {
  const kept = new Set(keep.filter(isMediaUrl));
  const attached = await db.select().from(uploads).where(eq(uploads.businessId, businessId));
  return attached.filter((u) => !kept.has(u.url));
}

/** A listing's files: attached ones, and this owner's pending uploads made for it while editing. */
export const filesOfListing = (db: DB, ownerId: number, businessId: number) =>
  db
    .select()
    .from(uploads)
    .where(
      or(
        eq(uploads.businessId, businessId),
        and(eq(uploads.ownerKind, "owner"), eq(uploads.ownerId, ownerId), isNull(uploads.businessId), eq(uploads.tempId, listingTempId(businessId))),
      ),
    );
