import { and, desc, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { blogPosts, galleryImages, portfolioImages, services, siteSettings, type galleryCategories } from "../../db/schema";
import { mediaUrl, type BlobStore } from "../blob/blob-store";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import { apiRow } from "../../shared/contract/resource";
import type { GalleryDto, GalleryInput, GalleryRow, GalleryUpdate } from "../../shared/contract/gallery";
import { deleteUploads, uploadByUrl } from "./uploads";

/** A gallery item as the API shows it: the row, with its width and height as one `dimensions`. */
export const serializeGalleryImage = (row: GalleryRow): GalleryDto => {
  const { width, height, blob_key: _blobKey, ...image } = apiRow(row);
  return { ...image, dimensions: width && height ? { width, height } : null };
};

export const listGallery = async (db: DB) =>
  (await db.select().from(galleryImages).orderBy(desc(galleryImages.created_at), desc(galleryImages.id))).map(serializeGalleryImage);

export const getGalleryImage = async (db: DB, id: number) => (await db.select().from(galleryImages).where(eq(galleryImages.id, id)))[0];

/**
 * What we know of the file behind a URL: when it is one of our uploads, its size, dimensions and
 * blob key come from the upload record (so deleting the item can delete the file).
 */
async function fileFacts(db: DB, url: string, given: Pick<GalleryUpdate, "size" | "dimensions">) {
  const upload = await uploadByUrl(db, url);
  return {
    blob_key: upload?.blob_key ?? null,
    size: upload?.size ?? given.size ?? null,
    width: upload?.width ?? given.dimensions?.width ?? null,
    height: upload?.height ?? given.dimensions?.height ?? null,
  };
}

export async function createGalleryImage(db: DB, { size, dimensions, ...fields }: GalleryInput, uploadedBy: string, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [row] = await db
    .insert(galleryImages)
    .values({ ...fields, ...(await fileFacts(db, fields.url, { size, dimensions })), uploaded_by: uploadedBy, created_at: now, updated_at: now })
    .returning();
  return row;
}

export async function updateGalleryImage(db: DB, blobs: BlobStore, existing: GalleryRow, { size, dimensions, ...fields }: GalleryUpdate, at = Date.now()) {
  const [row] = await db
    .update(galleryImages)
    // Fields left out are absent here, which drizzle leaves unchanged.
    .set({ ...fields, ...(fields.url ? await fileFacts(db, fields.url, { size, dimensions }) : {}), updated_at: new Date(at).toISOString() })
    .where(eq(galleryImages.id, existing.id))
    .returning();
  if (existing.blob_key && existing.blob_key !== row.blob_key) await releaseFile(db, blobs, existing.blob_key);
  return row;
}

export async function deleteGalleryImage(db: DB, blobs: BlobStore, existing: GalleryRow) {
  await db.delete(galleryImages).where(eq(galleryImages.id, existing.id));
  if (existing.blob_key) await releaseFile(db, blobs, existing.blob_key);
}

/**
 * Deletes an uploaded file once nothing shows it any more: no gallery item, and no post,
 * project, service or setting that was given the same upload's URL.
 */
async function releaseFile(db: DB, blobs: BlobStore, blobKey: string) {
  const url = mediaUrl(blobKey);
  const uses = await Promise.all([
    db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.blob_key, blobKey)).limit(1),
    db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.image, url)).limit(1),
    db.select({ id: portfolioImages.id }).from(portfolioImages).where(eq(portfolioImages.imageUrl, url)).limit(1),
    db.select({ id: services.id }).from(services).where(eq(services.image, url)).limit(1),
    db.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.value, url)).limit(1),
  ]);
  if (uses.some((rows) => rows.length > 0)) return;
  const upload = await uploadByUrl(db, url);
  await deleteUploads(db, blobs, [upload ?? { id: -1, blob_key: blobKey }]);
}

/** The admin's gallery table: newest first, filtered by category and title or alt text. */
export const gallerySorts = ["created_at"] as const;

export async function listGalleryPage(db: DB, f: { category?: (typeof galleryCategories)[number]; term?: string }, p: PageParams) {
  const where = and(f.category ? eq(galleryImages.category, f.category) : undefined, f.term ? matches(galleryImages.search_key, f.term) : undefined);
  const { rows, total } = await pageOf(db, galleryImages, { where, sorts: { created_at: galleryImages.created_at }, id: galleryImages.id }, p);
  return { total, rows: rows.map(serializeGalleryImage) };
}
