import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrScans, uploads } from "../../../../db/schema";
import type { Reply } from "../../../testing/fixtures";
import { createQrTestApp, listingForm, PNG_1X1, type ListingEdit, type TestOwner } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let alice: TestOwner;
let bob: TestOwner;
let alicePending: { id: number };
let aliceApproved: { id: number; unique_id: string };
beforeAll(async () => {
  kit = await createQrTestApp();
  alice = await kit.owner("alice");
  bob = await kit.owner("bob");
  alicePending = await kit.listing(alice, { business_name: "مقهى أليس" });
  aliceApproved = await kit.approvedListing(alice, { business_name: "مطعم أليس" });
});

describe("IDOR: owner B against owner A's listings", () => {
  it("B cannot read A's listing for editing (404, as if it did not exist)", async () => {
    for (const id of [alicePending.id, aliceApproved.id]) {
      const res = await kit.qr.listings.edit(id, bob.token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain("أليس");
    }
  });

  it("B's dashboard never shows A's listings", async () => {
    await kit.listing(bob, { business_name: "متجر بوب" });
    const res = await kit.qr.listings.mine(bob.token);
    expect(res.json.data.map((b: { business_name: string }) => b.business_name)).toEqual(["متجر بوب"]);
  });

  it("B cannot edit A's listing (404) and nothing changes", async () => {
    const res = await kit.qr.listings.update(alicePending.id, listingForm({ business_name: "مسروق" }), bob.token);
    expect(res.status).toBe(404);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, alicePending.id));
    expect(row).toMatchObject({ business_name: "مقهى أليس", owner_id: alice.id });
  });

  it("B cannot delete A's listing (404) and it stays", async () => {
    expect((await kit.qr.listings.remove(alicePending.id, bob.token)).status).toBe(404);
    expect((await kit.qr.listings.remove(aliceApproved.id, bob.token)).status).toBe(404);
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, alicePending.id))).toHaveLength(1);
  });

  it("B cannot read A's scan statistics (404)", async () => {
    expect((await kit.qr.listings.stats(aliceApproved.id, bob.token)).status).toBe(404);
    expect((await kit.qr.listings.stats(aliceApproved.id, alice.token)).status).toBe(200);
  });

  it("B cannot upload into A's listing (404)", async () => {
    const res = await kit.upload(bob.token, PNG_1X1, `type=logo&businessId=${alicePending.id}`);
    expect(res.status).toBe(404);
  });

  it("B cannot attach A's upload to a listing, so deleting B's listing can never delete A's file", async () => {
    const aliceFile = (await kit.upload(alice.token, PNG_1X1, "type=logo&businessId=temp_alice")).json.data.url;
    for (const body of [
      listingForm({ logo_url: aliceFile }),
      listingForm({ cover_image_url: aliceFile }),
      listingForm({ images: [{ url: aliceFile, alt_text: "" }] }),
    ]) {
      const res = await kit.qr.listings.create(body, bob.token);
      expect(res.status).toBe(400);
      expect(Object.values(res.json.errors)).toContain("هذه الصورة لم تُرفع من حسابك");
    }
    const bobs = await kit.listing(bob);
    expect((await kit.qr.listings.update(bobs.id, { logo_url: aliceFile }, bob.token)).status).toBe(400);
    await kit.qr.listings.remove(bobs.id, bob.token);
    const [row] = await kit.db.select().from(uploads).where(eq(uploads.url, aliceFile));
    expect(row).toMatchObject({ owner_id: alice.id, business_id: null });
    expect(kit.blobs.keys()).toContain(aliceFile.slice("/media/".length));
    // Alice herself can still use it.
    const hers = await kit.listing(alice, { logo_url: aliceFile });
    expect((await kit.db.select().from(uploads).where(eq(uploads.url, aliceFile)))[0].business_id).toBe(hers.id);
  });

  it("an admin editing B's listing cannot attach A's upload to it either", async () => {
    const aliceFile = (await kit.upload(alice.token, PNG_1X1, "type=logo&businessId=temp_alice2")).json.data.url;
    const bobs = await kit.listing(bob);
    const res = await kit.qr.admin.update(bobs.id, { logo_url: aliceFile }, await kit.admin());
    expect(res.status).toBe(400);
  });
});

describe("role confusion", () => {
  // Each route as a typed call on a listing's (or an owner's) id. The bodies are valid ones, so
  // that only the caller's role can be what refuses them.
  type Call = (id: number, token?: string) => Promise<Reply>;
  const adminRoutes: [string, Call][] = [
    ["GET /qr/admin", (_id, token) => kit.qr.admin.list(token)],
    ["GET /qr/admin/statistics/overview", (_id, token) => kit.qr.admin.overview(token)],
    ["GET /qr/admin/users", (_id, token) => kit.qr.users.list(token)],
    ["GET /qr/admin/1", (id, token) => kit.qr.admin.get(id, token)],
    ["PUT /qr/admin/1", (id, token) => kit.qr.admin.update(id, {}, token)],
    ["DELETE /qr/admin/1", (id, token) => kit.qr.admin.remove(id, token)],
    ["POST /qr/admin/1/approve", (id, token) => kit.qr.admin.approve(id, {}, token)],
    ["POST /qr/admin/1/reject", (id, token) => kit.qr.admin.reject(id, {}, token)],
    ["POST /qr/admin/users/1/approve", (id, token) => kit.qr.users.approve(id, {}, token)],
    ["POST /qr/admin/users/1/reject", (id, token) => kit.qr.users.reject(id, {}, token)],
    ["POST /qr/admin/users/1/suspend", (id, token) => kit.qr.users.suspend(id, { reason: "role check" }, token)],
    ["POST /qr/admin/users/1/reinstate", (id, token) => kit.qr.users.reinstate(id, {}, token)],
    ["POST /qr/admin/1/unpublish", (id, token) => kit.qr.admin.unpublish(id, { reason: "role check" }, token)],
    ["POST /qr/admin/1/republish", (id, token) => kit.qr.admin.republish(id, {}, token)],
  ];
  const ownerRoutes: [string, Call][] = [
    ["GET /qr/businesses/my-businesses", (_id, token) => kit.qr.listings.mine(token)],
    ["GET /qr/businesses/edit/1", (id, token) => kit.qr.listings.edit(id, token)],
    ["GET /qr/businesses/1/stats", (id, token) => kit.qr.listings.stats(id, token)],
    ["POST /qr/businesses", (_id, token) => kit.qr.listings.create(listingForm(), token)],
    ["PUT /qr/businesses/1", (id, token) => kit.qr.listings.update(id, {}, token)],
    ["DELETE /qr/businesses/1", (id, token) => kit.qr.listings.remove(id, token)],
    ["POST /qr/auth/logout", (_id, token) => kit.qr.auth.logout(token)],
    ["GET /qr/auth/me", (_id, token) => kit.qr.auth.me(token)],
  ];

  it("an owner token on admin routes answers 403 and changes nothing", async () => {
    for (const [route, call] of adminRoutes) {
      const res = await call(alicePending.id, alice.token);
      expect(res.status, route).toBe(403);
      expect(res.json.success).toBe(false);
    }
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, alicePending.id));
    expect(row.status).toBe("pending");
  });

  it("an admin token on owner routes answers 403", async () => {
    const admin = await kit.admin();
    for (const [route, call] of ownerRoutes) {
      const res = await call(alicePending.id, admin);
      expect(res.status, route).toBe(403);
    }
  });

  it("no token or a forged token answers 401 on both", async () => {
    for (const [route, call] of [...adminRoutes, ...ownerRoutes]) {
      expect((await call(1)).status, route).toBe(401);
      expect((await call(1, "forged-0123456789-forged-0123456789")).status, `${route} forged`).toBe(401);
    }
  });

  it("public reads need no token at all", async () => {
    expect((await kit.qr.listings.get(aliceApproved.unique_id)).status).toBe(200);
    expect((await kit.qr.listings.categories()).status).toBe(200);
  });

  it("an owner cannot inflate their own scan counts through the API", async () => {
    // Fields the form does not have, which the API must ignore: cast to the edit's body type.
    const res = await kit.qr.listings.update(alicePending.id, { scans_total: 1000, qr_scans: 5 } as ListingEdit, alice.token);
    expect(res.status).toBe(200);
    expect(await kit.db.select().from(qrScans).where(eq(qrScans.business_id, alicePending.id))).toEqual([]);
  });
});
