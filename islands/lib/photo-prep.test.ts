import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cameraPhoto } from "../../worker/testing/camera-photo";
import { variantSlots } from "../../shared/media";
import {
  carriesMetadata,
  checkPick,
  checkPixels,
  chooseEncoding,
  chooseUpload,
  fitWithin,
  JPEG_QUALITY,
  MAX_EDGE,
  MAX_PICK_BYTES,
  MAX_UPLOAD_BYTES,
  PHOTO_ACCEPT,
  renamed,
  WEBP_QUALITY,
} from "./photo-prep";

const MB = 1024 * 1024;

describe("what may be picked", () => {
  it("takes any camera photo up to 40 MB, HEIC included, and a file without a type by its extension", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif", "image/heic", "image/heif", "image/tiff"]) {
      expect(checkPick({ type, name: "x", size: 5 * MB }), type).toBeNull();
    }
    // Some systems give a HEIC no type at all.
    expect(checkPick({ type: "", name: "IMG_0042.HEIC", size: 3 * MB })).toBeNull();
    expect(checkPick({ type: "image/jpeg", name: "big.jpg", size: MAX_PICK_BYTES })).toBeNull();
    // The old 5 MB limit is gone: a 7 MB photo is fine.
    expect(checkPick({ type: "image/jpeg", name: "seven.jpg", size: 7 * MB })).toBeNull();
  });

  it("refuses what is not a picture (SVG drawings included), empty files, and files over 40 MB", () => {
    expect(checkPick({ type: "text/plain", name: "notes.txt", size: 10 })).toBe("notImage");
    expect(checkPick({ type: "application/pdf", name: "menu.pdf", size: 10 })).toBe("notImage");
    expect(checkPick({ type: "image/svg+xml", name: "logo.svg", size: 10 })).toBe("notImage");
    expect(checkPick({ type: "", name: "notes", size: 10 })).toBe("notImage");
    expect(checkPick({ type: "image/jpeg", name: "empty.jpg", size: 0 })).toBe("notImage");
    expect(checkPick({ type: "image/jpeg", name: "huge.jpg", size: MAX_PICK_BYTES + 1 })).toBe("tooBig");
  });

  it("refuses more than 64 megapixels, whatever the file size", () => {
    expect(checkPixels(8000, 8000)).toBeNull();
    expect(checkPixels(8001, 8000)).toBe("tooManyPixels");
    expect(checkPixels(4032, 3024)).toBeNull();
  });

  it("offers the picker every camera format, HEIC by type and by extension", () => {
    expect(PHOTO_ACCEPT.split(",")).toEqual(expect.arrayContaining(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/heic", "image/heif", ".heic", ".heif"]));
    expect(PHOTO_ACCEPT).not.toContain("svg");
  });
});

describe("the size sent", () => {
  it("brings the long edge down to 1600 px (the widest variant), keeping the proportions, landscape or portrait", () => {
    expect(MAX_EDGE).toBe(1600);
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(8000, 6000)).toEqual({ width: 1600, height: 1200 });
    // Rounded to the nearest pixel: 4000 x 2250 is 16:9.
    expect(fitWithin(4000, 2250)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(4096, 4096)).toEqual({ width: 1600, height: 1600 });
  });

  it("never upscales, and never makes an edge of 0 px", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(MAX_EDGE, 10)).toEqual({ width: MAX_EDGE, height: 10 });
    expect(fitWithin(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it("is exactly what the widest variant needs: a landscape photo's 1600 slot is drawn at its full width", () => {
    expect(variantSlots(fitWithin(4032, 3024).width).at(-1)).toEqual({ slot: 1600, width: 1600 });
  });
});

describe("the format", () => {
  it("is WebP at 0.75 where the browser writes WebP, transparent or not", () => {
    expect(chooseEncoding({ webp: true, alpha: false })).toEqual({ type: "image/webp", quality: WEBP_QUALITY });
    expect(chooseEncoding({ webp: true, alpha: true })).toEqual({ type: "image/webp", quality: WEBP_QUALITY });
    expect(WEBP_QUALITY).toBe(0.75);
  });

  it("is JPEG at 0.85 without WebP (Safari), but PNG for a picture with transparency, never JPEG", () => {
    expect(chooseEncoding({ webp: false, alpha: false })).toEqual({ type: "image/jpeg", quality: JPEG_QUALITY });
    expect(chooseEncoding({ webp: false, alpha: true })).toEqual({ type: "image/png" });
    expect(JPEG_QUALITY).toBe(0.85);
  });

  it("names the file after what is sent", () => {
    expect(renamed("IMG_0042.HEIC", "image/webp")).toBe("IMG_0042.webp");
    expect(renamed("cover.photo.jpeg", "image/jpeg")).toBe("cover.photo.jpg");
    expect(renamed("logo", "image/png")).toBe("logo.png");
    expect(renamed(".jpg", "image/webp")).toBe("photo.webp");
  });
});

describe("what is sent", () => {
  const camera = { type: "image/jpeg", size: 5 * MB, width: 3024, height: 4032 };

  it("is the re-encoded photo when it is smaller (every camera photo)", () => {
    expect(chooseUpload(camera, 410_000, true)).toBe("encoded");
    // A HEIC the browser decoded: the server cannot take the original anyway.
    expect(chooseUpload({ type: "image/heic", size: 3 * MB, width: 4032, height: 3024 }, 400_000, true)).toBe("encoded");
  });

  it("is the original when re-encoding made it bigger, it is small enough in pixels, the server takes its type and it carries no metadata", () => {
    const small = { type: "image/png", size: 20_000, width: 300, height: 300, metadata: false };
    expect(chooseUpload(small, 25_000, true)).toBe("original");
    // With EXIF or XMP inside (a GPS position, say), or not looked at: the re-encoded one, whatever its size.
    expect(chooseUpload({ ...small, metadata: true }, 25_000, true)).toBe("encoded");
    expect(chooseUpload({ ...small, metadata: undefined }, 25_000, true)).toBe("encoded");
    // Bigger than 2048 px: the encoded one goes, however heavy, so the stored photo is never huge.
    expect(chooseUpload({ ...small, width: 4000, height: 300 }, 25_000, true)).toBe("encoded");
    // A type the server would refuse (HEIC, TIFF): the encoded one goes.
    expect(chooseUpload({ ...small, type: "image/tiff" }, 25_000, true)).toBe("encoded");
  });

  it("is the file as picked when the browser could not shrink it but the server takes it (up to 10 MB)", () => {
    expect(chooseUpload({ type: "image/avif", size: 2 * MB }, null, false)).toBe("original");
    expect(chooseUpload({ type: "image/jpeg", size: MAX_UPLOAD_BYTES }, null, true)).toBe("original");
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });

  it("is nothing when it cannot be read here or is too big to send as it is, and says which", () => {
    // HEIC on Chrome: not decodable here, and the server does not take HEIC.
    expect(chooseUpload({ type: "image/heic", size: 3 * MB }, null, false)).toBe("unreadable");
    // A JPEG over 10 MB this browser could not decode.
    expect(chooseUpload({ type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 }, null, false)).toBe("unreadable");
    // Decoded, but could not be encoded, and over 10 MB.
    expect(chooseUpload({ type: "image/jpeg", size: 25 * MB, width: 8000, height: 6000 }, null, true)).toBe("cannotShrink");
    // Encoded, yet still over what the server stores (a noisy PNG with transparency on Safari).
    expect(chooseUpload({ type: "image/webp", size: 30 * MB, width: 6000, height: 6000 }, MAX_UPLOAD_BYTES + 1, true)).toBe("cannotShrink");
  });
});

describe("metadata in the original", () => {
  it("is found in a camera's JPEG (EXIF with GPS, XMP), and not in the same picture without it", async () => {
    const camera = await cameraPhoto({ width: 320, height: 240, grain: 8 });
    expect(carriesMetadata(camera)).toBe(true);
    const clean = await sharp(camera).jpeg().toBuffer();
    expect(carriesMetadata(clean)).toBe(false);
  });

  it("is found in PNG and WebP files that carry EXIF or XMP", async () => {
    const pixels = sharp({ create: { width: 16, height: 16, channels: 3, background: "#336699" } });
    expect(carriesMetadata(await pixels.clone().png().toBuffer())).toBe(false);
    expect(carriesMetadata(await pixels.clone().png().withExif({ IFD0: { Artist: "Samer" } }).toBuffer())).toBe(true);
    expect(carriesMetadata(await pixels.clone().webp().toBuffer())).toBe(false);
    expect(carriesMetadata(await pixels.clone().webp().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>').toBuffer())).toBe(true);
  });
});

describe("the limit on what is sent", () => {
  it("is the server's own limit, so a file the phone lets through is never refused for its size", async () => {
    const { MAX_IMAGE_BYTES } = await import("../../worker/services/uploads");
    expect(MAX_UPLOAD_BYTES).toBe(MAX_IMAGE_BYTES);
  });
});
