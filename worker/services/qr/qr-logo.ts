import { mediaBase, variantUrl } from "../../../shared/media";
import type { BlobStore } from "../../blob/blob-store";
import { inspect, type ImageProcessor } from "../../images/pipeline";

/** Where a logo is read from and what re-encodes it (the app's blob store and image processor). */
export interface LogoSources {
  blobs: BlobStore;
  images: ImageProcessor;
}

/**
 * The logo a designed code carries, as a `data:` URL: the SVG then stands alone, so a download,
 * a printed sheet or an image opened offline never fetches anything when it is shown or scanned.
 *
 * It is drawn from the logo's 160-px WebP variant. The logo is at most a fifth of the code's width:
 * 25 mm on the A4 poster, where 160 px is about 160 dots per inch, sharp enough for a mark that
 * small, while the dashboard and every list that carries the code stay light. Browsers draw WebP
 * inside an SVG, but not every SVG viewer, editor or printer driver does, so where the runtime can
 * re-encode (sharp on Node, the Images binding on Workers) the variant is embedded as JPEG, or PNG
 * when it has transparent pixels (a few KB either way); elsewhere as the WebP itself. Only uploads
 * have that file (an outside address or an image stored before variants existed draws no logo:
 * nothing is fetched from elsewhere, and an old upload's main file may still hold its metadata).
 */
export const LOGO_SLOT = 160;
const MAX_LOGO_BYTES = 64 * 1024;

// Upload keys are random and their files never change, so a logo read once is good until the
// process ends; bounded so a long-running server does not grow without end.
const memo = new Map<string, string | null>();
const MEMO_SIZE = 300;

/** The logo's small variant as a data URL, or null when it cannot be embedded. */
export async function logoDataUrl(sources: LogoSources, logoUrl: string | null | undefined): Promise<string | null> {
  if (!logoUrl || !mediaBase(logoUrl)) return null;
  const cached = memo.get(logoUrl);
  if (cached !== undefined) return cached;
  const key = variantUrl(logoUrl, LOGO_SLOT).slice("/media/".length);
  let value: string | null = null;
  try {
    const blob = await sources.blobs.get(key);
    if (blob && blob.size <= MAX_LOGO_BYTES) value = await embeddable(sources.images, new Uint8Array(await new Response(blob.body as BodyInit).arrayBuffer()));
  } catch {
    return null; // a blob store hiccup draws the code without its logo (not remembered), never an error
  }
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(logoUrl, value);
  return value;
}

/** The variant's bytes as a data URL every SVG reader draws: JPEG or PNG where possible, else WebP. */
async function embeddable(images: ImageProcessor, webp: Uint8Array): Promise<string> {
  const asWebp = `data:image/webp;base64,${base64(webp)}`;
  const info = inspect(webp);
  if (!images.canTransform || "refused" in info) return asWebp;
  try {
    const { files } = await images.render({ ...info, source: webp, outputs: [{ name: "logo", width: info.width, format: "jpeg-or-png", quality: 85 }] });
    const bytes = files.get("logo");
    if (!bytes || bytes.length > MAX_LOGO_BYTES) return asWebp;
    const type = bytes[0] === 0x89 ? "png" : "jpeg";
    return `data:image/${type};base64,${base64(bytes)}`;
  } catch {
    return asWebp;
  }
}

/** Bytes as base64 on both runtimes (btoa over a binary string, in chunks). */
function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The embeddable logos of these listings, by logo address (only those whose design shows one). */
export async function logosOf(sources: LogoSources, listings: { logo_url: string | null; logo: boolean }[]): Promise<Map<string, string>> {
  const urls = [...new Set(listings.filter((l) => l.logo && l.logo_url).map((l) => l.logo_url!))];
  const found = await Promise.all(urls.map(async (url) => [url, await logoDataUrl(sources, url)] as const));
  return new Map(found.filter((f): f is readonly [string, string] => f[1] !== null));
}
