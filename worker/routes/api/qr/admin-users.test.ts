import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrUsers, sessions } from "../../../../db/schema";
import { createQrTestApp } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let admin: string;
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
});

type UserDto = { id: number; username: string; status: string };

describe("GET /api/qr/admin/users", () => {
  it("lists owners with their derived status, never a password or hash", async () => {
    const owner = await kit.owner("listme");
    const res = await kit.qr.users.list(admin);
    expect(res.status).toBe(200);
    const row = res.json.data.find((u: UserDto) => u.id === owner.id);
    expect(row).toMatchObject({ username: owner.username, email: `${owner.username}@example.com`, phone: expect.any(String), is_active: true, is_approved: false, status: "pending", created_at: expect.stringMatching(/Z$/) });
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt|unusable/i);
  });

  it("filters by derived status and searches username, email and phone", async () => {
    const approved = await kit.owner("filt");
    await kit.qr.users.approve(approved.id, {}, admin);
    const pending = (await kit.qr.users.list(admin, { status: "pending" })).json.data;
    expect(pending.every((u: UserDto) => u.status === "pending")).toBe(true);
    const approvedList = (await kit.qr.users.list(admin, { status: "approved" })).json.data;
    expect(approvedList.map((u: UserDto) => u.id)).toContain(approved.id);
    expect(approvedList.every((u: UserDto) => u.status === "approved")).toBe(true);
    expect((await kit.qr.users.list(admin, { search: approved.username.toUpperCase() })).json.data.map((u: UserDto) => u.id)).toEqual([approved.id]);
    expect((await kit.qr.users.list(admin, { search: "555 666" })).json.data.length).toBeGreaterThan(0);
  });
});

describe("POST /api/qr/admin/users/{id}/approve|reject", () => {
  it("approve makes a pending owner approved and active, with notes, audited", async () => {
    const owner = await kit.owner();
    const res = await kit.qr.users.approve(owner.id, { admin_notes: "مرحباً" }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: owner.id, status: "approved", is_active: true, is_approved: true, admin_notes: "مرحباً" });
    const entries = await kit.db.select().from(auditLog).where(and(eq(auditLog.entity, "qr_user"), eq(auditLog.action, "approve"), eq(auditLog.entity_id, String(owner.id))));
    expect(entries).toHaveLength(1);
    // Still works with the token it had.
    expect((await kit.qr.listings.mine(owner.token)).status).toBe(200);
  });

  it("reject locks the owner out at once: sessions end, login is refused, listings leave public view", async () => {
    const owner = await kit.owner();
    const listing = await kit.approvedListing(owner);
    // Approving the listing approved its owner too; a listing approved before that rule leaves
    // its owner pending, which is the case where a rejection can still hide a public listing.
    await kit.db.update(qrUsers).set({ is_approved: false }).where(eq(qrUsers.id, owner.id));
    expect((await kit.qr.listings.get(listing.unique_id)).status).toBe(200);
    const res = await kit.qr.users.reject(owner.id, { admin_notes: "مخالف" }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", is_active: false });
    expect(await kit.db.select().from(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id)))).toEqual([]);
    expect((await kit.qr.listings.mine(owner.token)).status).toBe(401);
    const login = await kit.qr.auth.login({ username: owner.username, password: owner.password }, undefined, { "x-test-ip": "192.0.2.77" });
    expect(login.status).toBe(401);
    expect((await kit.qr.listings.get(listing.unique_id)).status).toBe(404);
    expect((await kit.app.request(`/qr/${listing.unique_id}`)).status).toBe(404);
    expect((await kit.app.request(`/qr/code/${listing.unique_id}.svg`)).status).toBe(404);
    const entries = await kit.auditOf("reject", owner.id);
    expect(entries[0]).toMatchObject({ entity: "qr_user", details: "مخالف" });
  });

  it("a session that was open before the rejection stops working even if it was not revoked", async () => {
    const owner = await kit.owner();
    // Simulates a rejection written by another path: only the flag changes.
    await kit.db.update(qrUsers).set({ is_active: false }).where(eq(qrUsers.id, owner.id));
    expect((await kit.qr.listings.mine(owner.token)).status).toBe(401);
  });

  it("decides only pending owners: 409 for approved or rejected ones, 404 for unknown", async () => {
    const a = await kit.owner();
    const r = await kit.owner();
    await kit.qr.users.approve(a.id, {}, admin);
    await kit.qr.users.reject(r.id, {}, admin);
    for (const [id, decision] of [[a.id, "approve"], [a.id, "reject"], [r.id, "approve"], [r.id, "reject"]] as const) {
      const res = await kit.qr.users[decision](id, {}, admin);
      expect(res.status, `${decision} ${id}`).toBe(409);
    }
    const [row] = await kit.db.select().from(qrUsers).where(eq(qrUsers.id, a.id));
    expect(row).toMatchObject({ is_active: true, is_approved: true });
    expect((await kit.qr.users.approve(999999, {}, admin)).status).toBe(404);
    expect((await kit.qr.users.approve("abc", {}, admin)).status).toBe(404);
  });
});
