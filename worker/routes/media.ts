import { Hono } from "hono";
import type { BlobStore } from "../blob/blob-store";
import type { AppEnv } from "../env";

async function firstExisting(blobs: BlobStore, keys: string[]) {
  for (const key of keys) if (await blobs.get(key)) return key;
  return undefined;
}

/**
 * Serves stored images: the stored type, nosniff, a sandboxing CSP (an image is never a
 * document) and immutable caching, since keys are random and never reused. `?download` asks the
 * browser to save the file instead of showing it.
 */
export const media = new Hono<AppEnv>().get("/:key", async (c) => {
  const key = c.req.param("key");
  const blob = await c.var.deps.blobs.get(key);
  if (!blob) {
    // A variant of an image stored before variants existed (until `npm run images:backfill` runs):
    // the main file stands in, so a thumbnail is never a broken image.
    const variant = /^([a-z0-9]{16,64})-\d+\.webp$/.exec(key);
    if (variant) {
      const main = await firstExisting(c.var.deps.blobs, ["jpg", "png", "webp", "gif", "avif"].map((ext) => `${variant[1]}.${ext}`));
      if (main) return c.redirect(`/media/${main}`, 302);
    }
    return c.notFound();
  }
  return c.body(blob.body as ReadableStream, 200, {
    // The key is ours ([a-z0-9].ext), so it is safe inside the quoted filename.
    "Content-Disposition": `${c.req.query("download") !== undefined ? "attachment" : "inline"}; filename="${key}"`,
    "Content-Type": blob.contentType,
    "Content-Length": String(blob.size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
});
