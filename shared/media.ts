/**
 * How an uploaded photo is stored and named, shared by the server (which makes the files), the
 * pages (which write `srcset`) and the islands (which show thumbnails).
 *
 * An upload is kept as:
 * - its **main file**, `/media/{base}.jpg` (or `.png` when it has transparency): the photo upright,
 *   stripped of every metadata block and at most `FALLBACK_MAX_WIDTH` wide, in a format every
 *   browser reads. Content records (a post's image, a listing's cover, ...) store this address.
 * - a few **variants**, `/media/{base}-{slot}.webp`: the same photo in WebP at each slot of
 *   `VARIANT_SLOTS` below its width, plus the first slot at or above it (drawn at the photo's own
 *   width: a photo is never enlarged). So the 160 slot always exists, and a 600-px photo has the
 *   slots 160, 320, 480 (each that wide) and 720 (600 px wide).
 * The original bytes are never kept, so never served.
 */

import { VARIANT_SLOTS, type StoredVariant, type VariantSlot } from "../db/schema/enums";

export { VARIANT_SLOTS, type StoredVariant, type VariantSlot };

/**
 * Longest side a photo is kept at: what phones shrink to before sending. It is the widest variant
 * (1600, the lightbox and the widest cover on a large screen): nothing the site draws needs more
 * pixels, and every pixel more is bytes on the owner's slow line (a 2048-px photo is about 1.6
 * times the pixels and, at the same quality, twice the bytes).
 */
export const MAX_STORED_EDGE = 1600;

/** Scales (width, height) so neither side passes `maxEdge`, never enlarging; sides stay at least 1 px. */
export function fitWithin(width: number, height: number, maxEdge = MAX_STORED_EDGE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxEdge) return { width, height };
  const scale = maxEdge / long;
  // The long edge lands on maxEdge exactly; the short one is rounded, and is at least 1 px.
  return width >= height
    ? { width: maxEdge, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: maxEdge };
}

/** The main file's widest size: old browsers, link previews (Open Graph) and contact cards use it. */
export const FALLBACK_MAX_WIDTH = 1280;

/** The slots an upright photo `width` wide is stored at, and the width each is drawn at. */
export function variantSlots(width: number): { slot: VariantSlot; width: number }[] {
  const slots: { slot: VariantSlot; width: number }[] = [];
  for (const slot of VARIANT_SLOTS) {
    slots.push({ slot, width: Math.min(slot, width) });
    if (slot >= width) break;
  }
  return slots;
}

const mediaPath = /^\/media\/([a-z0-9]{16,64})\.(?:jpg|png|webp|gif|avif)$/;

/** The stored base name behind one of our main-file addresses, if it is one. */
export const mediaBase = (url: string | null | undefined) => (url ? mediaPath.exec(url)?.[1] : undefined);

/**
 * Link previews (WhatsApp, Facebook, Telegram, X) want a raster picture of 1200 x 630; they skip
 * SVG and crop anything else as they like. Each page's preview is its own picture cut to that
 * size: an upload's card is made from it the first time a preview asks for it (and kept beside
 * it), the demo pictures' cards are drawn at build time, and a page without a picture of its own
 * gets the site's card.
 */
export const SHARE_CARD = { width: 1200, height: 630 } as const;
export const DEFAULT_SHARE_CARD = "/images/og-cover.png";
const demoPicture = /^\/images\/demo\/([a-z0-9-]+)\.svg$/;
const uploadAny = /^\/media\/([a-z0-9]{16,64})(?:-\d+\.webp|\.(?:jpg|png|webp|gif|avif))$/;

/** The upload behind a share card's key (`{base}-share.jpg`), if it is one. */
export const shareCardBase = (key: string) => /^([a-z0-9]{16,64})-share\.jpg$/.exec(key)?.[1];

/**
 * The preview picture of a page whose own picture is `src`, and whether it is sure to be a
 * 1200 x 630 card (an outside picture is passed on as it is, its size unknown).
 */
export function shareCardOf(src: string | null | undefined): { url: string; card: boolean } {
  if (!src || src === DEFAULT_SHARE_CARD) return { url: DEFAULT_SHARE_CARD, card: true };
  const upload = uploadAny.exec(src)?.[1];
  if (upload) return { url: `/media/${upload}-share.jpg`, card: true };
  const demo = demoPicture.exec(src)?.[1];
  if (demo) return { url: `/images/demo/share/${demo}.jpg`, card: true };
  // Another SVG of ours, or anything that is neither https nor ours: previews could not show it.
  if (/\.svg(?:[?#]|$)/i.test(src) || !/^(?:\/[^/]|https:\/\/)/.test(src)) return { url: DEFAULT_SHARE_CARD, card: true };
  return { url: src, card: false };
}

/** The address of one variant of an upload; any other address (a public file, an outside image) is returned as it is. */
export function variantUrl(url: string, slot: VariantSlot): string {
  const base = mediaBase(url);
  return base ? `/media/${base}-${slot}.webp` : url;
}

/**
 * The smallest variant that fills a box `cssWidth` px wide on a screen of density 2 (what most
 * phones have): thumbnails and cards in lists use it without knowing the photo's size.
 */
export function thumbnailUrl(url: string, cssWidth: number): string {
  const needed = cssWidth * 2;
  return variantUrl(url, VARIANT_SLOTS.find((s) => s >= needed) ?? VARIANT_SLOTS[VARIANT_SLOTS.length - 1]);
}

/** What a page needs to draw a stored photo well: its size, its placeholder colour and its variants. */
export interface Picture {
  /** The main file: what `src` points at. */
  src: string;
  /** Intrinsic size of the upright photo (the `width`/`height` attributes: no layout shift). */
  width: number;
  height: number;
  /** Dominant colour drawn behind the photo while it loads, `#rrggbb`. */
  placeholder?: string;
  /** `url 160w, url 320w, ...` for a WebP `<source>`; absent when the upload has no variants yet. */
  srcset?: string;
}

/** The `srcset` of an upload whose upright photo is `width` wide. */
export const srcsetOf = (url: string, width: number) =>
  variantSlots(width)
    .map((v) => `${variantUrl(url, v.slot)} ${v.width}w`)
    .join(", ");
