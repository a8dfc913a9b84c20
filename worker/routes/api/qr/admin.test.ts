import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrBusinesses, qrScans } from "../../../../db/schema";
import { createQrTestApp, PNG_1X1, qrKitWith, type ListingEdit, type QrTestKit, type TestOwner } from "./qr-test-kit";

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner], admin } = await qrKitWith(1)));

describe("GET /api/qr/admin", () => {
  it("lists every listing with owner_username, owner_email, status, created_at and scan totals", async () => {
    const mine = await kit.listing(owner, { business_name: "قائمة المشرف" });
    const res = await kit.qr.admin.list(admin);
    expect(res.status).toBe(200);
    const row = res.json.data.find((b: { id: number }) => b.id === mine.id);
    expect(row).toMatchObject({
      owner_username: owner.username,
      owner_email: `${owner.username}@example.com`,
      status: "pending",
      created_at: expect.stringMatching(/Z$/),
      scans_total: 0,
    });
    // The seeded demo listings are there too.
    expect(res.json.data.some((b: { business_name: string }) => b.business_name === "مقهى الياسمين")).toBe(true);
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
  });

  it("filters by status and searches name, owner username and email", async () => {
    const approved = (await kit.qr.admin.list(admin, { status: "approved" })).json.data;
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((b: { status: string }) => b.status === "approved")).toBe(true);
    expect((await kit.qr.admin.list(admin, { status: "all" })).json.data.length).toBeGreaterThan(approved.length);
    // A status the API does not know: cast, as the query's type forbids it.
    expect((await kit.qr.admin.list(admin, { status: "weird" as "all" })).status).toBe(400);
    const byOwner = (await kit.qr.admin.list(admin, { search: owner.username.toUpperCase() })).json.data;
    expect(byOwner.length).toBeGreaterThan(0);
    expect(byOwner.every((b: { owner_username: string }) => b.owner_username === owner.username)).toBe(true);
    expect((await kit.qr.admin.list(admin, { search: "الياسمين" })).json.data).toHaveLength(1);
    expect((await kit.qr.admin.list(admin, { search: "%" })).json.data).toHaveLength(0);
  });
});

describe("GET|PUT|DELETE /api/qr/admin/{id}", () => {
  it("reads any listing with its owner and notes", async () => {
    const mine = await kit.listing(owner);
    const res = await kit.qr.admin.get(mine.id, admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: mine.id, owner_username: owner.username, admin_notes: null });
    expect((await kit.qr.admin.get(999999, admin)).status).toBe(404);
    expect((await kit.qr.admin.get("nope", admin)).status).toBe(404);
  });

  it("edits the modal's fields (even on an approved listing) and returns the updated record, status unchanged", async () => {
    const approved = await kit.approvedListing(owner);
    const res = await kit.qr.admin.update(approved.id, { business_name: "اسم مصحح", description: "وصف", phone: "+963 11 000 0000", email: "fixed@example.com", address: "حلب" }, admin);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: { id: approved.id, business_name: "اسم مصحح", description: "وصف", phone: "+963 11 000 0000", email: "fixed@example.com", address: "حلب", status: "approved", unique_id: approved.unique_id },
    });
    expect(res.json.data.qr_code_url).toBe(approved.qr_code_url);
    expect((await kit.qr.admin.update(approved.id, { email: "bad" }, admin)).status).toBe(400);
    // The status is not a field of the form: the API ignores it (cast to the edit's body type).
    expect((await kit.qr.admin.update(approved.id, { status: "rejected" } as ListingEdit, admin)).json.data.status).toBe("approved");
    expect((await kit.qr.admin.update(999999, { description: "x" }, admin)).status).toBe(404);
  });

  it("deletes a listing with its files, gallery and scans", async () => {
    const logo = (await kit.upload(owner.token, PNG_1X1, "type=logo&businessId=temp_admin")).json.data.url;
    const approved = await kit.approvedListing(owner, { logo_url: logo, images: [{ url: "/images/demo/cafe-1.svg" }] });
    await kit.db.insert(qrScans).values({ business_id: approved.id, day: "2024-01-01", count: 3 });
    const res = await kit.qr.admin.remove(approved.id, admin);
    expect(res.status).toBe(200);
    expect(kit.blobs.keys()).not.toContain(logo.slice("/media/".length));
    expect(await kit.db.select().from(qrScans).where(eq(qrScans.business_id, approved.id))).toEqual([]);
    expect((await kit.qr.admin.get(approved.id, admin)).status).toBe(404);
    expect((await kit.qr.admin.remove(approved.id, admin)).status).toBe(404);
  });
});

describe("POST /api/qr/admin/{id}/approve|reject (state machine)", () => {
  it("approves a pending listing with notes: approved, unique_id and QR fields, the decision audited", async () => {
    const mine = await kit.listing(owner);
    const res = await kit.qr.admin.approve(mine.id, { admin_notes: "ممتاز" }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "approved", admin_notes: "ممتاز", unique_id: expect.stringMatching(/^[a-z][a-z0-9]{9}$/) });
    expect(res.json.data.decided_at).toMatch(/Z$/);
    const [entry] = await kit.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "qr_business"), eq(auditLog.action, "approve"), eq(auditLog.entity_id, String(mine.id))));
    expect(entry).toMatchObject({ actor_kind: "admin", details: "ممتاز" });
  });

  it("rejects a pending listing with notes, audited; rejected listings get no QR", async () => {
    const mine = await kit.listing(owner);
    const res = await kit.qr.admin.reject(mine.id, { admin_notes: "بيانات ناقصة" }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", admin_notes: "بيانات ناقصة", unique_id: null, qr_code_url: null });
    const entries = await kit.auditOf("reject", mine.id);
    expect(entries).toHaveLength(1);
  });

  it("decides only pending listings: approved or rejected ones answer 409 and stay as they are", async () => {
    const approved = await kit.approvedListing(owner);
    const rejected = await kit.listing(owner);
    await kit.decide(rejected.id, "reject");
    for (const [id, decision] of [[approved.id, "approve"], [approved.id, "reject"], [rejected.id, "approve"], [rejected.id, "reject"]] as const) {
      const res = await kit.decide(id, decision);
      expect(res.status, `${decision} ${id}`).toBe(409);
      expect(res.json.success).toBe(false);
    }
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, approved.id));
    expect(row.unique_id).toBe(approved.unique_id);
    expect((await kit.decide(999999, "approve")).status).toBe(404);
  });

  it("accepts a decision without a body (no notes)", async () => {
    const mine = await kit.listing(owner);
    const res = await kit.qr.admin.approve(mine.id, undefined, admin);
    expect(res.status).toBe(200);
    expect(res.json.data.admin_notes).toBeNull();
  });
});

describe("GET /api/qr/admin/statistics/overview", () => {
  it("counts listings and owners by status, and scans", async () => {
    const fresh = await createQrTestApp();
    const a = await fresh.owner();
    const b = await fresh.owner();
    await fresh.owner();
    const l1 = await fresh.approvedListing(a);
    const l2 = await fresh.listing(b);
    await fresh.decide(l2.id, "reject");
    await fresh.listing(b);
    await fresh.qr.users.approve(a.id, {}, await fresh.admin());
    await fresh.qr.users.reject(b.id, {}, await fresh.admin());
    const today = new Date().toISOString().slice(0, 10);
    await fresh.db.insert(qrScans).values([
      { business_id: l1.id, day: today, count: 4 },
      { business_id: l1.id, day: "2020-01-01", count: 10 },
    ]);
    const res = await fresh.qr.admin.overview(await fresh.admin());
    expect(res.status).toBe(200);
    // The seed adds a demo owner (approved) with one approved and one pending listing.
    expect(res.json.data).toEqual({
      totalBusinesses: 5,
      pendingBusinesses: 2,
      approvedBusinesses: 2,
      rejectedBusinesses: 1,
      totalUsers: 4,
      pendingUsers: 1,
      approvedUsers: 2,
      rejectedUsers: 1,
      totalScans: 14,
      scansLast30Days: 4,
    });
  });
});
