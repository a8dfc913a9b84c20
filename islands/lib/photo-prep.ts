/**
 * Getting a phone photo ready to upload, in the browser, before a single byte is sent.
 *
 * A phone camera writes 3 to 12 MB per photo; on a 400 kbit/s mobile line that is 1 to 4 minutes
 * of upload, for a picture that is never shown bigger than a screen. So every image field of the
 * product (the QR owner's logo, cover and gallery, the admin's image fields and gallery) sends its
 * file through `preparePhoto()`:
 *
 * 1. check what was picked (an image, at most 40 MB, at most 64 megapixels);
 * 2. decode it with the orientation the camera wrote applied (a phone held upright saves its
 *    pixels sideways plus a "turn me" tag; decoding "from-image" turns them);
 * 3. scale it so its long edge is at most 1600 px (never up): the widest variant the server makes;
 * 4. encode it again: WebP at 0.75 where the browser can write WebP, else JPEG at 0.85, or PNG
 *    when the picture has transparent pixels (a logo) and WebP is not available. Encoding from
 *    pixels writes a file with no metadata at all: the GPS position, the camera and the owner's
 *    name never leave the phone.
 *
 * The browser already has everything this needs, so there is no image library here (they weigh
 * 50 to 300 KiB of JavaScript or WebAssembly, a minute of download on that line, and decode
 * slower than the browser's own decoders):
 * - `createImageBitmap(file, { imageOrientation: "from-image", resizeWidth, resizeHeight,
 *   resizeQuality: "high" })` decodes (off the main thread in Chromium and Safari), applies the
 *   orientation and scales in one step, and decodes every format the browser can show, HEIC on
 *   Safari included;
 * - `OffscreenCanvas.convertToBlob()` (or a canvas's `toBlob()` where OffscreenCanvas is missing)
 *   encodes WebP, JPEG or PNG;
 * - an `<img>` reads the picture's size from its header without decoding the pixels, so a
 *   300-megapixel "photo" is refused before it can eat the phone's memory.
 *
 * The functions at the top are pure (no browser needed) and unit-tested; `preparePhoto()` at the
 * bottom puts them together with the browser's APIs.
 */
import { fitWithin, MAX_STORED_EDGE } from "../../shared/media";

/** The biggest file an owner or admin may pick: 40 MB (41,943,040 bytes). */
export const MAX_PICK_BYTES = 40 * 1024 * 1024;
/** The most pixels a picked photo may have: 64 megapixels (the biggest phone cameras' photos have 50). */
export const MAX_PICK_PIXELS = 64_000_000;
/** The long edge of what is sent, in pixels: sharp on any phone or laptop screen, a few hundred KB (the server keeps the same). */
export const MAX_EDGE = MAX_STORED_EDGE;
/**
 * The most the server stores per upload, 10 MB (10,485,760 bytes): the same figure as
 * MAX_IMAGE_BYTES in worker/services/uploads.ts. A prepared photo is far smaller; this matters
 * only when a file is sent as it was picked (the browser could not shrink it).
 */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** What the server stores, recognised from the bytes: anything else answers 415. */
export const SERVER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"] as const;
/** What cameras and phones save besides those: HEIC/HEIF (iPhones), decoded where the browser can (Safari). */
export const CAMERA_TYPES = [...SERVER_TYPES, "image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"] as const;
/**
 * The pickers' `accept`: the types, plus the extensions, because some systems give a HEIC file no
 * type at all. Any other image the browser decodes is still taken when picked some other way.
 */
export const PHOTO_ACCEPT = [...CAMERA_TYPES, ".heic", ".heif"].join(",");
/**
 * WebP quality of what is sent. The server draws its variants from these pixels at WebP 70 and
 * its main file at JPEG 78, so more than 0.75 buys nothing a visitor sees; a camera photo at
 * 1600 px is then about 100 to 150 KB (at 0.82 it was twice that: libwebp's files grow fast
 * above 0.8), and six of them go over a 400 kbit/s line in under half a minute.
 */
export const WEBP_QUALITY = 0.75;
export const JPEG_QUALITY = 0.85;

/**
 * Why a picked file is not sent, as a message key under the photo strings:
 * - notImage: not a picture (a PDF, a text, an SVG drawing);
 * - tooBig: over 40 MB;
 * - tooManyPixels: over 64 megapixels;
 * - unreadable: this browser cannot decode its format (HEIC on Chrome) and the server could not
 *   take it as it is either;
 * - cannotShrink: decoded, but could not be encoded smaller, and too big (over 10 MB) to send as is.
 */
export type PhotoProblem = "notImage" | "tooBig" | "tooManyPixels" | "unreadable" | "cannotShrink";

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif", "avif", "heic", "heif"];

/**
 * The first check, on what the picker says about the file (no bytes read): a picture of at most
 * 40 MB. Any `image/*` type except SVG goes on to decoding (a BMP or a TIFF Safari can decode is
 * fine: it is encoded again); a file without a type counts by its extension.
 */
export function checkPick(file: { type: string; name: string; size: number }): "notImage" | "tooBig" | null {
  const type = file.type.toLowerCase();
  const picture = type ? type.startsWith("image/") && type !== "image/svg+xml" : PHOTO_EXTENSIONS.includes(extensionOf(file.name));
  if (!picture || file.size === 0) return "notImage";
  if (file.size > MAX_PICK_BYTES) return "tooBig";
  return null;
}

/** The second check, once the header has been read: at most 64 megapixels. */
export const checkPixels = (width: number, height: number): "tooManyPixels" | null => (width * height > MAX_PICK_PIXELS ? "tooManyPixels" : null);

/**
 * The size to encode at: the long edge at most `maxEdge`, the proportions kept, never bigger than
 * the picture itself (an upscaled photo is only heavier, not sharper). The server keeps photos at
 * the same edge, with the same rule.
 */
export { fitWithin };

/** A format to encode in, and its quality (PNG has none: it is lossless). */
export interface Encoding {
  type: "image/webp" | "image/jpeg" | "image/png";
  quality?: number;
}

/**
 * What to encode in. WebP when the browser writes it (Chromium, Firefox): smallest, and keeps
 * transparency. Without it (Safari returns a PNG when asked for WebP), JPEG, unless the picture
 * has transparent pixels (a logo on a clear background), which JPEG would fill with black: PNG.
 */
export function chooseEncoding({ webp, alpha }: { webp: boolean; alpha: boolean }): Encoding {
  if (webp) return { type: "image/webp", quality: WEBP_QUALITY };
  return alpha ? { type: "image/png" } : { type: "image/jpeg", quality: JPEG_QUALITY };
}

/** Whether the server would store this file exactly as it is: its type and size. */
export const serverTakesAsIs = (file: { type: string; size: number }) =>
  (SERVER_TYPES as readonly string[]).includes(file.type.toLowerCase()) && file.size > 0 && file.size <= MAX_UPLOAD_BYTES;

/**
 * What to send, once the browser has tried: the re-encoded photo, the file as it was picked, or
 * nothing (why).
 * - `encodedSize` null: the browser could not decode (`decoded` false) or encode the picture. A
 *   file the server takes as it is still goes (the server checks it again); otherwise the owner
 *   learns why.
 * - The re-encoded file is bigger than the original (a small, already well-compressed picture)
 *   and the original is no bigger than MAX_EDGE, a type the server takes and carries no
 *   metadata (`metadata` false: a GPS position weighs more than a few saved bytes): the
 *   original goes.
 * - Otherwise the re-encoded one, when the server can take it.
 */
export function chooseUpload(
  original: { type: string; size: number; width?: number; height?: number; metadata?: boolean },
  encodedSize: number | null,
  decoded: boolean,
): "encoded" | "original" | PhotoProblem {
  const asIs = serverTakesAsIs(original);
  if (encodedSize === null) return asIs ? "original" : decoded ? "cannotShrink" : "unreadable";
  const smallEnough = original.width !== undefined && original.height !== undefined && Math.max(original.width, original.height) <= MAX_EDGE;
  if (encodedSize >= original.size && asIs && smallEnough && original.metadata === false) return "original";
  if (encodedSize > MAX_UPLOAD_BYTES) return asIs ? "original" : "cannotShrink";
  return "encoded";
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
/**
 * The marks of camera metadata in an image file's bytes: an EXIF block (JPEG's "Exif\0\0", the
 * `Exif` item of HEIC and AVIF, PNG's `eXIf` and WebP's `EXIF` chunks) or an XMP packet. A
 * four-letter mark can turn up by chance inside compressed pixels (about once in 400 files of
 * 10 MB): that only means the re-encoded copy is sent, which is always safe.
 */
const METADATA_MARKS = ["Exif", "eXIf", "EXIF", "<x:xmpmeta", "http://ns.adobe.com/xap/1.0/"].map(ascii);

/** Whether a file's bytes hold EXIF or XMP metadata (a GPS position, a camera, a name). */
export function carriesMetadata(bytes: Uint8Array): boolean {
  return METADATA_MARKS.some((mark) => {
    for (let i = bytes.indexOf(mark[0]); i !== -1 && i <= bytes.length - mark.length; i = bytes.indexOf(mark[0], i + 1)) {
      let j = 1;
      while (j < mark.length && bytes[i + j] === mark[j]) j++;
      if (j === mark.length) return true;
    }
    return false;
  });
}

/** The file name to send: the picked name with the extension of what is sent ("IMG_0042.HEIC" becomes "IMG_0042.webp"). */
export function renamed(name: string, type: string) {
  const ext = { "image/webp": "webp", "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/avif": "avif" }[type] ?? "";
  const base = name.replace(/\.[^./\\]*$/, "") || "photo";
  return ext ? `${base}.${ext}` : name || "photo";
}

/** A photo ready to send, and what became of it on the way. */
export interface PreparedPhoto {
  blob: Blob;
  /** The name it is sent under. */
  name: string;
  /** Its size in pixels, when known (a file sent as picked and never decoded has none). */
  width?: number;
  height?: number;
  /** Re-encoded (smaller, no metadata), or the file as it was picked. */
  encoded: boolean;
}

export type Prepared = { ok: true; photo: PreparedPhoto } | { ok: false; problem: PhotoProblem };

/* ---- The browser part: decoding, scaling, encoding. ---- */

/** Reads the picture's size from its header (an `<img>` decodes the pixels only when drawn). */
function readSize(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.decoding = "async";
    img.onload = () => resolve(img.naturalWidth > 0 && img.naturalHeight > 0 ? img : null);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

type Canvas2D = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const context2d = (canvas: Canvas2D) => canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;

/** Encodes a canvas; null when the browser cannot (out of memory, say). */
async function encode(canvas: Canvas2D, { type, quality }: Encoding): Promise<Blob | null> {
  try {
    if ("convertToBlob" in canvas) return await canvas.convertToBlob({ type, quality });
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  } catch {
    return null;
  }
}

let webpProbe: Promise<boolean> | undefined;
/**
 * Whether this browser writes WebP, asked once with a 1 x 1 canvas: Safari answers a request for
 * WebP with a PNG, so the answer's type is what counts.
 */
export const canEncodeWebp = () =>
  (webpProbe ??= (async () => {
    const canvas = makeCanvas(1, 1);
    context2d(canvas)?.fillRect(0, 0, 1, 1);
    return (await encode(canvas, { type: "image/webp", quality: WEBP_QUALITY }))?.type === "image/webp";
  })());

/** Whether any pixel is less than fully opaque (read only when it decides between JPEG and PNG). */
function hasAlpha(ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, width: number, height: number) {
  const { data } = ctx.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true;
  return false;
}

/**
 * The picture at `size`, orientation applied, on a canvas. createImageBitmap decodes and scales in
 * one go; where it is missing (or fails on this file), the `<img>` already loaded is drawn
 * scaled instead (browsers apply the orientation to `<img>` too).
 */
async function draw(file: File, img: HTMLImageElement, size: { width: number; height: number }) {
  const canvas = makeCanvas(size.width, size.height);
  const ctx = context2d(canvas);
  if (!ctx) return null;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  let bitmap: ImageBitmap | null = null;
  if (typeof createImageBitmap === "function") {
    const scaled = size.width !== img.naturalWidth || size.height !== img.naturalHeight;
    bitmap = await createImageBitmap(
      file,
      scaled ? { imageOrientation: "from-image", resizeWidth: size.width, resizeHeight: size.height, resizeQuality: "high" } : { imageOrientation: "from-image" },
    ).catch(() => null);
  }
  // A browser that ignores the resize options gives the full picture: drawImage scales it then.
  ctx.drawImage(bitmap ?? img, 0, 0, size.width, size.height);
  bitmap?.close();
  return { canvas, ctx };
}

/**
 * Makes a picked file ready to upload (see the top of this file): the photo to send, or the
 * problem to tell the owner. Never throws.
 */
export async function preparePhoto(file: File): Promise<Prepared> {
  const picked = checkPick(file);
  if (picked) return { ok: false, problem: picked };
  const asPicked = (size?: { width: number; height: number }): Prepared => ({ ok: true, photo: { blob: file, name: file.name || "photo", encoded: false, ...size } });
  const url = URL.createObjectURL(file);
  try {
    const img = await readSize(url);
    if (!img) {
      // Not decodable here (HEIC on Chrome, a damaged file): sent as is if the server might take it.
      const choice = chooseUpload(file, null, false);
      return choice === "original" ? asPicked() : { ok: false, problem: choice as PhotoProblem };
    }
    const { naturalWidth: width, naturalHeight: height } = img;
    const tooMany = checkPixels(width, height);
    if (tooMany) return { ok: false, problem: tooMany };
    const size = fitWithin(width, height);
    const drawn = await draw(file, img, size).catch(() => null);
    let blob: Blob | null = null;
    if (drawn) {
      // Read only when it decides between JPEG and PNG; JPEG files have no transparency at all.
      const alpha = () => file.type !== "image/jpeg" && hasAlpha(drawn.ctx, size.width, size.height);
      const webp = await canEncodeWebp();
      const encoding = chooseEncoding({ webp, alpha: !webp && alpha() });
      blob = await encode(drawn.canvas, encoding);
      // The answer's type is what counts: a browser that gives another type than WebP gets JPEG
      // (or PNG for transparency) asked for instead.
      if (blob && blob.type !== encoding.type) blob = await encode(drawn.canvas, chooseEncoding({ webp: false, alpha: alpha() }));
      // Let go of the canvas's memory at once (a phone has little to spare).
      drawn.canvas.width = drawn.canvas.height = 0;
    }
    // Only when the original might be sent instead are its bytes read for metadata.
    const mightSendOriginal = !!blob && blob.size >= file.size && serverTakesAsIs(file);
    const metadata = mightSendOriginal ? carriesMetadata(new Uint8Array(await file.arrayBuffer())) : undefined;
    const choice = chooseUpload({ type: file.type, size: file.size, width, height, metadata }, blob?.size ?? null, true);
    if (choice === "original") return asPicked({ width, height });
    if (choice !== "encoded" || !blob) return { ok: false, problem: choice === "encoded" ? "cannotShrink" : choice };
    return { ok: true, photo: { blob, name: renamed(file.name, blob.type), width: size.width, height: size.height, encoded: true } };
  } finally {
    URL.revokeObjectURL(url);
  }
}
