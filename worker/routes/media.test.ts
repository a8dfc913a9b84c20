import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { hasMetadata, sniffType } from "../images/metadata";
import { cameraPhoto, leaksCameraData } from "../testing/camera-photo";
import { storeLegacyUpload } from "../testing/legacy-upload";
import { createTestApp } from "../testing/test-app";
import { createApp } from "../app";
import { noImageProcessor } from "../images/passthrough";

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const pixels = async (bytes: Uint8Array) => (await sharp(bytes).raw().toBuffer()).toString("base64");

describe("GET /media/:key", () => {
  it("serves a stored image with its type, nosniff, a sandbox CSP and immutable caching", async () => {
    const { app, blobs } = await createTestApp({ seed: false });
    const bytes = new Uint8Array(await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } }).jpeg().toBuffer());
    await blobs.put("abcdef0123456789abcd.jpg", bytes, "image/jpeg");
    const res = await app.request("/media/abcdef0123456789abcd.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404, not a redirect, for an unknown image", async () => {
    const { app } = await createTestApp({ seed: false });
    const res = await app.request("/media/00000000000000000000.png");
    expect(res.status).toBe(404);
  });
});

describe("GET /media/{base}-share.jpg: an upload's link-preview card", () => {
  const base = "abcdef0123456789abcdef01";
  const photo = async (width: number, height: number) =>
    new Uint8Array(await sharp({ create: { width, height, channels: 3, background: "#884422" } }).jpeg().toBuffer());

  it("is cut from the stored photo to 1200 x 630 the first time it is asked for, then kept", async () => {
    const { app, blobs } = await createTestApp({ seed: false });
    await blobs.put(`${base}.jpg`, await photo(900, 1200), "image/jpeg");
    const first = await app.request(`/media/${base}-share.jpg`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    const card = await bytesOf(first);
    expect(await sharp(card).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(hasMetadata(card)).toBe(false);
    expect(blobs.keys()).toContain(`${base}-share.jpg`);
    expect(await bytesOf(await app.request(`/media/${base}-share.jpg`))).toEqual(card);
  });

  it("is a 404 for an upload that does not exist, and nothing is made or stored", async () => {
    const { app, blobs } = await createTestApp({ seed: false });
    expect((await app.request(`/media/${base}-share.jpg`)).status).toBe(404);
    expect(blobs.keys()).toEqual([]);
  });

  it("where pictures cannot be cut, sends the preview to the photo itself", async () => {
    const { deps, blobs } = await createTestApp({ seed: false });
    const app = createApp({ ...deps, images: noImageProcessor });
    await blobs.put(`${base}.jpg`, await photo(40, 30), "image/jpeg");
    const res = await app.request(`/media/${base}-share.jpg`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/media/${base}.jpg`);
  });
});

/**
 * Images stored before the pipeline are the bytes a phone sent, GPS position included, until
 * the backfill rewrites them: /media strips them as it serves them, and serves what the
 * pipeline made unchanged.
 */
describe("GET /media/:key never serves a photo's metadata", () => {
  let gpsJpeg: Buffer;
  beforeAll(async () => {
    gpsJpeg = await cameraPhoto({ width: 1200, height: 900, orientation: 6 });
  }, 30_000);

  /** Every way the file can be asked for: its address, as a download, through a variant's address. */
  async function servedForms(app: Awaited<ReturnType<typeof createTestApp>>["app"], url: string) {
    const main = await app.request(url);
    const download = await app.request(`${url}?download`);
    const redirect = await app.request(url.replace(/\.(jpg|png|webp)$/, "-320.webp"));
    expect([redirect.status, redirect.headers.get("location")]).toEqual([302, url]);
    return [main, download];
  }

  it("an upload stored before the pipeline (a row without variants): a GPS-tagged camera JPEG is served without a byte of its metadata, same pixels, still cacheable", async () => {
    const { app, db, blobs } = await createTestApp({ seed: false });
    expect(leaksCameraData(gpsJpeg)).toEqual(expect.arrayContaining(["exif", "gps", "artist", "make", "model", "xmp"]));
    const legacy = await storeLegacyUpload(db, blobs, gpsJpeg, { width: 1200, height: 900 });
    // The stored file is still the camera's: only what goes out is clean.
    expect(Buffer.from((await blobs.get(legacy.blob_key))!.body as Uint8Array).equals(gpsJpeg)).toBe(true);
    for (const res of await servedForms(app, legacy.url)) {
      expect(res.status).toBe(200);
      const bytes = await bytesOf(res);
      expect(leaksCameraData(bytes)).toEqual([]);
      expect(hasMetadata(bytes)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(await pixels(bytes)).toBe(await pixels(gpsJpeg));
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it.each(["png", "webp"] as const)("a %s put in the blob store with no row at all is served stripped too", async (format) => {
    const { app, blobs } = await createTestApp({ seed: false });
    const photo = await cameraPhoto({ width: 64, height: 48, format, grain: 0 });
    expect(leaksCameraData(photo)).toEqual(expect.arrayContaining(["exif", "gps"]));
    const key = `feedfacefeedface00${format === "png" ? "01" : "02"}.${format}`;
    await blobs.put(key, photo, `image/${format}`);
    for (const res of await servedForms(app, `/media/${key}`)) {
      const bytes = await bytesOf(res);
      expect(leaksCameraData(bytes)).toEqual([]);
      expect(sniffType(bytes)).toBe(format);
      expect(await pixels(bytes)).toBe(await pixels(photo));
    }
  });

  it("drops a picture appended after the end of a JPEG (phones put previews with their own EXIF there)", async () => {
    const { app, blobs } = await createTestApp({ seed: false });
    const clean = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } }).jpeg().toBuffer());
    const trailer = await cameraPhoto({ width: 16, height: 16, grain: 0 });
    await blobs.put("feedfacefeedface0003.jpg", new Uint8Array([...clean, ...trailer]), "image/jpeg");
    const bytes = await bytesOf(await app.request("/media/feedfacefeedface0003.jpg"));
    expect(bytes).toEqual(clean);
  });

  it("serves what the pipeline stored byte for byte (nothing to strip)", async () => {
    const { app, blobs, adminToken } = await createTestApp();
    const form = new FormData();
    form.append("image", new File([new Uint8Array(gpsJpeg)], "IMG_1.jpg", { type: "image/jpeg" }));
    const res = await app.request("/api/uploads", { method: "POST", body: form, headers: { authorization: `Bearer ${await adminToken()}` } });
    expect(res.status).toBe(201);
    const data = (await res.json()).data as { url: string; variants: { url: string }[] };
    for (const url of [data.url, ...data.variants.map((v) => v.url)]) {
      const stored = (await blobs.get(url.slice("/media/".length)))!.body as Uint8Array;
      expect(await bytesOf(await app.request(url)), url).toEqual(stored);
    }
  });
});
