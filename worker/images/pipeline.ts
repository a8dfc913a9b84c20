/**
 * The image pipeline every upload goes through, whatever the runtime: check what arrived, make
 * it upright, small and private, and describe the files to store (see shared/media.ts for how
 * they are named). The pixel work is done by an `ImageProcessor`: sharp on Node, Cloudflare's
 * Images binding on Workers, or, where neither exists, none at all (the file is then only
 * stripped of its metadata, and must already be small).
 */
import { imageSize } from "image-size";
import { FALLBACK_MAX_WIDTH, fitWithin, MAX_STORED_EDGE, variantSlots, type StoredVariant, type VariantSlot } from "../../shared/media";
import { canStrip, hasMetadata, readOrientation, sniffType, stripMetadata, swapsSides, type RasterType } from "./metadata";

/** Largest picture accepted, in pixels: 64 MP covers every phone camera (a 50-MP photo included). */
export const MAX_IMAGE_PIXELS = 64_000_000;
export { fitWithin, MAX_STORED_EDGE };

export type OutputFormat = "webp" | "jpeg" | "png";

/**
 * One file to make from the photo: drawn upright, `width` px wide (height in proportion), or, with
 * `height`, cut to exactly `width` x `height` around its middle (a link-preview card).
 */
export interface RenderOutput {
  name: string;
  width: number;
  height?: number;
  /** `jpeg-or-png`: JPEG unless the picture has transparent pixels (the processor decides how it knows). */
  format: OutputFormat | "jpeg-or-png";
  quality: number;
}

export interface RenderJob {
  /** The file as it arrived. */
  source: Uint8Array;
  type: RasterType;
  /** EXIF orientation read from the file (1 = upright already). */
  orientation: number;
  /** Upright size after the MAX_STORED_EDGE cap: every output is at most this wide. */
  width: number;
  height: number;
  outputs: RenderOutput[];
}

export interface RenderResult {
  files: Map<string, Uint8Array>;
  /** Dominant (or average) colour, `#rrggbb`. */
  placeholder?: string;
}

/** What turns pixels into files on one runtime. */
export interface ImageProcessor {
  /** Shown by benchmarks and the operator's messages: `sharp`, `cloudflare-images`, `none`. */
  readonly name: string;
  /** False where nothing can be re-encoded (the safe fallback): then only small, strippable files are taken. */
  readonly canTransform: boolean;
  render(job: RenderJob): Promise<RenderResult>;
}

/** A file to store for one upload. */
export interface PipelineFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface ProcessedImage {
  /** The main file: upright, stripped, at most FALLBACK_MAX_WIDTH wide, JPEG (or PNG with transparency). */
  main: PipelineFile & { ext: "jpg" | "png" | "webp" | "gif" | "avif"; width: number; height: number };
  /** WebP variants by slot. */
  variants: (StoredVariant & { file: PipelineFile })[];
  /** Upright size of the photo as stored (after the MAX_STORED_EDGE cap). */
  width: number;
  height: number;
  placeholder: string | null;
}

export type PipelineRefusal =
  | { refused: "invalid" }
  | { refused: "too_many_pixels" }
  /** The runtime cannot re-encode, and this file would need it (too large, or a type that cannot be stripped). */
  | { refused: "needs_processing" };

const contentTypes: Record<OutputFormat | RasterType, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
};
const extOf = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", avif: "avif" } as const;

/** WebP quality of the variants: about 70 keeps photos clean at a third of a JPEG's bytes. */
const VARIANT_QUALITY = 70;
const FALLBACK_QUALITY = 78;

/** What the file is, read from its bytes: type, upright size and orientation; or why it is refused. */
export function inspect(bytes: Uint8Array):
  | { type: RasterType; orientation: number; width: number; height: number; sourceWidth: number; sourceHeight: number }
  | PipelineRefusal {
  const type = sniffType(bytes);
  if (!type) return { refused: "invalid" };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { refused: "invalid" };
  }
  if (!size.width || !size.height) return { refused: "invalid" };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { refused: "too_many_pixels" };
  const orientation = readOrientation(bytes);
  const [w, h] = swapsSides(orientation) ? [size.height, size.width] : [size.width, size.height];
  return { type, orientation, width: w, height: h, sourceWidth: size.width, sourceHeight: size.height };
}

const heightAt = (w: number, h: number, width: number) => Math.max(1, Math.round((h * width) / w));

export interface ProcessOptions {
  /**
   * Keep the main file in this format (re-processing an upload stored before variants existed:
   * its address, extension included, is already in the content). New uploads choose JPEG or PNG.
   */
  mainType?: RasterType;
}

/**
 * Runs one file through the pipeline: type from its bytes, pixel cap, orientation, size cap,
 * the main file and the WebP variants, the placeholder colour, and every result stripped again
 * and checked to be the type it claims. Refusals say why, for the caller's message.
 */
export async function processImage(processor: ImageProcessor, bytes: Uint8Array, options: ProcessOptions = {}): Promise<ProcessedImage | PipelineRefusal> {
  const info = inspect(bytes);
  if ("refused" in info) return info;
  if (!processor.canTransform) return passThrough(bytes, info, options);

  const { width, height } = fitWithin(info.width, info.height, MAX_STORED_EDGE);
  const mainWidth = Math.min(width, FALLBACK_MAX_WIDTH);
  // New uploads: JPEG, or PNG when transparent. A kept main stays in its format; the runtimes write
  // WebP, JPEG and PNG, so a kept GIF or AVIF main is written as PNG under its old name.
  const kept = options.mainType;
  const mainRender: RenderOutput["format"] = !kept ? "jpeg-or-png" : kept === "gif" || kept === "avif" ? "png" : kept;
  const slots = variantSlots(width);
  const outputs: RenderOutput[] = [
    { name: "main", width: mainWidth, format: mainRender, quality: FALLBACK_QUALITY },
    ...slots.map((s) => ({ name: String(s.slot), width: s.width, format: "webp" as const, quality: VARIANT_QUALITY })),
  ];
  let result: RenderResult;
  try {
    result = await processor.render({ source: bytes, type: info.type, orientation: info.orientation, width, height, outputs });
  } catch {
    // The header looked like an image but the pixels could not be decoded (a truncated or forged file).
    return { refused: "invalid" };
  }
  const checked = (name: string, format: RenderOutput["format"]) => {
    const out = result.files.get(name);
    const type = out && sniffType(out);
    const ok = format === "jpeg-or-png" ? type === "jpeg" || type === "png" : type === format;
    if (!out || !type || !ok) throw new Error(`image processor ${processor.name} did not make ${name} as ${format}`);
    return { bytes: stripMetadata(out), contentType: contentTypes[type], type };
  };
  const main = checked("main", mainRender);
  return {
    main: {
      bytes: main.bytes,
      contentType: main.contentType,
      ext: extOf[kept ?? main.type],
      width: mainWidth,
      height: heightAt(width, height, mainWidth),
    },
    variants: slots.map((s) => {
      const { bytes: data, contentType } = checked(String(s.slot), "webp");
      return { slot: s.slot as VariantSlot, width: s.width, height: heightAt(width, height, s.width), bytes: data.length, file: { bytes: data, contentType } };
    }),
    width,
    height,
    placeholder: result.placeholder ?? null,
  };
}

/**
 * The safe fallback where nothing can be re-encoded: a JPEG, PNG or WebP that is already upright
 * and small enough is stored stripped of its metadata, with no variants; anything else is refused
 * (never stored with its metadata, never stored huge).
 */
function passThrough(bytes: Uint8Array, info: Exclude<ReturnType<typeof inspect>, PipelineRefusal>, options: ProcessOptions): ProcessedImage | PipelineRefusal {
  const type = options.mainType ?? info.type;
  if (!canStrip(info.type) || type !== info.type || info.orientation !== 1 || Math.max(info.width, info.height) > MAX_STORED_EDGE) {
    return { refused: "needs_processing" };
  }
  const stripped = stripMetadata(bytes);
  if (hasMetadata(stripped)) return { refused: "needs_processing" };
  return {
    main: { bytes: stripped, contentType: contentTypes[info.type], ext: extOf[info.type], width: info.width, height: info.height },
    variants: [],
    width: info.width,
    height: info.height,
    placeholder: null,
  };
}

/** Blob keys of an upload's files: the main one and one per variant. */
export const mainKey = (base: string, ext: string) => `${base}.${ext}`;
export const variantKey = (base: string, slot: VariantSlot) => `${base}-${slot}.webp`;
/** The link-preview card of an upload, made when first asked for (worker/images/share-card.ts). */
export const shareCardKey = (base: string) => `${base}-share.jpg`;
