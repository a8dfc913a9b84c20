import { Hono } from "hono";
import type { BlobStore, StoredBlob } from "../blob/blob-store";
import type { AppEnv } from "../env";
import { shareCardBase } from "../../shared/media";
import { canStrip, hasMetadata, sniffType, stripMetadata } from "../images/metadata";
import { shareCardKey } from "../images/pipeline";
import { renderShareCard } from "../images/share-card";

const MAIN_EXTENSIONS = ["jpg", "png", "webp", "gif", "avif"];

async function firstExisting(blobs: BlobStore, keys: string[]) {
  for (const key of keys) if (await blobs.get(key)) return key;
  return undefined;
}

const bytesOf = async (body: StoredBlob["body"]) => (body instanceof Uint8Array ? body : new Uint8Array(await new Response(body as never).arrayBuffer()));

/**
 * What may be served of a stored file: the file itself when it holds nothing private, which is
 * every file the image pipeline wrote; otherwise the same picture without its metadata. A JPEG,
 * PNG or WebP stored before the pipeline existed (an upload not yet backfilled, or a file put
 * there by hand) is the bytes a phone sent, its GPS position included: it is stripped here, on
 * every request, until the backfill rewrites it. The check reads the file's blocks (a fraction of
 * a millisecond for a main file) and needs no database, so images are served even when the
 * database is away. Stripping gives the same bytes every time, so the answer stays cacheable.
 */
async function servable(blob: StoredBlob): Promise<Uint8Array> {
  const bytes = await bytesOf(blob.body);
  return canStrip(sniffType(bytes)) && hasMetadata(bytes) ? stripMetadata(bytes) : bytes;
}

/**
 * Serves stored images: the stored type, nosniff, a sandboxing CSP (an image is never a
 * document) and immutable caching, since keys are random and never reused. `?download` asks the
 * browser to save the file instead of showing it. No metadata is ever served (see `servable`).
 */
export const media = new Hono<AppEnv>().get("/:key", async (c) => {
  const key = c.req.param("key");
  let blob = await c.var.deps.blobs.get(key);
  const shareOf = shareCardBase(key);
  if (!blob && shareOf) {
    // A link preview's first ask: the card is cut from the stored photo and kept. Only an upload
    // that exists gets one, once, so made-up keys cost a lookup and no work. Where this runtime
    // cannot cut pictures, the preview gets the photo itself.
    const main = await firstExisting(c.var.deps.blobs, MAIN_EXTENSIONS.map((ext) => `${shareOf}.${ext}`));
    if (!main) return c.notFound();
    const source = await c.var.deps.blobs.get(main);
    const card = source && (await renderShareCard(c.var.deps.images, await bytesOf(source.body)));
    if (!card) return c.redirect(`/media/${main}`, 302);
    await c.var.deps.blobs.put(shareCardKey(shareOf), card, "image/jpeg");
    blob = { body: card, contentType: "image/jpeg", size: card.length };
  }
  if (!blob) {
    // A variant of an image stored before variants existed (until `npm run images:backfill` runs):
    // the main file stands in, so a thumbnail is never a broken image.
    const variant = /^([a-z0-9]{16,64})-\d+\.webp$/.exec(key);
    if (variant) {
      const main = await firstExisting(c.var.deps.blobs, MAIN_EXTENSIONS.map((ext) => `${variant[1]}.${ext}`));
      if (main) return c.redirect(`/media/${main}`, 302);
    }
    return c.notFound();
  }
  const bytes = await servable(blob);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    // The key is ours ([a-z0-9].ext), so it is safe inside the quoted filename.
    "Content-Disposition": `${c.req.query("download") !== undefined ? "attachment" : "inline"}; filename="${key}"`,
    "Content-Type": blob.contentType,
    "Content-Length": String(bytes.length),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
});
