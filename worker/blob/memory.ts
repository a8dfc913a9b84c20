import type { BlobStore } from "./blob-store";

/** In-memory blob store for tests; `keys()` lets tests prove files are really deleted. */
export function createMemoryBlobStore() {
  const items = new Map<string, { data: Uint8Array; contentType: string }>();
  const store: BlobStore & { keys(): string[] } = {
    async put(key, data, contentType) {
      items.set(key, { data: data.slice(), contentType });
    },
    async get(key) {
      const item = items.get(key);
      return item ? { body: item.data, contentType: item.contentType, size: item.data.byteLength } : null;
    },
    async delete(key) {
      items.delete(key);
    },
    keys: () => [...items.keys()],
  };
  return store;
}
