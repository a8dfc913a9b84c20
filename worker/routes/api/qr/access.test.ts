import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrScans, uploads } from "../../../../db/schema";
import { createQrTestApp, listingForm, PNG_1X1, type TestOwner } from "./qr-test-kit";

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
      const res = await kit.api.get(`/qr/businesses/edit/${id}`, bob.token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain("أليس");
    }
  });

  it("B's dashboard never shows A's listings", async () => {
    await kit.listing(bob, { business_name: "متجر بوب" });
    const res = await kit.api.get("/qr/businesses/my-businesses", bob.token);
    expect(res.json.data.map((b: { business_name: string }) => b.business_name)).toEqual(["متجر بوب"]);
  });

  it("B cannot edit A's listing (404) and nothing changes", async () => {
    const res = await kit.api.put(`/qr/businesses/${alicePending.id}`, listingForm({ business_name: "مسروق" }), bob.token);
    expect(res.status).toBe(404);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, alicePending.id));
    expect(row).toMatchObject({ business_name: "مقهى أليس", owner_id: alice.id });
  });

  it("B cannot delete A's listing (404) and it stays", async () => {
    expect((await kit.api.delete(`/qr/businesses/${alicePending.id}`, bob.token)).status).toBe(404);
    expect((await kit.api.delete(`/qr/businesses/${aliceApproved.id}`, bob.token)).status).toBe(404);
    expect(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, alicePending.id))).toHaveLength(1);
  });

  it("B cannot read A's scan statistics (404)", async () => {
    expect((await kit.api.get(`/qr/businesses/${aliceApproved.id}/stats`, bob.token)).status).toBe(404);
    expect((await kit.api.get(`/qr/businesses/${aliceApproved.id}/stats`, alice.token)).status).toBe(200);
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
      const res = await kit.api.post("/qr/businesses", body, bob.token);
      expect(res.status).toBe(400);
      expect(Object.values(res.json.errors)).toContain("هذه الصورة لم تُرفع من حسابك");
    }
    const bobs = await kit.listing(bob);
    expect((await kit.api.put(`/qr/businesses/${bobs.id}`, { logo_url: aliceFile }, bob.token)).status).toBe(400);
    await kit.api.delete(`/qr/businesses/${bobs.id}`, bob.token);
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
    const res = await kit.api.put(`/qr/admin/${bobs.id}`, { logo_url: aliceFile }, await kit.admin());
    expect(res.status).toBe(400);
  });
});

describe("role confusion", () => {
  const adminRoutes: [string, string][] = [
    ["GET", "/qr/admin"],
    ["GET", "/qr/admin/statistics/overview"],
    ["GET", "/qr/admin/users"],
    ["GET", "/qr/admin/1"],
    ["PUT", "/qr/admin/1"],
    ["DELETE", "/qr/admin/1"],
    ["POST", "/qr/admin/1/approve"],
    ["POST", "/qr/admin/1/reject"],
    ["POST", "/qr/admin/users/1/approve"],
    ["POST", "/qr/admin/users/1/reject"],
    ["POST", "/qr/admin/users/1/suspend"],
    ["POST", "/qr/admin/users/1/reinstate"],
    ["POST", "/qr/admin/1/unpublish"],
    ["POST", "/qr/admin/1/republish"],
  ];
  const ownerRoutes: [string, string][] = [
    ["GET", "/qr/businesses/my-businesses"],
    ["GET", "/qr/businesses/edit/1"],
    ["GET", "/qr/businesses/1/stats"],
    ["POST", "/qr/businesses"],
    ["PUT", "/qr/businesses/1"],
    ["DELETE", "/qr/businesses/1"],
    ["POST", "/qr/auth/logout"],
    ["GET", "/qr/auth/me"],
  ];
  const call = (method: string, path: string, token?: string) =>
    method === "GET"
      ? kit.api.get(path, token)
      : method === "DELETE"
        ? kit.api.delete(path, token)
        : method === "PUT"
          ? kit.api.put(path, {}, token)
          : kit.api.post(path, {}, token);

  it("an owner token on admin routes answers 403 and changes nothing", async () => {
    for (const [method, path] of adminRoutes) {
      const res = await call(method, path.replace("/1", `/${alicePending.id}`), alice.token);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.success).toBe(false);
    }
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, alicePending.id));
    expect(row.status).toBe("pending");
  });

  it("an admin token on owner routes answers 403", async () => {
    const admin = await kit.admin();
    for (const [method, path] of ownerRoutes) {
      const res = await call(method, path.replace("/1", `/${alicePending.id}`), admin);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("no token or a forged token answers 401 on both", async () => {
    for (const [method, path] of [...adminRoutes, ...ownerRoutes]) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, "forged-0123456789-forged-0123456789")).status, `${method} ${path} forged`).toBe(401);
    }
  });

  it("public reads need no token at all", async () => {
    expect((await kit.api.get(`/qr/businesses/${aliceApproved.unique_id}`)).status).toBe(200);
    expect((await kit.api.get("/qr/businesses/categories")).status).toBe(200);
  });

  it("an owner cannot inflate their own scan counts through the API", async () => {
    const res = await kit.api.put(`/qr/businesses/${alicePending.id}`, { scans_total: 1000, qr_scans: 5 }, alice.token);
    expect(res.status).toBe(200);
    expect(await kit.db.select().from(qrScans).where(eq(qrScans.business_id, alicePending.id))).toEqual([]);
  });
});
