import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { blobKeyPattern, contentTypeOfKey, type BlobStore } from "./blob-store";

/** Blob store on the local disk (Node mode): one file per key under `dir`. */
export function createFsBlobStore(dir: string): BlobStore {
  const pathOf = (key: string) => {
    // Keys come from our own generator; refusing anything else rules out path traversal.
    if (!blobKeyPattern.test(key)) throw new Error(`invalid blob key: ${key}`);
    return join(dir, key);
  };
  let ready: Promise<unknown> | undefined;
  return {
    async put(key, data) {
      await (ready ??= mkdir(dir, { recursive: true }));
      const path = pathOf(key);
      // Write then rename, so a crash never leaves a half-written image behind the key.
      await writeFile(`${path}.tmp`, data);
      await rename(`${path}.tmp`, path);
    },
    async get(key) {
      if (!blobKeyPattern.test(key)) return null;
      try {
        const data = await readFile(pathOf(key));
        return { body: new Uint8Array(data), contentType: contentTypeOfKey(key), size: data.byteLength };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      if (!blobKeyPattern.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
