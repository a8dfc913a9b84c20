import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../../../db/schema";
import type { ListingPayload } from "../../../../shared/contract/qr-listing";
import { createQrTestApp, withoutOwnerLimits, PNG_1X1, type TestOwner } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
beforeAll(async () => {
  // Many listings for one owner here: the listing limits are tested on their own.
  kit = withoutOwnerLimits(await createQrTestApp());
  owner = await kit.owner();
});

const keyOf = (url: string) => url.slice("/media/".length);
const uploadRow = async (url: string) => (await kit.db.select().from(uploads).where(eq(uploads.blob_key, keyOf(url))))[0];

/** A PNG header that claims the given canvas: image-size reads only the IHDR chunk. */
function pngClaiming(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

describe("POST /api/qr/businesses/upload-image", () => {
  it("stores a real image under a random key and answers 201 with data.url, unattached, with the temp id", async () => {
    const res = await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_1700000000000");
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, data: { url: expect.stringMatching(/^\/media\/[a-f0-9]{40}\.png$/), type: "logo", temp_id: "temp_1700000000000", business_id: null } });
    expect(res.json.data.dimensions).toEqual({ width: 1, height: 1 });
    expect(kit.blobs.keys()).toContain(keyOf(res.json.data.url));
    const row = await uploadRow(res.json.data.url);
    expect(row).toMatchObject({ kind: "logo", owner_kind: "owner", owner_id: owner.id, business_id: null, temp_id: "temp_1700000000000" });
    const served = await kit.app.request(res.json.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("decides the type by the bytes: JPEG, WebP and GIF from sharp are accepted whatever their name says, and stored as JPEG", async () => {
    const sharp = (await import("sharp")).default;
    const base = sharp({ create: { width: 8, height: 6, channels: 3, background: "#6366f1" } });
    const cases: [Buffer, string][] = [
      [await base.clone().jpeg().toBuffer(), "image/jpeg"],
      [await base.clone().webp().toBuffer(), "image/webp"],
      [await base.clone().gif().toBuffer(), "image/gif"],
    ];
    for (const [bytes, contentType] of cases) {
      const res = await kit.upload(owner.token, new Uint8Array(bytes), "type=gallery", "photo.txt", "text/plain");
      expect(res.status, contentType).toBe(201);
      expect(res.json.data, contentType).toMatchObject({ content_type: "image/jpeg", dimensions: { width: 8, height: 6 } });
    }
  });

  it("refuses what is not an accepted image with 415, even when named and declared as PNG", async () => {
    const garbage = new Uint8Array(2000).map((_, i) => (i * 37) % 256);
    const fakePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...garbage]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    for (const [name, bytes] of [["fake png", fakePng], ["svg", svg], ["html", html]] as const) {
      const res = await kit.upload(owner.token, bytes, "type=logo&businessId=temp_x", "logo.png", "image/png");
      expect(res.status, name).toBe(415);
      expect(res.json.success).toBe(false);
    }
    expect((await kit.db.select().from(uploads).where(eq(uploads.owner_id, owner.id))).every((u) => u.content_type.startsWith("image/"))).toBe(true);
  });

  it("refuses files over 10,485,760 bytes with 413, just over and far over", async () => {
    for (const size of [10_485_761, 12 * 1024 * 1024]) {
      const big = new Uint8Array(size);
      big.set(PNG_1X1);
      const res = await kit.upload(owner.token, big, "type=cover");
      expect(res.status, String(size)).toBe(413);
      expect(res.json).toMatchObject({ success: false, message: expect.stringMatching(/10|١٠/) });
    }
  });

  it("refuses a decompression bomb (a tiny file claiming a huge canvas) with 413", async () => {
    const res = await kit.upload(owner.token, pngClaiming(20_000, 20_000), "type=gallery");
    expect(res.status).toBe(413);
  });

  it("needs an owner token: 401 without one or with a forged one, 403 for an admin", async () => {
    expect((await kit.upload(undefined, PNG_1X1)).status).toBe(401);
    expect((await kit.upload("forged-token-forged-token-forged", PNG_1X1)).status).toBe(401);
    expect((await kit.upload(await kit.admin(), PNG_1X1)).status).toBe(403);
  });

  it("validates the query and the field: type, businessId pattern, missing image", async () => {
    for (const query of ["type=banner", "", "type=logo&businessId=../../etc", "type=logo&businessId=a%20b", `type=logo&businessId=${"x".repeat(80)}`]) {
      expect((await kit.upload(owner.token, PNG_1X1, query)).status, query).toBe(400);
    }
    // By path, like every upload here: the route reads its multipart form itself, so the typed client has no form for it.
    const empty = await kit.app.request("/api/qr/businesses/upload-image?type=logo", {
      method: "POST",
      body: new FormData(),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(empty.status).toBe(400);
  });

  it("for an existing listing: 404 if unknown, else kept pending until the listing (or its reviewed edit) is saved", async () => {
    expect((await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=999999")).status).toBe(404);
    // An approved listing's edit goes to review, with its new images.
    const approved = await kit.approvedListing(owner);
    const forReview = await kit.upload(owner.token, PNG_1X1, `type=logo&businessId=${approved.id}`);
    expect(forReview.status).toBe(201);
    expect(await uploadRow(forReview.json.data.url)).toMatchObject({ business_id: null, temp_id: `listing-${approved.id}` });

    const listing = await kit.listing(owner);
    const up = await kit.upload(owner.token, PNG_1X1, `type=logo&businessId=${listing.id}`);
    expect(up.status).toBe(201);
    expect(await uploadRow(up.json.data.url)).toMatchObject({ business_id: null, temp_id: `listing-${listing.id}` });
    const saved = await kit.qr.listings.update(listing.id, { logo_url: up.json.data.url }, owner.token);
    expect(saved.status).toBe(200);
    expect(saved.json.data.logo_url).toBe(up.json.data.url);
    expect(await uploadRow(up.json.data.url)).toMatchObject({ business_id: listing.id, temp_id: null });
  });
});

describe("uploads and listings", () => {
  it("attaches temp uploads (logo, cover, gallery) to the listing when it is created", async () => {
    const logo = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_new")).json.data.url;
    const cover = (await kit.upload(owner.token, PNG_1X1, "type=cover&businessId=temp_new")).json.data.url;
    const photo = (await kit.upload(owner.token, PNG_1X1, "type=gallery&businessId=temp_new")).json.data.url;
    const listing = await kit.listing(owner, { logo_url: logo, cover_image_url: cover, images: [{ url: photo, alt_text: "صورة" }] });
    for (const url of [logo, cover, photo]) expect(await uploadRow(url)).toMatchObject({ business_id: listing.id, temp_id: null });
    expect(listing).toMatchObject({ logo_url: logo, cover_image_url: cover, images: [{ image_url: photo, alt_text: "صورة" }] });
  });

  it("deletes a replaced image's file when the listing is saved without it", async () => {
    const first = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_r")).json.data.url;
    const listing = await kit.listing(owner, { logo_url: first });
    const second = (await kit.upload(owner.token, PNG_1X1, `type=logo&businessId=${listing.id}`)).json.data.url;
    await kit.qr.listings.update(listing.id, { logo_url: second }, owner.token);
    expect(kit.blobs.keys()).not.toContain(keyOf(first));
    expect(await uploadRow(first)).toBeUndefined();
    expect(kit.blobs.keys()).toContain(keyOf(second));
  });

  it("deleting a listing deletes its files from the blob store and the uploads table", async () => {
    const logo = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_d")).json.data.url;
    const photo = (await kit.upload(owner.token, PNG_1X1, "type=gallery&businessId=temp_d")).json.data.url;
    const listing = await kit.listing(owner, { logo_url: logo, images: [{ url: photo }] });
    // An upload made for it while editing, never saved, goes too.
    const pending = (await kit.upload(owner.token, PNG_1X1, `type=cover&businessId=${listing.id}`)).json.data.url;
    expect((await kit.qr.listings.remove(listing.id, owner.token)).status).toBe(200);
    for (const url of [logo, photo, pending]) {
      expect(kit.blobs.keys(), url).not.toContain(keyOf(url));
      expect(await uploadRow(url), url).toBeUndefined();
    }
  });

  it("a file two of the owner's listings use survives the deletion of one of them", async () => {
    const logo = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_s")).json.data.url;
    const a = await kit.listing(owner, { logo_url: logo });
    const b = await kit.listing(owner, { logo_url: logo });
    await kit.qr.listings.remove(a.id, owner.token);
    expect(kit.blobs.keys()).toContain(keyOf(logo));
    expect(await uploadRow(logo)).toMatchObject({ business_id: b.id });
  });

  it("cleans up unattached uploads older than a day on the next upload, and keeps attached ones", async () => {
    const stale = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_old")).json.data.url;
    const keptUrl = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_keep")).json.data.url;
    await kit.listing(owner, { logo_url: keptUrl });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    await kit.db.update(uploads).set({ created_at: twoDaysAgo }).where(eq(uploads.blob_key, keyOf(stale)));
    await kit.db.update(uploads).set({ created_at: twoDaysAgo }).where(eq(uploads.blob_key, keyOf(keptUrl)));
    const fresh = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_fresh")).json.data.url;
    expect(await uploadRow(stale)).toBeUndefined();
    expect(kit.blobs.keys()).not.toContain(keyOf(stale));
    expect(await uploadRow(keptUrl)).toBeTruthy();
    expect(await uploadRow(fresh)).toBeTruthy();
  });

  it("refuses a listing that names a /media file that does not exist", async () => {
    // A short form without the gallery its type requires: cast, as the API must refuse the logo.
    const body = { business_name: "x", business_type: "مطعم", logo_url: "/media/0123456789abcdef0123.png" } as ListingPayload;
    const res = await kit.qr.listings.create(body, owner.token);
    expect(res.status).toBe(400);
    expect(res.json.errors.logo_url).toBeTruthy();
  });
});
