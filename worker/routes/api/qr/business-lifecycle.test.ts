import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrBusinesses } from "../../../../db/schema";
import { createQrTestApp, type TestOwner, type ListingEdit } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
});

describe("PUT /api/qr/businesses/{id}", () => {
  it("saves the changed fields, keeps the others, and replaces the gallery when given", async () => {
    const created = await kit.listing(owner, { images: [{ url: "/images/demo/cafe-1.svg" }] });
    const res = await kit.qr.listings.update(created.id, { business_name: " اسم جديد ", images: [{ url: "/images/demo/cafe-3.svg", alt_text: "ب" }] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ business_name: "اسم جديد", email: "bakery@example.com", status: "pending" });
    expect(res.json.data.images.map((i: { image_url: string }) => i.image_url)).toEqual(["/images/demo/cafe-3.svg"]);
    const noGallery = await kit.qr.listings.update(created.id, { description: "وصف" }, owner.token);
    expect(noGallery.json.data.images).toHaveLength(1);
    const cleared = await kit.qr.listings.update(created.id, { email: "", images: [] }, owner.token);
    expect(cleared.json.data).toMatchObject({ email: null, images: [] });
  });

  it("validates edits like creation, and cannot change the status either", async () => {
    const created = await kit.listing(owner);
    expect((await kit.qr.listings.update(created.id, { business_name: "" }, owner.token)).status).toBe(400);
    expect((await kit.qr.listings.update(created.id, { business_type: "nope" }, owner.token)).status).toBe(400);
    // System fields, not the form's: the API ignores them (cast to the edit's body type).
    const res = await kit.qr.listings.update(created.id, { status: "approved", unique_id: "abcdefghjk" } as ListingEdit, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "pending", unique_id: null });
  });

  it("keeps an approved listing unchanged when its owner edits it: the edit waits for review", async () => {
    const approved = await kit.approvedListing(owner, { business_name: "معتمد" });
    const res = await kit.qr.listings.update(approved.id, { business_name: "تغيير", images: [] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ business_name: "معتمد", status: "approved", revision: { status: "pending", proposed: { business_name: "تغيير" } } });
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, approved.id));
    expect(row.business_name).toBe("معتمد");
  });

  it("sends a rejected listing back to pending when its owner edits it", async () => {
    const created = await kit.listing(owner);
    expect((await kit.decide(created.id, "reject", "صور غير واضحة")).status).toBe(200);
    const before = await kit.qr.listings.edit(created.id, owner.token);
    expect(before.json.data).toMatchObject({ status: "rejected", admin_notes: "صور غير واضحة" });
    const res = await kit.qr.listings.update(created.id, { description: "صور أوضح" }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("pending");
    // And it can be decided again.
    expect((await kit.decide(created.id, "approve")).status).toBe(200);
  });
});

describe("DELETE /api/qr/businesses/{id}", () => {
  it("deletes the owner's listing with its gallery; afterwards it is not found", async () => {
    const created = await kit.listing(owner, { images: [{ url: "/images/demo/cafe-1.svg" }] });
    const res = await kit.qr.listings.remove(created.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { id: created.id } });
    expect((await kit.qr.listings.edit(created.id, owner.token)).status).toBe(404);
    expect((await kit.qr.listings.remove(created.id, owner.token)).status).toBe(404);
  });

  it("may delete an approved listing too, and its public page goes with it", async () => {
    const approved = await kit.approvedListing(owner);
    expect((await kit.qr.listings.get(approved.unique_id)).status).toBe(200);
    expect((await kit.qr.listings.remove(approved.id, owner.token)).status).toBe(200);
    // Gone rather than not found: its printed code may still be scanned.
    expect((await kit.qr.listings.get(approved.unique_id)).status).toBe(410);
  });

  it("writes owner changes to the audit log", async () => {
    const rows = await kit.db.select().from(auditLog).where(eq(auditLog.entity, "qr_business"));
    const actions = new Set(rows.filter((r) => r.actor_kind === "owner").map((r) => r.action));
    expect([...actions].sort()).toEqual(["create", "delete", "propose", "update"]);
  });
});

describe("GET /api/qr/businesses/{id} (public)", () => {
  it("shows an approved listing by id and by unique_id, without the owner's account details", async () => {
    const approved = await kit.approvedListing(owner, { email: "" });
    for (const key of [approved.id, approved.unique_id]) {
      const res = await kit.qr.listings.get(key);
      expect(res.status, String(key)).toBe(200);
      expect(res.json).toMatchObject({ success: true, message: expect.any(String), data: { id: approved.id, unique_id: approved.unique_id, status: "approved" } });
      const text = JSON.stringify(res.json);
      expect(text).not.toContain(`${owner.username}@example.com`);
      expect(text).not.toContain(owner.username);
      expect(res.json.data).not.toHaveProperty("owner_email");
      expect(res.json.data).not.toHaveProperty("owner_username");
      expect(res.json.data).not.toHaveProperty("owner_id");
      expect(res.json.data).not.toHaveProperty("admin_notes");
      expect(text).not.toMatch(/password|scrypt/i);
    }
  });

  it("shows the listing's own contact email when the owner put it on the listing", async () => {
    const approved = await kit.approvedListing(owner, { email: "shop@example.com" });
    expect((await kit.qr.listings.get(approved.id)).json.data.email).toBe("shop@example.com");
  });

  it("answers 404 'business not found' for pending, rejected, unknown and malformed ids", async () => {
    const pending = await kit.listing(owner);
    const rejected = await kit.listing(owner);
    await kit.decide(rejected.id, "reject");
    for (const key of [pending.id, rejected.id, 999999, "zzzzzzzzzz", "..%2F..", "0", "-1"]) {
      const res = await kit.qr.listings.get(key, undefined, { "accept-language": "en" });
      expect(res.status, String(key)).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Business not found" });
    }
    // Not even to the owner: the public read is the public's view.
    expect((await kit.qr.listings.get(pending.id, owner.token)).status).toBe(404);
  });
});
