import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cameraPhoto, leaksCameraData } from "../testing/camera-photo";
import { firstPixelOfPng, hasMetadata, mayHaveAlpha, orientationTurn, readOrientation, sniffType, stripMetadata, swapsSides } from "./metadata";

/**
 * The pure-TypeScript metadata tools: a camera photo's EXIF (with GPS), XMP, comments and
 * trailing pictures go, the picture stays decodable and identical in pixels.
 */

const small = { width: 64, height: 48 };
const pixels = async (bytes: Uint8Array) => (await sharp(bytes).raw().toBuffer()).toString("base64");

describe("sniffType", () => {
  it("reads the type from the first bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "gif", "avif"] as const) {
      const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } }).toFormat(format).toBuffer();
      expect(sniffType(bytes)).toBe(format);
    }
    expect(sniffType(new TextEncoder().encode("<svg></svg>"))).toBeUndefined();
    expect(sniffType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});

describe("stripMetadata", () => {
  it.each(["jpeg", "png", "webp"] as const)("removes EXIF (GPS, camera, author) and XMP from a %s and keeps its pixels", async (format) => {
    const photo = await cameraPhoto({ ...small, format, grain: 0 });
    expect(leaksCameraData(photo)).toEqual(expect.arrayContaining(["exif", "gps", "artist"]));
    expect(hasMetadata(photo)).toBe(true);
    const stripped = stripMetadata(photo);
    expect(leaksCameraData(stripped)).toEqual([]);
    expect(hasMetadata(stripped)).toBe(false);
    expect(sniffType(stripped)).toBe(format);
    expect(await pixels(stripped)).toBe(await pixels(photo));
  });

  it("drops JPEG comments, IPTC and pictures appended after the end of the image", async () => {
    const jpeg = new Uint8Array(await sharp({ create: { ...small, channels: 3, background: "#884422" } }).jpeg().toBuffer());
    const comment = new TextEncoder().encode("home: 33.51N 36.29E");
    const com = Uint8Array.of(0xff, 0xfe, 0, comment.length + 2, ...comment);
    const iptc = Uint8Array.of(0xff, 0xed, 0, 8, ...new TextEncoder().encode("Photo!"));
    const trailer = await cameraPhoto({ width: 16, height: 16, grain: 0 });
    const doctored = new Uint8Array([...jpeg.subarray(0, 2), ...com, ...iptc, ...jpeg.subarray(2), ...trailer]);
    expect(await pixels(doctored)).toBe(await pixels(jpeg));
    const stripped = stripMetadata(doctored);
    const text = Buffer.from(stripped).toString("latin1");
    expect(text).not.toContain("33.51N");
    expect(text).not.toContain("Photo!");
    expect(leaksCameraData(stripped)).toEqual([]);
    expect(stripped.length).toBe(jpeg.length);
    expect(await pixels(stripped)).toBe(await pixels(jpeg));
  });

  it("keeps a progressive JPEG whole (several scans, tables between them)", async () => {
    const progressive = await sharp(await cameraPhoto({ width: 200, height: 150 }))
      .withExif({ IFD0: { Artist: "Samer at home" } })
      .jpeg({ progressive: true })
      .toBuffer();
    const stripped = stripMetadata(progressive);
    expect(leaksCameraData(stripped)).toEqual([]);
    expect(await pixels(stripped)).toBe(await pixels(progressive));
  });

  it("keeps the colour profile (a photo's colours are not private)", async () => {
    const withIcc = await sharp({ create: { ...small, channels: 3, background: "#336699" } }).withIccProfile("p3").withExif({ IFD0: { Artist: "x" } }).jpeg().toBuffer();
    expect((await sharp(withIcc).metadata()).icc).toBeDefined();
    const stripped = stripMetadata(withIcc);
    const meta = await sharp(stripped).metadata();
    expect(meta.icc).toBeDefined();
    expect(meta.exif).toBeUndefined();
  });

  it("hasMetadata sees bytes after the end of the picture, and a clean file as clean", async () => {
    const jpeg = new Uint8Array(await sharp({ create: { ...small, channels: 3, background: "#884422" } }).jpeg().toBuffer());
    const png = new Uint8Array(await sharp({ create: { ...small, channels: 3, background: "#884422" } }).png().toBuffer());
    const trailer = await cameraPhoto({ width: 16, height: 16, grain: 0 });
    expect([hasMetadata(jpeg), hasMetadata(png)]).toEqual([false, false]);
    for (const clean of [jpeg, png]) {
      const doctored = new Uint8Array([...clean, ...trailer]);
      expect(hasMetadata(doctored)).toBe(true);
      expect(stripMetadata(doctored)).toEqual(clean);
    }
    // A JPEG cut short (no end-of-image marker): what follows the last block it could read is unknown.
    expect(hasMetadata(jpeg.subarray(0, jpeg.length - 2))).toBe(true);
    expect(hasMetadata(stripMetadata(jpeg.subarray(0, jpeg.length - 2)))).toBe(false);
  });

  it("leaves other types and non-images unchanged", () => {
    const text = new TextEncoder().encode("not an image");
    expect(stripMetadata(text)).toBe(text);
  });
});

describe("readOrientation", () => {
  it.each([1, 3, 6, 8])("reads orientation %i from a JPEG", async (orientation) => {
    expect(readOrientation(await cameraPhoto({ ...small, orientation, grain: 0 }))).toBe(orientation);
  });

  it("reads it from a WebP and a PNG too, and answers 1 without a tag", async () => {
    expect(readOrientation(await cameraPhoto({ ...small, orientation: 6, grain: 0, format: "webp" }))).toBe(6);
    expect(readOrientation(await cameraPhoto({ ...small, orientation: 8, grain: 0, format: "png" }))).toBe(8);
    expect(readOrientation(await sharp({ create: { ...small, channels: 3, background: "#000" } }).jpeg().toBuffer())).toBe(1);
  });

  it("knows which orientations swap the sides and how to turn them", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(swapsSides)).toEqual([5, 6, 7, 8]);
    expect(orientationTurn(6)).toEqual({ rotate: 90, mirrored: false });
    expect(orientationTurn(8)).toEqual({ rotate: 270, mirrored: false });
    expect(orientationTurn(3)).toEqual({ rotate: 180, mirrored: false });
    expect(orientationTurn(1)).toEqual({ rotate: 0, mirrored: false });
  });
});

describe("mayHaveAlpha", () => {
  it("tells transparent pictures from opaque ones by their header", async () => {
    const opaque = sharp({ create: { ...small, channels: 3, background: "#123456" } });
    const clear = sharp({ create: { ...small, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } });
    expect(mayHaveAlpha(await opaque.clone().png().toBuffer())).toBe(false);
    expect(mayHaveAlpha(await clear.clone().png().toBuffer())).toBe(true);
    expect(mayHaveAlpha(await opaque.clone().webp().toBuffer())).toBe(false);
    expect(mayHaveAlpha(await clear.clone().webp().toBuffer())).toBe(true);
    expect(mayHaveAlpha(await clear.clone().webp({ lossless: true }).toBuffer())).toBe(true);
    expect(mayHaveAlpha(await opaque.clone().jpeg().toBuffer())).toBe(false);
  });
});

describe("firstPixelOfPng", () => {
  it("reads the colour of RGB, RGBA (over white), grey and palette PNGs", async () => {
    const one = (channels: 3 | 4, background: sharp.Color) => sharp({ create: { width: 1, height: 1, channels, background } });
    expect(await firstPixelOfPng(await one(3, "#c86432").png().toBuffer())).toBe("#c86432");
    expect(await firstPixelOfPng(await one(4, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer())).toBe("#ffffff");
    expect(await firstPixelOfPng(await one(4, { r: 0, g: 128, b: 0, alpha: 1 }).png().toBuffer())).toBe("#008000");
    expect(await firstPixelOfPng(await one(3, "#777777").greyscale().png().toBuffer())).toBe("#777777");
    expect(await firstPixelOfPng(await one(3, "#ff0000").png({ palette: true }).toBuffer())).toBe("#ff0000");
    expect(await firstPixelOfPng(await sharp({ create: { width: 4, height: 2, channels: 3, background: "#0a0b0c" } }).png({ compressionLevel: 0 }).toBuffer())).toBe("#0a0b0c");
  });
});
