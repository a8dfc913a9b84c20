import { and, desc, eq } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { blogPosts, galleryImages, portfolioImages, services, siteSettings, type galleryCategories } from "../../db/schema";
import { mediaUrl, type BlobStore } from "../blob/blob-store";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import { imageUrl, integer, requiredText, stringList } from "../../shared/contract/fields";
import { deleteUploads, uploadByUrl } from "./uploads";

export type GalleryRow = typeof galleryImages.$inferSelect;

/**
 * A gallery item's columns as zod, derived from the table (names, the category's choices) and
 * refined where the API asks more: lengths, image addresses, sane sizes.
 */
const galleryColumns = createSelectSchema(galleryImages, {
  title: requiredText(160),
  description: requiredText(2000),
  url: imageUrl(),
  altText: requiredText(200),
  tags: stringList(20, 40),
  size: integer(0, 100_000_000).nullable(),
  width: integer(1, 100_000),
  height: integer(1, 100_000),
}).shape;

/** What an admin sends for a gallery item, in the API's field names; the route validates it, the form sends it. */
export const galleryBody = z.object({
  title: galleryColumns.title,
  description: galleryColumns.description,
  url: galleryColumns.url,
  alt_text: galleryColumns.altText,
  category: galleryColumns.category,
  tags: galleryColumns.tags,
  size: galleryColumns.size,
  dimensions: z.object({ width: galleryColumns.width, height: galleryColumns.height }).nullable(),
});
/** Size and dimensions may be left out: an upload's own record knows them. */
export type GalleryInput = Omit<z.infer<typeof galleryBody>, "size" | "dimensions"> & Partial<Pick<z.infer<typeof galleryBody>, "size" | "dimensions">>;

export const serializeGalleryImage = (g: GalleryRow) => ({
  id: g.id,
  title: g.title,
  description: g.description,
  url: g.url,
  alt_text: g.altText,
  category: g.category,
  tags: g.tags,
  size: g.size,
  dimensions: g.width && g.height ? { width: g.width, height: g.height } : null,
  uploaded_by: g.uploadedBy,
  created_at: g.createdAt,
  updated_at: g.updatedAt,
});
export type GalleryDto = ReturnType<typeof serializeGalleryImage>;

export const listGallery = async (db: DB) =>
  (await db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))).map(serializeGalleryImage);

export const getGalleryImage = async (db: DB, id: number) => (await db.select().from(galleryImages).where(eq(galleryImages.id, id)))[0];

/**
 * What we know of the file behind a URL: when it is one of our uploads, its size, dimensions and
 * blob key come from the upload record (so deleting the item can delete the file).
 */
async function fileFacts(db: DB, url: string, given: Pick<Partial<GalleryInput>, "size" | "dimensions">) {
  const upload = await uploadByUrl(db, url);
  return {
    blobKey: upload?.blobKey ?? null,
    size: upload?.size ?? given.size ?? null,
    width: upload?.width ?? given.dimensions?.width ?? null,
    height: upload?.height ?? given.dimensions?.height ?? null,
  };
}

const textColumns = (input: GalleryInput) => ({
  title: input.title,
  description: input.description,
  url: input.url,
  altText: input.alt_text,
  category: input.category,
  tags: input.tags,
});

export async function createGalleryImage(db: DB, input: GalleryInput, uploadedBy: string, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [row] = await db
    .insert(galleryImages)
    .values({ ...textColumns(input), ...(await fileFacts(db, input.url, input)), uploadedBy, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateGalleryImage(db: DB, blobs: BlobStore, existing: GalleryRow, input: Partial<GalleryInput>, at = Date.now()) {
  const [row] = await db
    .update(galleryImages)
    // Absent fields are undefined here, which drizzle leaves unchanged.
    .set({ ...textColumns(input as GalleryInput), ...(input.url ? await fileFacts(db, input.url, input) : {}), updatedAt: new Date(at).toISOString() })
    .where(eq(galleryImages.id, existing.id))
    .returning();
  if (existing.blobKey && existing.blobKey !== row.blobKey) await releaseFile(db, blobs, existing.blobKey);
  return row;
}

export async function deleteGalleryImage(db: DB, blobs: BlobStore, existing: GalleryRow) {
  await db.delete(galleryImages).where(eq(galleryImages.id, existing.id));
  if (existing.blobKey) await releaseFile(db, blobs, existing.blobKey);
}

/**
 * Deletes an uploaded file once nothing shows it any more: no gallery item, and no post,
 * project, service or setting that was given the same upload's URL.
 */
async function releaseFile(db: DB, blobs: BlobStore, blobKey: string) {
  const url = mediaUrl(blobKey);
  const uses = await Promise.all([
    db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.blobKey, blobKey)).limit(1),
    db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.image, url)).limit(1),
    db.select({ id: portfolioImages.id }).from(portfolioImages).where(eq(portfolioImages.imageUrl, url)).limit(1),
    db.select({ id: services.id }).from(services).where(eq(services.image, url)).limit(1),
    db.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.value, url)).limit(1),
  ]);
  if (uses.some((rows) => rows.length > 0)) return;
  const upload = await uploadByUrl(db, url);
  await deleteUploads(db, blobs, [upload ?? { id: -1, blobKey }]);
}

/** The admin's gallery table: newest first, filtered by category and title or alt text. */
export const gallerySorts = ["created_at"] as const;

export async function listGalleryPage(db: DB, f: { category?: (typeof galleryCategories)[number]; term?: string }, p: PageParams) {
  const where = and(f.category ? eq(galleryImages.category, f.category) : undefined, f.term ? matches(galleryImages.searchKey, f.term) : undefined);
  const { rows, total } = await pageOf(db, galleryImages, { where, sorts: { created_at: galleryImages.createdAt }, id: galleryImages.id }, p);
  return { total, rows: rows.map(serializeGalleryImage) };
}
