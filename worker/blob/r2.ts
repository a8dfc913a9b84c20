import type { R2Bucket } from "@cloudflare/workers-types";
import type { BlobStore } from "./blob-store";

/** Blob store over a Cloudflare R2 bucket binding (`IMAGES` in wrangler.toml). */
export function createR2BlobStore(bucket: R2Bucket): BlobStore {
  return {
    async put(key, data, contentType) {
      await bucket.put(key, data, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body as unknown as ReadableStream<Uint8Array>,
        contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
        size: object.size,
      };
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}
