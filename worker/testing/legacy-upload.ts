import { encodeHex } from "oslo/encoding";
import type { DB } from "../../db/client";
import { uploads } from "../../db/schema";
import type { BlobStore } from "../blob/blob-store";

/**
 * An image stored the way uploads were before the image pipeline existed: the bytes exactly as
 * they were sent (metadata and all) under a random key, and a row with no variants, which is what
 * the backfill looks for. Runs on Node and in workerd (no image library).
 */
export async function storeLegacyUpload(
  db: DB,
  blobs: BlobStore,
  bytes: Uint8Array | null,
  { ext = "jpg", contentType = "image/jpeg", width = null, height = null }: { ext?: string; contentType?: string; width?: number | null; height?: number | null } = {},
) {
  const key = `${encodeHex(crypto.getRandomValues(new Uint8Array(20)))}.${ext}`;
  // null: a row whose file has gone missing.
  if (bytes) await blobs.put(key, bytes, contentType);
  const [row] = await db
    .insert(uploads)
    .values({
      blob_key: key,
      url: `/media/${key}`,
      kind: "content",
      owner_kind: "admin",
      owner_id: 1,
      content_type: contentType,
      size: bytes?.length ?? 0,
      width,
      height,
      created_at: new Date().toISOString(),
    })
    .returning();
  return row;
}
