import { inArray } from "drizzle-orm";
import type { DB } from "../../db/client";
import { uploads } from "../../db/schema";
import { mediaBase, variantUrl, type Picture } from "../../shared/media";
import type { PictureMap } from "../../shared/picture";

/**
 * What pages need to draw the stored photos at these addresses: size, placeholder colour and the
 * WebP variants' `srcset`, in one query. Addresses that are not our uploads (public files, the
 * demo artwork, outside images) are simply absent: they are drawn as plain images.
 */
export async function picturesOf(db: DB, urls: (string | null | undefined)[]): Promise<PictureMap> {
  const wanted = [...new Set(urls.filter((u): u is string => !!mediaBase(u)))];
  if (!wanted.length) return {};
  const keys = wanted.map((u) => u.slice("/media/".length));
  const rows = await db
    .select({ url: uploads.url, width: uploads.width, height: uploads.height, placeholder: uploads.placeholder, variants: uploads.variants })
    .from(uploads)
    .where(inArray(uploads.blob_key, keys));
  const map: Record<string, Picture> = {};
  for (const row of rows) {
    if (!row.width || !row.height) continue;
    map[row.url] = {
      src: row.url,
      width: row.width,
      height: row.height,
      ...(row.placeholder ? { placeholder: row.placeholder } : {}),
      ...(row.variants?.length ? { srcset: row.variants.map((v) => `${variantUrl(row.url, v.slot)} ${v.width}w`).join(", ") } : {}),
    };
  }
  return map;
}
