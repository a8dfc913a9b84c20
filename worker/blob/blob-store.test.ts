import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BlobStore } from "./blob-store";
import { createFsBlobStore } from "./fs";
import { createMemoryBlobStore } from "./memory";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const read = async (body: ReadableStream<Uint8Array> | Uint8Array) => new Uint8Array(await new Response(body as BodyInit).arrayBuffer());

const stores: [string, () => Promise<BlobStore>][] = [
  ["memory", async () => createMemoryBlobStore()],
  [
    "file system",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), "blobs-"));
      dirs.push(dir);
      return createFsBlobStore(join(dir, "nested"));
    },
  ],
];

describe.each(stores)("%s blob store", (_name, make) => {
  it("puts, gets and deletes", async () => {
    const store = await make();
    const key = "0123456789abcdef0123.png";
    await store.put(key, png, "image/png");
    const got = await store.get(key);
    expect(got?.contentType).toBe("image/png");
    expect(got?.size).toBe(png.byteLength);
    expect(await read(got!.body)).toEqual(png);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting twice is fine
  });

  it("answers null for a missing key", async () => {
    expect(await (await make()).get("ffffffffffffffffffff.png")).toBeNull();
  });
});

describe("file-system blob store", () => {
  it("refuses keys that could escape its folder", async () => {
    const dir = await mkdtemp(join(tmpdir(), "blobs-"));
    dirs.push(dir);
    const store = createFsBlobStore(dir);
    await expect(store.put("../escape.png", png, "image/png")).rejects.toThrow(/invalid blob key/);
    expect(await store.get("../../etc/passwd")).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });
});
