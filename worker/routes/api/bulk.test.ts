import { describe, expect, it } from "vitest";
import { createQrTestApp } from "./qr/qr-test-kit";

describe("bulk actions", () => {
  it("approves and rejects listings with one note, skipping what is not pending, each audited", async () => {
    const kit = await createQrTestApp();
    const admin = await kit.admin();
    const owner = await kit.owner();
    const [a, b, c] = [await kit.listing(owner), await kit.listing(owner), await kit.listing(owner)];
    const approved = await kit.api.post("/qr/admin/bulk", { ids: [a.id, b.id, 999999], action: "approve" }, admin);
    expect(approved.status).toBe(200);
    expect(approved.json.data).toEqual({ done: [a.id, b.id], failed: [{ id: 999999, reason: "not_found" }] });
    expect(approved.json.message).toBe("تم على ٢، وتعذّر على ١");
    const rejected = await kit.api.post("/qr/admin/bulk?lang=en", { ids: [a.id, c.id], action: "reject", note: "الصور ناقصة" }, admin);
    expect(rejected.json.data).toEqual({ done: [c.id], failed: [{ id: a.id, reason: "conflict" }] });
    expect(rejected.json.message).toBe("Done for 1; not possible for 1");
    expect((await kit.api.get(`/qr/admin/${c.id}`, admin)).json.data).toMatchObject({ status: "rejected", admin_notes: "الصور ناقصة" });
    const log = await kit.api.get("/activity?entity=qr_business&action=approve", admin);
    expect(log.json.data.map((r: { entity_id: string }) => Number(r.entity_id)).sort()).toEqual([a.id, b.id].sort());
    // The owner was still under review: approving their first listing approved them too, and says so.
    const ownerLog = await kit.api.get("/activity?entity=qr_user&action=approve", admin);
    expect(ownerLog.json.data.map((r: { entity_id: string; details: string }) => [Number(r.entity_id), r.details])).toEqual([[owner.id, '{"key":"withListing"}']]);
    const gone = await kit.api.post("/qr/admin/bulk", { ids: [b.id], action: "delete" }, admin);
    expect(gone.json.data.done).toEqual([b.id]);
    expect((await kit.api.get(`/qr/admin/${b.id}`, admin)).status).toBe(404);
  });

  it("publishes, unpublishes and deletes posts; (de)activates services; decides owners", async () => {
    const kit = await createQrTestApp();
    const admin = await kit.admin();
    const post = await kit.api.post("/blog-posts", { title_ar: "خبر", excerpt_ar: "م", content_ar: "ن", image: "/images/logo.svg", alt_text_ar: "ص", category: "marketing" }, admin);
    const id = post.json.data.id;
    expect((await kit.api.post("/blog-posts/bulk", { ids: [id], action: "publish" }, admin)).json.data.done).toEqual([id]);
    expect((await kit.api.get(`/blog-posts/${id}`)).json.data.status).toBe("published");
    await kit.api.post("/blog-posts/bulk", { ids: [id], action: "unpublish" }, admin);
    expect((await kit.api.get(`/blog-posts/${id}`)).status).toBe(404);
    await kit.api.post("/blog-posts/bulk", { ids: [id], action: "delete" }, admin);
    expect((await kit.api.get(`/blog-posts/${id}`, admin)).status).toBe(404);

    const services = (await kit.api.get("/services", admin)).json.data.map((s: { id: number }) => s.id);
    await kit.api.post("/services/bulk", { ids: services, action: "deactivate" }, admin);
    expect((await kit.api.get("/services")).json.data).toEqual([]);
    await kit.api.post("/services/bulk", { ids: services, action: "activate" }, admin);
    expect((await kit.api.get("/services")).json.data).toHaveLength(services.length);

    const [o1, o2] = [await kit.owner(), await kit.owner()];
    const decided = await kit.api.post("/qr/admin/users/bulk", { ids: [o1.id, o2.id], action: "reject", note: "حساب مكرر" }, admin);
    expect(decided.json.data.done).toEqual([o1.id, o2.id]);
    expect((await kit.api.get("/qr/auth/me", o1.token)).status).toBe(401);
  });

  it("bounds and checks the body; owners and visitors are refused", async () => {
    const kit = await createQrTestApp();
    const admin = await kit.admin();
    const owner = await kit.owner();
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    // "activate" is a word of other lists (services), not of the listings'.
    for (const body of [{ ids: tooMany, action: "approve" }, { ids: [], action: "approve" }, { ids: [1], action: "activate" }, { ids: ["1; drop"], action: "approve" }, { ids: [1] }]) {
      const res = await kit.api.post("/qr/admin/bulk", body, admin);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await kit.api.post("/qr/admin/bulk", { ids: [1], action: "approve" }, owner.token)).status).toBe(403);
    expect((await kit.api.post("/blog-posts/bulk", { ids: [1], action: "delete" })).status).toBe(401);
  });
});
