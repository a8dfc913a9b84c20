import { createInsertSchema } from "drizzle-zod";
import type { z } from "zod";
import { galleryImages } from "../../db/schema/content";
import { serverColumns, type ApiRow } from "./resource";
import { imageUrl, integer, requiredText, stringList } from "./fields";

/**
 * A gallery image in the API. The table's keys are the API's names, so the body an admin sends
 * and the answer both derive from `galleryImages`.
 */

export type GalleryRow = typeof galleryImages.$inferSelect;

/** The table's columns as zod, refined where the API asks more: lengths, image addresses, sane sizes. */
const columns = createInsertSchema(galleryImages, {
  title: requiredText(160),
  description: requiredText(2000),
  url: imageUrl(),
  alt_text: requiredText(200),
  tags: stringList(20, 40),
  size: integer(0, 100_000_000).nullable(),
  width: integer(1, 100_000),
  height: integer(1, 100_000),
});

/**
 * What an admin sends for a gallery item: its texts and address, and the file's size and its
 * dimensions as one object. The server writes the rest (the stored file's key, the uploader).
 */
export const galleryBody = columns
  .omit({ ...serverColumns, width: true, height: true, blob_key: true, uploaded_by: true })
  .extend({ dimensions: columns.pick({ width: true, height: true }).nullable() });
/** A new item: size and dimensions may be left out (an upload's own record knows them), tags too. */
export const createGalleryBody = galleryBody.extend({
  tags: galleryBody.shape.tags.default([]),
  size: galleryBody.shape.size.optional(),
  dimensions: galleryBody.shape.dimensions.optional(),
});
/** An edit: any of the fields; those left out stay as they are. */
export const updateGalleryBody = galleryBody.partial();

/** A gallery item as the server takes it after validation. */
export type GalleryInput = z.output<typeof createGalleryBody>;
export type GalleryUpdate = z.output<typeof updateGalleryBody>;

/**
 * A gallery item as the API answers it: its columns, the width and height as one `dimensions`
 * (null when unknown), without the stored file's key.
 */
export type GalleryDto = Omit<ApiRow<GalleryRow>, "width" | "height" | "blob_key"> & { dimensions: { width: number; height: number } | null };
