import { and, asc, count, eq, gt, isNull, lt } from "drizzle-orm";
import { encodeHex } from "oslo/encoding";
import type { DB } from "../../db/client";
import { uploads, type uploadKinds } from "../../db/schema";
import { VARIANT_SLOTS } from "../../shared/media";
import { mediaUrl, type BlobStore } from "../blob/blob-store";
import { mainKey, MAX_IMAGE_PIXELS, processImage, shareCardKey, variantKey, type ImageProcessor, type PipelineRefusal, type ProcessedImage } from "../images/pipeline";

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

/**
 * Writes a processed image's files: the main one under `{base}.{ext}`, each variant beside it.
 * `mainLast` writes the variants first and the main file after them: the backfill rewrites a main
 * file that is also its only source, so it is replaced only once everything made from it is stored.
 */
async function putFiles(blobs: BlobStore, base: string, image: ProcessedImage, { mainLast = false } = {}) {
  const key = mainKey(base, image.main.ext);
  const main = () => blobs.put(key, image.main.bytes, image.main.contentType);
  const variants = image.variants.map((v) => () => blobs.put(variantKey(base, v.slot), v.file.bytes, v.file.contentType));
  if (mainLast) {
    await Promise.all(variants.map((put) => put()));
    await main();
  } else {
    await Promise.all([main(), ...variants.map((put) => put())]);
  }
  return key;
}

const recordOf = (image: ProcessedImage) => ({
  content_type: image.main.contentType,
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
      blob_key: key,
      url: mediaUrl(key),
      kind: input.kind,
      owner_kind: input.owner.kind,
      owner_id: input.owner.id,
      business_id: input.businessId ?? null,
      temp_id: input.tempId ?? null,
      ...recordOf(image),
      created_at: new Date(now).toISOString(),
    })
    .returning();
  return { ok: true, row };
}

/** The upload behind one of our /media URLs, if it is one. */
export async function uploadByUrl(db: DB, url: string | null | undefined) {
  const key = url?.startsWith("/media/") ? url.slice("/media/".length) : undefined;
  if (!key) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.blob_key, key));
  return row;
}

/** Every file an upload may have: its main file, a variant at each slot and its link-preview card. */
export const filesOfUpload = (blobKey: string) => {
  const base = blobKey.slice(0, blobKey.indexOf("."));
  return [blobKey, ...VARIANT_SLOTS.map((slot) => variantKey(base, slot)), shareCardKey(base)];
};

/** Deletes stored files (the variants too) and their records; a missing file is not an error. */
export async function deleteUploads(db: DB, blobs: BlobStore, rows: { id: number; blob_key: string }[]) {
  for (const row of rows) {
    await Promise.all(filesOfUpload(row.blob_key).map((key) => blobs.delete(key)));
    await db.delete(uploads).where(eq(uploads.id, row.id));
  }
}

/** How many stored images still have no variants (made before the pipeline existed). */
export async function countUnprocessed(db: DB) {
  const [row] = await db.select({ n: count() }).from(uploads).where(isNull(uploads.variants));
  return row?.n ?? 0;
}

/**
 * Why one stored image could not be backfilled: its file is gone, it is not a picture the pipeline
 * can read (`invalid`, `too_many_pixels`), the runtime cannot re-encode it (`needs_processing`),
 * or something failed while it was processed or stored (`error`, with the error's message).
 */
export type BackfillFailure = { id: number; reason: "missing_file" | PipelineRefusal["refused"] | "error"; detail?: string };

export interface BackfillReport {
  processed: number;
  /** Uploads that could not be processed: left exactly as they were, listed by id. */
  failed: BackfillFailure[];
  /** Images without variants after `lastId`, still to do (failed ones are behind it, not counted). */
  remaining: number;
}

export interface BackfillOptions {
  /** At most this many images per call (each one is decoded and re-encoded: bound the work). */
  limit?: number;
  /** Only images with a larger id: the caller passes the previous call's `lastId`, so failures are not retried in a loop. */
  after?: number;
  /**
   * Stop taking new images once this many milliseconds have passed (the one being processed is
   * finished): keeps one call within a request's time however large the photos are.
   */
  budgetMs?: number;
  /** The clock (milliseconds), for the budget. */
  now?: () => number;
}

const mainTypeOfExt = { jpg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "avif" } as const;

/**
 * Makes the variants of up to `limit` images stored before the pipeline existed, oldest first,
 * and rewrites each main file upright and stripped under the same key (its address is already in
 * the content). Each image is finished (variants, then the main file, then its row) before the
 * next one, so a run that stops half-way is simply run again: finished rows are no longer picked,
 * and a half-done one is done again from its stored file. An image that fails is reported by id
 * and left as it was; the next call starts after it (`after`), so it is not retried in a loop.
 * Nothing here throws for one bad file: a caller always gets its report.
 */
export async function backfillImages(
  db: DB,
  blobs: BlobStore,
  images: ImageProcessor,
  { limit = 20, after = 0, budgetMs = Infinity, now = Date.now }: BackfillOptions = {},
): Promise<BackfillReport & { lastId: number }> {
  // Without a processor that re-encodes, the pipeline only strips files and makes no variants:
  // recording that as done would take these images out of the queue for good.
  if (!images.canTransform) throw new Error(`the image processor "${images.name}" cannot make variants`);
  const started = now();
  const rows = await db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.variants), gt(uploads.id, after)))
    .orderBy(asc(uploads.id))
    .limit(limit);
  const report: BackfillReport & { lastId: number } = { processed: 0, failed: [], remaining: 0, lastId: after };
  for (const row of rows) {
    if (row !== rows[0] && now() - started >= budgetMs) break;
    report.lastId = row.id;
    const failure = await backfillOne(db, blobs, images, row).catch((error: unknown) => ({
      reason: "error" as const,
      detail: String((error as Error)?.message ?? error).slice(0, 200),
    }));
    if (failure) report.failed.push({ id: row.id, ...failure });
    else report.processed++;
  }
  const [left] = await db.select({ n: count() }).from(uploads).where(and(isNull(uploads.variants), gt(uploads.id, report.lastId)));
  report.remaining = left?.n ?? 0;
  return report;
}

/** One stored image through the pipeline; what went wrong, or nothing when it is done. */
async function backfillOne(db: DB, blobs: BlobStore, images: ImageProcessor, row: typeof uploads.$inferSelect): Promise<Omit<BackfillFailure, "id"> | undefined> {
  const stored = await blobs.get(row.blob_key);
  if (!stored) return { reason: "missing_file" };
  const bytes = stored.body instanceof Uint8Array ? stored.body : new Uint8Array(await new Response(stored.body as never).arrayBuffer());
  const ext = row.blob_key.slice(row.blob_key.lastIndexOf(".") + 1) as keyof typeof mainTypeOfExt;
  const image = await processImage(images, bytes, { mainType: mainTypeOfExt[ext] });
  if ("refused" in image) return { reason: image.refused };
  await putFiles(blobs, row.blob_key.slice(0, row.blob_key.indexOf(".")), image, { mainLast: true });
  await db.update(uploads).set(recordOf(image)).where(eq(uploads.id, row.id));
  return undefined;
}

/** QR uploads never attached to a listing, older than `maxAgeMs` (a day), are removed. */
export async function cleanUpUnattached(db: DB, blobs: BlobStore, maxAgeMs = 24 * 60 * 60 * 1000, now = Date.now()) {
  const cutoff = new Date(now - maxAgeMs).toISOString();
  const stale = await db
    .select({ id: uploads.id, blob_key: uploads.blob_key })
    .from(uploads)
    .where(and(eq(uploads.owner_kind, "owner"), isNull(uploads.business_id), lt(uploads.created_at, cutoff)));
  await deleteUploads(db, blobs, stale);
  return stale.length;
}
