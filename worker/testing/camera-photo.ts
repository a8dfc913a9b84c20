import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const photo = (name: "coffee" | "chelsea") => fileURLToPath(new URL(`../seed/photos/${name}.jpg`, import.meta.url));

export interface CameraPhotoOptions {
  /** Pixel size as the sensor wrote it (before the orientation tag is applied). */
  width?: number;
  height?: number;
  /** EXIF orientation tag (1 = upright, 6 = turn 90° clockwise to view, as phones held upright write). */
  orientation?: number;
  /** Which demo photo to grow from. */
  base?: "coffee" | "chelsea";
  /** Sensor-like grain, 0–60: more grain, bigger JPEG (a 12 MP photo at 24 is about 5 MB). */
  grain?: number;
  quality?: number;
  /** Seed of the grain, so a test's photo is the same on every run. */
  seed?: number;
  format?: "jpeg" | "png" | "webp";
}

/** The private details a phone writes into a photo: a test checks that none comes back. */
export const CAMERA_SECRETS = { artist: "Samer at home", make: "TestCam", model: "Pocket 12", latitude: "33/1 30/1 4/1", longitude: "36/1 17/1 9/1" };

/**
 * A photo as a phone camera makes it: large, grainy (so it compresses like a real photo), with
 * an EXIF block holding the camera, the author and a GPS position, an XMP packet and the
 * orientation tag, grown from one of the demo photos so it has real edges and colours.
 */
export async function cameraPhoto(options: CameraPhotoOptions = {}): Promise<Buffer> {
  const { width = 4032, height = 3024, orientation = 1, base = "coffee", grain = 24, quality = 92, seed = 7, format = "jpeg" } = options;
  const pixels = await sharp(readFileSync(photo(base))).resize(width, height, { fit: "cover" }).removeAlpha().raw().toBuffer();
  if (grain > 0) {
    // xorshift: fast, deterministic noise (Math.random would give a different file each run).
    let s = seed >>> 0 || 1;
    for (let i = 0; i < pixels.length; i++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const v = pixels[i] + ((s >>> 0) % (grain * 2 + 1)) - grain;
      pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${CAMERA_SECRETS.artist}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: CAMERA_SECRETS.make, Model: CAMERA_SECRETS.model, Artist: CAMERA_SECRETS.artist },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: CAMERA_SECRETS.latitude, GPSLongitudeRef: "E", GPSLongitude: CAMERA_SECRETS.longitude },
    })
    .withXmp(xmp)
    .withMetadata({ orientation });
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp({ quality }).toBuffer();
  return image.jpeg({ quality }).toBuffer();
}

/** Whether bytes still hold any of what cameraPhoto wrote privately (or any EXIF/XMP block). */
export function leaksCameraData(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString("latin1");
  const found: string[] = [];
  for (const [name, value] of Object.entries({ artist: CAMERA_SECRETS.artist, make: CAMERA_SECRETS.make, model: CAMERA_SECRETS.model })) {
    if (text.includes(value)) found.push(name);
  }
  // EXIF in a JPEG or WebP starts with "Exif\0\0"; a PNG keeps it in an `eXIf` chunk.
  if (text.includes("Exif\0\0") || text.includes("eXIf")) found.push("exif");
  if (text.includes("<x:xmpmeta") || text.includes("http://ns.adobe.com/xap/1.0/")) found.push("xmp");
  // A GPS IFD is reached through tag 0x8825 in IFD0: in either byte order.
  // (Plain string searches: the lint refuses control bytes inside a regular expression.)
  if (text.includes("\x88\x25\x00\x04") || text.includes("\x25\x88\x04\x00")) found.push("gps");
  return found;
}
