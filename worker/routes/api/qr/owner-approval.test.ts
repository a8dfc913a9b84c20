import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrUsers } from "../../../../db/schema";
import { createQrTestApp } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let admin: string;
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
});

const ownerRow = async (id: number) => (await kit.db.select().from(qrUsers).where(eq(qrUsers.id, id)))[0];

describe("approving a listing and its owner", () => {
  it("shows the owner's status beside the listing's in the admin's list and item", async () => {
    const owner = await kit.owner();
    const mine = await kit.listing(owner);
    const row = (await kit.qr.admin.list(admin, { status: "pending" })).json.data.find((b: { id: number }) => b.id === mine.id);
    expect(row).toMatchObject({ status: "pending", owner_status: "pending" });
    expect((await kit.qr.admin.get(mine.id, admin)).json.data.owner_status).toBe("pending");
  });

  it("approves a pending owner together with their listing, and says so", async () => {
    const owner = await kit.owner();
    const mine = await kit.listing(owner);
    const res = await kit.decide(mine.id, "approve");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "approved", owner_status: "approved" });
    expect(res.json.message).toBe("تمت الموافقة على النشاط التجاري وعلى حساب صاحبه");
    expect(await ownerRow(owner.id)).toMatchObject({ is_active: true, is_approved: true });
    const owners = (await kit.qr.users.list(admin, { status: "approved" })).json.data;
    expect(owners.some((u: { id: number }) => u.id === owner.id)).toBe(true);
    const trail = await kit.db.select().from(auditLog).where(eq(auditLog.entity, "qr_user"));
    expect(trail.some((e) => e.entity_id === String(owner.id) && e.action === "approve")).toBe(true);
    // The owner can still log in and sees the approved listing.
    const mineNow = (await kit.qr.listings.mine(owner.token)).json.data;
    expect(mineNow.find((b: { id: number }) => b.id === mine.id).status).toBe("approved");
  });

  it("keeps an approved owner's status and uses the plain message", async () => {
    const owner = await kit.owner();
    await kit.qr.users.approve(owner.id, { admin_notes: "" }, admin);
    const mine = await kit.listing(owner);
    const res = await kit.decide(mine.id, "approve");
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("تمت الموافقة على النشاط التجاري بنجاح");
  });

  it("refuses to approve a rejected owner's listing with 409 in the request's language, and changes nothing", async () => {
    const owner = await kit.owner();
    const mine = await kit.listing(owner);
    expect((await kit.qr.users.reject(owner.id, { admin_notes: "spam" }, admin)).status).toBe(200);
    const listed = (await kit.qr.admin.get(mine.id, admin)).json.data;
    expect(listed.owner_status).toBe("rejected");

    const ar = await kit.decide(mine.id, "approve");
    expect(ar.status).toBe(409);
    expect(ar.json).toMatchObject({ success: false, message: "لا يمكن الموافقة على هذا النشاط التجاري لأن حساب صاحبه مرفوض" });
    const en = await kit.qr.admin.approve(mine.id, { admin_notes: "" }, admin, { "accept-language": "en" });
    expect(en.status).toBe(409);
    expect(en.json.message).toBe("This business cannot be approved because its owner's account was rejected");
    expect((await kit.qr.admin.get(mine.id, admin)).json.data).toMatchObject({ status: "pending", unique_id: null, qr_code_url: null });
    expect(await ownerRow(owner.id)).toMatchObject({ is_active: false, is_approved: false });

    // Rejecting it is still possible.
    const rejected = await kit.decide(mine.id, "reject", "owner rejected");
    expect(rejected.status).toBe(200);
    expect(rejected.json.data.status).toBe("rejected");
  });

  it("rejecting a pending owner's listing leaves the owner pending", async () => {
    const owner = await kit.owner();
    const mine = await kit.listing(owner);
    expect((await kit.decide(mine.id, "reject", "blurry logo")).status).toBe(200);
    expect(await ownerRow(owner.id)).toMatchObject({ is_active: true, is_approved: false });
  });
});
