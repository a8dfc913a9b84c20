import { and, eq, isNull, lt } from "drizzle-orm";
import { imageSize } from "image-size";
import { encodeHex } from "oslo/encoding";
import type { DB } from "../../db/client";
import { uploads, type uploadKinds } from "../../db/schema";
import { mediaUrl, type BlobStore } from "../blob/blob-store";

/** Images up to 5 MB (5,242,880 bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Decompression-bomb guard: a small file may still claim a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const accepted = {
  png: { ext: "png", contentType: "image/png" },
  jpg: { ext: "jpg", contentType: "image/jpeg" },
  webp: { ext: "webp", contentType: "image/webp" },
  gif: { ext: "gif", contentType: "image/gif" },
  avif: { ext: "avif", contentType: "image/avif" },
} as const;

export interface ImageInfo {
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Decides what an upload is from its bytes alone (never its name or declared type): PNG, JPEG,
 * WebP, GIF or AVIF with readable dimensions. SVG, HTML and anything else is refused.
 */
export function inspectImage(bytes: Uint8Array): ImageInfo | "invalid" | "too_many_pixels" {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return "invalid";
  }
  const kind = accepted[size.type as keyof typeof accepted];
  if (!kind || !size.width || !size.height) return "invalid";
  if (size.width * size.height > MAX_IMAGE_PIXELS) return "too_many_pixels";
  return { ...kind, width: size.width, height: size.height };
}

export type UploadKind = (typeof uploadKinds)[number];

interface StoreInput {
  bytes: Uint8Array;
  info: ImageInfo;
  kind: UploadKind;
  owner: { kind: "admin" | "owner"; id: number };
  businessId?: number | null;
  tempId?: string | null;
}

/** Stores the image under a random key and records who owns it. */
export async function storeUpload(db: DB, blobs: BlobStore, input: StoreInput, now = Date.now()) {
  const key = `${encodeHex(crypto.getRandomValues(new Uint8Array(20)))}.${input.info.ext}`;
  await blobs.put(key, input.bytes, input.info.contentType);
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
      contentType: input.info.contentType,
      size: input.bytes.byteLength,
      width: input.info.width,
      height: input.info.height,
      createdAt: new Date(now).toISOString(),
    })
    .returning();
  return row;
}

/** The upload behind one of our /media URLs, if it is one. */
export async function uploadByUrl(db: DB, url: string | null | undefined) {
  const key = url?.startsWith("/media/") ? url.slice("/media/".length) : undefined;
  if (!key) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.blobKey, key));
  return row;
}

/** Deletes stored files and their records; a missing file is not an error. */
export async function deleteUploads(db: DB, blobs: BlobStore, rows: { id: number; blobKey: string }[]) {
  for (const row of rows) {
    await blobs.delete(row.blobKey);
    await db.delete(uploads).where(eq(uploads.id, row.id));
  }
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
