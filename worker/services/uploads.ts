import { and, asc, count, eq, gt, isNull, lt } from "drizzle-orm";
import { encodeHex } from "oslo/encoding";
import type { DB } from "../../db/client";
import { uploads, type uploadKinds } from "../../db/schema";
import { VARIANT_SLOTS } from "../../shared/media";
import { mediaUrl, type BlobStore } from "../blob/blob-store";
import { mainKey, MAX_IMAGE_PIXELS, processImage, variantKey, type ImageProcessor, type PipelineRefusal, type ProcessedImage } from "../images/pipeline";

/**
 * What may arrive in one upload: 10 MB (10,485,760 bytes). Browsers shrink photos before sending
 * (a camera photo arrives as a few hundred kilobytes); this bounds what an API client may send.
 */
export const MAX_IMAGE_BYTES = 10_485_760;
export { MAX_IMAGE_PIXELS };

export type UploadKind = (typeof uploadKinds)[number];

interface StoreInput {
  bytes: Uint8Array;
  kind: UploadKind;
  owner: { kind: "admin" | "owner"; id: number };
  businessId?: number | null;
  tempId?: string | null;
}

export type StoreOutcome = { ok: true; row: typeof uploads.$inferSelect } | ({ ok: false } & PipelineRefusal);

/** Writes a processed image's files: the main one under `{base}.{ext}`, each variant beside it. */
async function putFiles(blobs: BlobStore, base: string, image: ProcessedImage) {
  const key = mainKey(base, image.main.ext);
  await Promise.all([
    blobs.put(key, image.main.bytes, image.main.contentType),
    ...image.variants.map((v) => blobs.put(variantKey(base, v.slot), v.file.bytes, v.file.contentType)),
  ]);
  return key;
}

const recordOf = (image: ProcessedImage) => ({
  contentType: image.main.contentType,
  size: image.main.bytes.length,
  width: image.width,
  height: image.height,
  variants: image.variants.map(({ slot, width, height, bytes }) => ({ slot, width, height, bytes })),
  placeholder: image.placeholder,
});

/**
 * Runs an upload through the image pipeline (worker/images/pipeline.ts) and stores what it makes
 * under a random key, recording who owns it. The bytes that arrived are never stored: only the
 * upright, stripped main file and its variants. A refusal says why, for the caller's message.
 */
export async function storeUpload(db: DB, blobs: BlobStore, images: ImageProcessor, input: StoreInput, now = Date.now()): Promise<StoreOutcome> {
  const image = await processImage(images, input.bytes);
  if ("refused" in image) return { ok: false, ...image };
  const key = await putFiles(blobs, encodeHex(crypto.getRandomValues(new Uint8Array(20))), image);
  const [row] = await db
    .insert(uploads)
    .values({
      blobKey: key,
      url: mediaUrl(key),
      kind: input.kind,
      ownerKind: input.owner.kind,
      ownerId: input.owner.id,
      businessId: input.businessId ?? null,
      tempId: input.tempId ?? null,
      ...recordOf(image),
      createdAt: new Date(now).toISOString(),
    })
    .returning();
  return { ok: true, row };
}

/** The upload behind one of our /media URLs, if it is one. */
export async function uploadByUrl(db: DB, url: string | null | undefined) {
  const key = url?.startsWith("/media/") ? url.slice("/media/".length) : undefined;
  if (!key) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.blobKey, key));
  return row;
}

/** Every file an upload may have: its main file and a variant at each slot. */
export const filesOfUpload = (blobKey: string) => {
  const base = blobKey.slice(0, blobKey.indexOf("."));
  return [blobKey, ...VARIANT_SLOTS.map((slot) => variantKey(base, slot))];
};

/** Deletes stored files (the variants too) and their records; a missing file is not an error. */
export async function deleteUploads(db: DB, blobs: BlobStore, rows: { id: number; blobKey: string }[]) {
  for (const row of rows) {
    await Promise.all(filesOfUpload(row.blobKey).map((key) => blobs.delete(key)));
    await db.delete(uploads).where(eq(uploads.id, row.id));
  }
}

/** How many stored images still have no variants (made before the pipeline existed). */
export async function countUnprocessed(db: DB) {
  const [row] = await db.select({ n: count() }).from(uploads).where(isNull(uploads.variants));
  return row?.n ?? 0;
}

export interface BackfillReport {
  processed: number;
  /** Uploads whose stored file could not be read or decoded: left as they are, listed by id. */
  failed: { id: number; reason: string }[];
  remaining: number;
}

/**
 * Makes the variants of up to `limit` images stored before the pipeline existed, oldest first,
 * and rewrites each main file upright and stripped under the same key (its address is already in
 * the content). Each image is finished (files, then its row) before the next one, so a run that
 * stops half-way is simply run again: finished rows are no longer picked, and a half-done one is
 * done again from its stored file. Images that fail are skipped by id (`after`), not retried in a loop.
 */
export async function backfillImages(db: DB, blobs: BlobStore, images: ImageProcessor, { limit = 20, after = 0 } = {}): Promise<BackfillReport & { lastId: number }> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.variants), gt(uploads.id, after)))
    .orderBy(asc(uploads.id))
    .limit(limit);
  const report: BackfillReport & { lastId: number } = { processed: 0, failed: [], remaining: 0, lastId: after };
  for (const row of rows) {
    report.lastId = row.id;
    const stored = await blobs.get(row.blobKey);
    if (!stored) {
      report.failed.push({ id: row.id, reason: "missing file" });
      continue;
    }
    const bytes = stored.body instanceof Uint8Array ? stored.body : new Uint8Array(await new Response(stored.body as never).arrayBuffer());
    const ext = row.blobKey.slice(row.blobKey.lastIndexOf(".") + 1);
    const mainType = ({ jpg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "avif" } as const)[ext as "jpg"];
    const image = await processImage(images, bytes, { mainType });
    if ("refused" in image) {
      report.failed.push({ id: row.id, reason: image.refused });
      continue;
    }
    await putFiles(blobs, row.blobKey.slice(0, row.blobKey.indexOf(".")), image);
    await db.update(uploads).set(recordOf(image)).where(eq(uploads.id, row.id));
    report.processed++;
  }
  const [left] = await db.select({ n: count() }).from(uploads).where(and(isNull(uploads.variants), gt(uploads.id, report.lastId)));
  report.remaining = left?.n ?? 0;
  return report;
}

/** QR uploads never attached to a listing, older than `maxAgeMs` (a day), are removed. */
export async function cleanUpUnattached(db: DB, blobs: BlobStore, maxAgeMs = 24 * 60 * 60 * 1000, now = Date.now()) {
  const cutoff = new Date(now - maxAgeMs).toISOString();
  const stale = await db
    .select({ id: uploads.id, blobKey: uploads.blobKey })
    .from(uploads)
    .where(and(eq(uploads.ownerKind, "owner"), isNull(uploads.businessId), lt(uploads.createdAt, cutoff)));
  await deleteUploads(db, blobs, stale);
  return stale.length;
}
