import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../../db/schema";
import { VARIANT_SLOTS } from "../../../shared/media";
import { cameraPhoto, leaksCameraData } from "../../testing/camera-photo";
import { createQrTestApp, type QrTestKit, type TestOwner } from "./qr/qr-test-kit";

/**
 * A phone photo with a GPS position, the camera and the author's name, uploaded by an owner and by
 * an admin: every byte the site serves back (the main file, every variant, a download) is checked
 * for EXIF, XMP and GPS; the bytes that were sent are never stored nor served; the listing page
 * and the API hand out only the processed files.
 */

let kit: QrTestKit;
let owner: TestOwner;
let photo: Buffer;
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
  photo = await cameraPhoto({ orientation: 6 });
}, 60_000);

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** Every stored file, checked: none is the photo as sent, none holds its private details. */
async function expectNothingPrivateStored() {
  for (const key of kit.blobs.keys()) {
    const stored = (await kit.blobs.get(key))!;
    const bytes = stored.body as Uint8Array;
    expect(leaksCameraData(bytes), key).toEqual([]);
    expect(Buffer.from(bytes).equals(photo), key).toBe(false);
  }
}

describe("a phone photo with GPS, through every upload route", () => {
  it("an owner's cover: served upright, small, and without a byte of its metadata", async () => {
    const res = await kit.upload(owner.token, photo, "type=cover&businessId=temp_gps", "IMG_2041.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const data = res.json.data;
    expect(data.dimensions).toEqual({ width: 1200, height: 1600 });
    expect(data.variants.map((v: { url: string }) => v.url)).toEqual(VARIANT_SLOTS.map((slot) => data.url.replace(/\.jpg$/, `-${slot}.webp`)));

    for (const url of [data.url, `${data.url}?download`, ...data.variants.map((v: { url: string }) => v.url)]) {
      const served = await kit.app.request(url);
      expect(served.status, url).toBe(200);
      const bytes = await bytesOf(served);
      expect(leaksCameraData(bytes), url).toEqual([]);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.iptc, url).toBeUndefined();
      expect(meta.height! > meta.width!, `${url} is portrait`).toBe(true);
    }
    await expectNothingPrivateStored();
  });

  it("an admin's upload (blog, gallery, settings) goes through the same pipeline", async () => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(photo)], "IMG_2042.jpg", { type: "image/jpeg" }));
    const res = await kit.app.request("/api/uploads", { method: "POST", body: form, headers: { authorization: `Bearer ${await kit.admin()}` } });
    expect(res.status).toBe(201);
    const data = (await res.json()).data;
    for (const url of [data.url, ...data.variants.map((v: { url: string }) => v.url)]) {
      expect(leaksCameraData(await bytesOf(await kit.app.request(url))), url).toEqual([]);
    }
    const [row] = await kit.db.select().from(uploads).where(eq(uploads.url, data.url));
    expect(row.variants).toHaveLength(VARIANT_SLOTS.length);
    expect(row.size).toBeLessThan(photo.length / 10);
    await expectNothingPrivateStored();
  });

  it("the listing's public page and API use only the processed files", async () => {
    const cover = (await kit.upload(owner.token, photo, "type=cover&businessId=temp_page", "c.jpg", "image/jpeg")).json.data;
    const listing = await kit.approvedListing(owner, { cover_image_url: cover.url, businessId: "temp_page" });
    const page = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
    const media = [...page.matchAll(/\/media\/[a-z0-9-]+\.(?:jpg|png|webp)/g)].map((m) => m[0]);
    expect(media.length).toBeGreaterThan(0);
    for (const url of new Set(media)) expect(leaksCameraData(await bytesOf(await kit.app.request(url))), url).toEqual([]);
  });
});
