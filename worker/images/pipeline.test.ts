import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { srcsetOf, thumbnailUrl, variantSlots, variantUrl } from "../../shared/media";
import { cameraPhoto, leaksCameraData } from "../testing/camera-photo";
import { hasMetadata } from "./metadata";
import { noImageProcessor } from "./passthrough";
import { fitWithin, MAX_STORED_EDGE, processImage, type ProcessedImage } from "./pipeline";
import { sharpImageProcessor } from "./sharp";

/** The pipeline on Node (sharp) and where nothing can re-encode: sizes, orientation, privacy, refusals. */

const processed = (r: Awaited<ReturnType<typeof processImage>>): ProcessedImage => {
  if ("refused" in r) throw new Error(`refused: ${r.refused}`);
  return r;
};

describe("variant slots", () => {
  it("never enlarge: every slot below the width, then one at the photo's own width", () => {
    expect(variantSlots(100)).toEqual([{ slot: 160, width: 100 }]);
    expect(variantSlots(600)).toEqual([
      { slot: 160, width: 160 },
      { slot: 320, width: 320 },
      { slot: 480, width: 480 },
      { slot: 720, width: 600 },
    ]);
    expect(variantSlots(480).map((v) => v.slot)).toEqual([160, 320, 480]);
    expect(variantSlots(2048).at(-1)).toEqual({ slot: 1600, width: 1600 });
    expect(variantSlots(MAX_STORED_EDGE).at(-1)).toEqual({ slot: 1600, width: 1600 });
  });

  it("name variants beside the main file, and leave other addresses alone", () => {
    const url = "/media/0123456789abcdef0123.jpg";
    expect(variantUrl(url, 320)).toBe("/media/0123456789abcdef0123-320.webp");
    expect(variantUrl("/images/demo/cafe-1.svg", 320)).toBe("/images/demo/cafe-1.svg");
    expect(variantUrl("https://example.com/a.jpg", 320)).toBe("https://example.com/a.jpg");
    // A 46-px box on a density-2 phone: 92 px, so the 160 slot.
    expect(thumbnailUrl(url, 46)).toBe("/media/0123456789abcdef0123-160.webp");
    expect(thumbnailUrl(url, 326)).toBe("/media/0123456789abcdef0123-720.webp");
    expect(srcsetOf(url, 300)).toBe("/media/0123456789abcdef0123-160.webp 160w, /media/0123456789abcdef0123-320.webp 300w");
  });

  it("fit within the stored edge by the longest side", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
});

describe("processImage with sharp", () => {
  const images = sharpImageProcessor();

  it("turns a phone's 12-MP portrait photo upright, caps it, strips it and makes every variant", async () => {
    const photo = await cameraPhoto({ orientation: 6 });
    const image = processed(await processImage(images, photo));
    expect([image.width, image.height]).toEqual([1200, MAX_STORED_EDGE]);
    // Narrower than the main file's cap (1280): the main file is the whole stored photo.
    expect(image.main).toMatchObject({ ext: "jpg", contentType: "image/jpeg", width: 1200, height: 1600 });
    expect(image.variants.map((v) => [v.slot, v.width, v.height])).toEqual([
      [160, 160, 213],
      [320, 320, 427],
      [480, 480, 640],
      [720, 720, 960],
      [1080, 1080, 1440],
      [1600, 1200, 1600],
    ]);
    for (const file of [image.main, ...image.variants.map((v) => v.file)]) {
      expect(leaksCameraData(file.bytes)).toEqual([]);
      expect(hasMetadata(file.bytes)).toBe(false);
      const meta = await sharp(file.bytes).metadata();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    for (const v of image.variants) {
      const meta = await sharp(v.file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", v.width, v.height]);
      expect(v.bytes).toBe(v.file.bytes.length);
    }
    // Upright: the photo's top (the coffee photo's dark edge) is at the top of the portrait result.
    expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    // Far smaller than the 5 MB that arrived: what a phone is sent is a few tens of kilobytes.
    expect(photo.length).toBeGreaterThan(4_000_000);
    expect(image.variants.find((v) => v.slot === 720)!.bytes).toBeLessThan(120_000);
  });

  it("keeps transparency: a transparent logo's main file is a PNG, and its variants keep alpha", async () => {
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 4, background: "#c80000" } }, left: 100, top: 50 }])
      .png()
      .toBuffer();
    const image = processed(await processImage(images, logo));
    expect(image.main).toMatchObject({ ext: "png", contentType: "image/png", width: 300, height: 200 });
    expect((await sharp(image.variants[0].file.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("keeps an old upload's format when asked (its address is already in the content)", async () => {
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#224466" } }).webp().toBuffer();
    const image = processed(await processImage(images, webp, { mainType: "webp" }));
    expect(image.main).toMatchObject({ ext: "webp", contentType: "image/webp" });
    const gif = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#224466" } }).gif().toBuffer();
    expect(processed(await processImage(images, gif, { mainType: "gif" })).main).toMatchObject({ ext: "gif", contentType: "image/png" });
  });

  it("refuses what is not a picture, a forged header and a decompression bomb", async () => {
    expect(await processImage(images, new TextEncoder().encode("<svg/>"))).toEqual({ refused: "invalid" });
    const truncated = (await cameraPhoto({ width: 400, height: 300 })).subarray(0, 600);
    expect(await processImage(images, truncated)).toEqual({ refused: "invalid" });
    const bomb = new Uint8Array(33);
    bomb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bomb.buffer).setUint32(16, 9000);
    new DataView(bomb.buffer).setUint32(20, 9000);
    expect(await processImage(images, bomb)).toEqual({ refused: "too_many_pixels" });
  });
});

describe("processImage where nothing can re-encode", () => {
  it("stores a small upright photo stripped of its metadata, with no variants", async () => {
    const photo = await cameraPhoto({ width: 800, height: 600 });
    const image = processed(await processImage(noImageProcessor, photo));
    expect(image.variants).toEqual([]);
    expect(leaksCameraData(image.main.bytes)).toEqual([]);
    expect([image.width, image.height, image.main.ext]).toEqual([800, 600, "jpg"]);
  });

  it("refuses, never stores with metadata or huge: a turned photo, one over the edge, a GIF", async () => {
    expect(await processImage(noImageProcessor, await cameraPhoto({ width: 800, height: 600, orientation: 6 }))).toEqual({ refused: "needs_processing" });
    expect(await processImage(noImageProcessor, await cameraPhoto({ width: 3000, height: 2000, grain: 0 }))).toEqual({ refused: "needs_processing" });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    expect(await processImage(noImageProcessor, gif)).toEqual({ refused: "needs_processing" });
  });
});
