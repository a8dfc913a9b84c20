/**
 * Reading and removing the hidden parts of JPEG, PNG and WebP files, in plain TypeScript (it runs
 * on Node and in workerd alike, with no image library).
 *
 * A camera photo carries more than pixels: an EXIF block (camera, time, the author's name, often
 * the GPS position where it was taken, and the orientation tag), XMP and IPTC packets, comments,
 * and sometimes extra pictures after the main one. The image pipeline re-encodes every photo, which
 * drops all of that; these functions are the second lock on the door: every file the pipeline
 * stores passes `stripMetadata` too, and where a runtime cannot re-encode at all, stripping is
 * what keeps a visitor from reading where a photo was taken.
 */

export type RasterType = "jpeg" | "png" | "webp" | "gif" | "avif";

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const u32le = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The file's type from its first bytes (never its name or declared type). */
export function sniffType(b: Uint8Array): RasterType | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) return "png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "webp";
  if (b.length >= 6 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) return "gif";
  if (b.length >= 12 && ascii(b, 4, 4) === "ftyp" && /^avi[fs]$/.test(ascii(b, 8, 4))) return "avif";
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The EXIF orientation tag

/** The orientation tag (1–8) of a TIFF structure (what an EXIF block holds), or 1. */
function tiffOrientation(b: Uint8Array, start: number, end: number): number {
  if (end - start < 8) return 1;
  const little = b[start] === 0x49 && b[start + 1] === 0x49;
  if (!little && !(b[start] === 0x4d && b[start + 1] === 0x4d)) return 1;
  const view = new DataView(b.buffer, b.byteOffset + start, end - start);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > view.byteLength) return 1;
  const entries = view.getUint16(ifd, little);
  for (let k = 0; k < entries; k++) {
    const at = ifd + 2 + k * 12;
    if (at + 12 > view.byteLength) return 1;
    if (view.getUint16(at, little) === 0x0112) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * The EXIF orientation of a photo: 1 upright; 3 upside down; 6 and 8 turned a quarter (what a
 * phone held upright writes); 2, 4, 5, 7 the mirrored cases. Files without the tag answer 1.
 */
export function readOrientation(b: Uint8Array): number {
  const type = sniffType(b);
  if (type === "jpeg") {
    for (const seg of jpegSegments(b)) {
      if (seg.marker === 0xe1 && ascii(b, seg.start + 4, 6) === "Exif\0\0") return tiffOrientation(b, seg.start + 10, seg.end);
    }
  } else if (type === "png") {
    for (const chunk of pngChunks(b)) if (chunk.type === "eXIf") return tiffOrientation(b, chunk.dataStart, chunk.dataEnd);
  } else if (type === "webp") {
    for (const chunk of webpChunks(b)) {
      if (chunk.type !== "EXIF") continue;
      const skip = ascii(b, chunk.dataStart, 6) === "Exif\0\0" ? 6 : 0;
      return tiffOrientation(b, chunk.dataStart + skip, chunk.dataEnd);
    }
  }
  return 1;
}

/** Orientations that turn the picture a quarter, so its width and height swap when upright. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * The clockwise turn, in degrees, that makes a photo upright, and whether it is mirrored first
 * (mirroring is left out by runtimes that can only rotate: cameras never write it).
 */
export function orientationTurn(orientation: number): { rotate: 0 | 90 | 180 | 270; mirrored: boolean } {
  switch (orientation) {
    case 2: return { rotate: 0, mirrored: true };
    case 3: return { rotate: 180, mirrored: false };
    case 4: return { rotate: 180, mirrored: true };
    case 5: return { rotate: 90, mirrored: true };
    case 6: return { rotate: 90, mirrored: false };
    case 7: return { rotate: 270, mirrored: true };
    case 8: return { rotate: 270, mirrored: false };
    default: return { rotate: 0, mirrored: false };
  }
}

// ---------------------------------------------------------------------------------------------
// JPEG

interface JpegSegment {
  marker: number;
  /** Where the segment starts (its 0xFF) and ends (after its data; for a scan, after its entropy-coded data). */
  start: number;
  end: number;
}

/**
 * The segments of a JPEG up to its end-of-image marker: headers, tables, application blocks and
 * scans (a progressive photo has several). What follows the end marker (phones append preview
 * and depth pictures there, each with its own EXIF block) is not part of the picture.
 */
function* jpegSegments(b: Uint8Array): Generator<JpegSegment> {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return;
    let marker = b[i + 1];
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1];
    if (marker === 0xd9) {
      yield { marker, start: i, end: i + 2 };
      return;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      yield { marker, start: i, end: i + 2 };
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return;
    let end = i + 2 + u16be(b, i + 2);
    if (marker === 0xda) {
      // Entropy-coded data runs until a 0xFF that is neither stuffing (0xFF00) nor a restart
      // marker. `indexOf` hops from one 0xFF to the next in native code: the media route reads
      // every served file this way, and a byte-by-byte loop took about 40 ms over a 5 MB photo.
      for (;;) {
        end = b.indexOf(0xff, end);
        if (end < 0 || end + 1 >= b.length) {
          end = b.length;
          break;
        }
        const next = b[end + 1];
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        end++;
      }
    }
    if (end > b.length) return;
    yield { marker, start: i, end };
    i = end;
  }
}

/**
 * Keeps what draws the picture: JFIF (APP0), the colour profile (APP2 `ICC_PROFILE`), Adobe's
 * colour-transform flag (APP14), tables, frames and scans. Drops EXIF and XMP (APP1), IPTC
 * (APP13), every other application block, comments, and anything after the end of the image.
 */
function stripJpeg(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let sawEnd = false;
  for (const seg of jpegSegments(b)) {
    const m = seg.marker;
    const isApp = m >= 0xe0 && m <= 0xef;
    const keepApp = m === 0xe0 || m === 0xee || (m === 0xe2 && ascii(b, seg.start + 4, 12) === "ICC_PROFILE\0");
    if (m === 0xfe || (isApp && !keepApp)) continue;
    parts.push(b.subarray(seg.start, seg.end));
    if (m === 0xd9) sawEnd = true;
  }
  if (!sawEnd) parts.push(Uint8Array.of(0xff, 0xd9));
  return concat(parts);
}

// ---------------------------------------------------------------------------------------------
// PNG

/** A chunk of a PNG or WebP file: its four-letter type, where it starts and ends, and where its data lies. */
interface Chunk {
  type: string;
  start: number;
  dataStart: number;
  dataEnd: number;
  end: number;
}

function* pngChunks(b: Uint8Array): Generator<Chunk> {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (end > b.length) return;
    yield { type, start: i, dataStart: i + 8, dataEnd: i + 8 + length, end };
    if (type === "IEND") return;
    i = end;
  }
}

/** Text chunks (which hold XMP and comments), EXIF and the modification time go; pixels and colour stay. */
const pngPrivate = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

function stripPng(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  for (const chunk of pngChunks(b)) if (!pngPrivate.has(chunk.type)) parts.push(b.subarray(chunk.start, chunk.end));
  return concat(parts);
}

// ---------------------------------------------------------------------------------------------
// WebP

function* webpChunks(b: Uint8Array): Generator<Chunk> {
  let i = 12;
  while (i + 8 <= b.length) {
    const size = u32le(b, i + 4);
    const dataEnd = i + 8 + size;
    const end = dataEnd + (size & 1);
    if (dataEnd > b.length) return;
    yield { type: ascii(b, i, 4), start: i, dataStart: i + 8, dataEnd, end: Math.min(end, b.length) };
    i = end;
  }
}

/** Drops the EXIF and XMP chunks and clears their flags in the extended header. */
function stripWebp(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.slice(0, 12)];
  for (const chunk of webpChunks(b)) {
    if (chunk.type === "EXIF" || chunk.type === "XMP ") continue;
    const bytes = b.slice(chunk.start, chunk.end);
    if (chunk.type === "VP8X") bytes[8] &= ~(0x08 | 0x04);
    parts.push(bytes);
  }
  const out = concat(parts);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

// ---------------------------------------------------------------------------------------------

/** Whether a stripper exists for this type (the pipeline's fallback accepts only these). */
export const canStrip = (type: RasterType | undefined): type is "jpeg" | "png" | "webp" => type === "jpeg" || type === "png" || type === "webp";

/**
 * The same picture without its metadata: JPEG, PNG and WebP are rewritten block by block; other
 * types come back unchanged (the pipeline never stores them without re-encoding).
 */
export function stripMetadata(b: Uint8Array): Uint8Array {
  switch (sniffType(b)) {
    case "jpeg": return stripJpeg(b);
    case "png": return stripPng(b);
    case "webp": return stripWebp(b);
    default: return b;
  }
}

/**
 * Whether anything stripMetadata removes is still in the file: a metadata block, or bytes after
 * the end of the picture (a JPEG that does not end with its end-of-image marker, a PNG with bytes
 * after its last chunk), where phones append preview pictures with their own EXIF. Reading stops
 * at the first block found, so a camera photo answers at once; a clean file is read to its end.
 */
export function hasMetadata(b: Uint8Array): boolean {
  switch (sniffType(b)) {
    case "jpeg": {
      let endOfImage = -1;
      for (const seg of jpegSegments(b)) {
        const m = seg.marker;
        if (m === 0xfe || (m >= 0xe1 && m <= 0xef && m !== 0xee && !(m === 0xe2 && ascii(b, seg.start + 4, 12) === "ICC_PROFILE\0"))) return true;
        if (m === 0xd9) endOfImage = seg.end;
      }
      return endOfImage !== b.length;
    }
    case "png":
      for (const chunk of pngChunks(b)) {
        if (pngPrivate.has(chunk.type)) return true;
        if (chunk.type === "IEND") return chunk.end !== b.length;
      }
      return false;
    case "webp":
      for (const chunk of webpChunks(b)) if (chunk.type === "EXIF" || chunk.type === "XMP ") return true;
      return false;
    default:
      return false;
  }
}

/**
 * Whether the picture may have transparent pixels, read from its header: then its main file is a
 * PNG, not a JPEG (which would paint them black). GIFs may always; JPEGs never.
 */
export function mayHaveAlpha(b: Uint8Array): boolean {
  switch (sniffType(b)) {
    case "png":
      for (const chunk of pngChunks(b)) {
        if (chunk.type === "IHDR" && (b[chunk.dataStart + 9] === 4 || b[chunk.dataStart + 9] === 6)) return true;
        if (chunk.type === "tRNS") return true;
      }
      return false;
    case "webp":
      for (const chunk of webpChunks(b)) {
        if (chunk.type === "VP8X") return (b[chunk.dataStart] & 0x10) !== 0;
        // Lossless: the alpha hint is bit 28 after the signature byte.
        if (chunk.type === "VP8L") return ((b[chunk.dataStart + 4] >> 4) & 1) === 1;
      }
      return false;
    case "gif":
      return true;
    case "avif":
      return new TextDecoder("latin1").decode(b.subarray(0, Math.min(b.length, 4096))).includes("auxiliary:alpha");
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// One pixel of a PNG

/**
 * The colour of the first pixel of a PNG, `#rrggbb` (transparent pixels count as white): the
 * Workers pipeline asks the Images binding for a 1-pixel-wide PNG of the photo and reads its
 * colour here for the placeholder.
 */
export async function firstPixelOfPng(b: Uint8Array): Promise<string | undefined> {
  let width = 0, depth = 0, colourType = 0;
  let palette: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  for (const chunk of pngChunks(b)) {
    if (chunk.type === "IHDR") {
      width = u32be(b, chunk.dataStart);
      depth = b[chunk.dataStart + 8];
      colourType = b[chunk.dataStart + 9];
      if (b[chunk.dataStart + 12] !== 0) return undefined; // interlaced: not what the binding makes
    } else if (chunk.type === "PLTE") palette = b.subarray(chunk.dataStart, chunk.dataEnd);
    else if (chunk.type === "IDAT") data.push(b.subarray(chunk.dataStart, chunk.dataEnd));
  }
  if (!width || !data.length) return undefined;
  const raw = await inflate(concat(data));
  // raw[0] is the first row's filter: for the first pixel of the first row every filter leaves
  // the bytes as they are (there is nothing to its left or above it).
  const sample = (index: number) => (depth === 16 ? raw[1 + index * 2] : raw[1 + index]);
  const bits = (count: number) => (depth < 8 ? (raw[1] >> (8 - depth)) & ((1 << depth) - 1) : sample(count));
  let r: number, g: number, bl: number, a = 255;
  switch (colourType) {
    case 0: {
      const v = depth < 8 ? Math.round((bits(0) * 255) / ((1 << depth) - 1)) : sample(0);
      r = g = bl = v;
      break;
    }
    case 2: [r, g, bl] = [sample(0), sample(1), sample(2)]; break;
    case 3: {
      const index = bits(0);
      if (!palette || index * 3 + 2 >= palette.length) return undefined;
      [r, g, bl] = [palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2]];
      break;
    }
    case 4: r = g = bl = sample(0); a = sample(1); break;
    case 6: [r, g, bl, a] = [sample(0), sample(1), sample(2), sample(3)]; break;
    default: return undefined;
  }
  const over = (c: number) => Math.round((c * a + 255 * (255 - a)) / 255);
  return `#${[over(r), over(g), over(bl)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
