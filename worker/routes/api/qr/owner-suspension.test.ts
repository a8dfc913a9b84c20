import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrBusinesses, qrBusinessRevisions, qrNotifications, qrUsers, sessions, uploads } from "../../../../db/schema";
import { createApp } from "../../../app";
import { memoryPageCache } from "../../../render/page-store";
import { memoryContentVersion } from "../../../services/content-version";
import type { ListingPayload } from "../../../../shared/contract/qr-listing";
import { typedClient } from "../../../testing/test-app";
import { addressesIn, createQrTestApp, qrCalls, listingForm, PNG_1X1, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * Suspending and reinstating an approved owner: who can be suspended, what it ends (sessions,
 * public pages, every write), what the owner can still do (sign in and read), and the way back.
 */

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let admin: string;
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
});

/** A fresh address per login: logins are throttled per address. */
const fresh = addressesIn("192.0.2");
type Reason = Parameters<QrTestKit["qr"]["users"]["suspend"]>[1];
const suspend = (id: number | string, body: Reason = { reason: "محتوى مخالف" }, headers?: Record<string, string>) => kit.qr.users.suspend(id, body, admin, headers);
const reinstate = (id: number | string, body: Parameters<QrTestKit["qr"]["users"]["reinstate"]>[1] = {}) => kit.qr.users.reinstate(id, body, admin);
const login = (o: TestOwner) => kit.qr.auth.login({ username: o.username, password: o.password }, undefined, fresh());
const auditOf = (action: string, id: number) =>
  kit.db.select().from(auditLog).where(and(eq(auditLog.entity, "qr_user"), eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const noticesOf = (ownerId: number) => kit.db.select().from(qrNotifications).where(eq(qrNotifications.owner_id, ownerId));

/** An approved owner (approving their first listing approved them) and that listing. */
const approvedOwner = (prefix = "susp") => kit.approvedOwner(prefix, `مطعم ${prefix}`);

describe("POST /api/qr/admin/users/{id}/suspend", () => {
  it("suspends an approved owner: reason stored trimmed, sessions ended, audited, the owner notified", async () => {
    const { owner } = await approvedOwner();
    const res = await suspend(owner.id, { reason: "  شكاوى متكررة من الزبائن  " });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("تم إيقاف حساب المالك");
    expect(res.json.data).toMatchObject({ id: owner.id, status: "suspended", suspension_reason: "شكاوى متكررة من الزبائن", suspended_at: expect.stringMatching(/Z$/), businesses_count: 1 });
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
    expect(await kit.db.select().from(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id)))).toEqual([]);
    expect((await kit.qr.auth.me(owner.token)).status).toBe(401);
    const [entry] = await auditOf("suspend", owner.id);
    expect(entry).toMatchObject({ actor_kind: "admin", details: "شكاوى متكررة من الزبائن" });
    const notices = await noticesOf(owner.id);
    expect(notices.map((n) => [n.kind, n.notes])).toContainEqual(["owner_suspended", "شكاوى متكررة من الزبائن"]);
  });

  it("needs a reason of 1 to 1,000 characters, told per field in the request's language", async () => {
    const { owner } = await approvedOwner();
    // Missing or null reasons, which the body's type forbids: cast, as the API must refuse them.
    for (const body of [{}, { reason: "" }, { reason: "    " }, { reason: null }] as Reason[]) {
      const res = await suspend(owner.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors.reason).toBe("هذا الحقل مطلوب");
    }
    const long = await suspend(owner.id, { reason: "س".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json.errors.reason).toMatch(/١٬?٠٠٠/);
    const en = await suspend(owner.id, {} as Reason, { "accept-language": "en" });
    expect(en.json.errors.reason).toBe("This field is required");
    expect((await suspend(owner.id, { reason: "س".repeat(1000) })).status).toBe(200);
    // Nothing was written by the refused attempts: one audit row, one notice.
    expect(await auditOf("suspend", owner.id)).toHaveLength(1);
  });

  it("suspends only an approved owner that is not suspended yet: 409 otherwise, 404 for an unknown id", async () => {
    const pending = await kit.owner("pend");
    const rejected = await kit.owner("rej");
    await kit.qr.users.reject(rejected.id, { admin_notes: "" }, admin);
    const { owner: twice } = await approvedOwner();
    expect((await suspend(twice.id)).status).toBe(200);
    for (const id of [pending.id, rejected.id, twice.id]) {
      const res = await suspend(id);
      expect(res.status, String(id)).toBe(409);
      expect(res.json.message).toBe("لا يمكن إيقاف إلا حساب معتمد غير موقوف");
    }
    const en = await suspend(pending.id, undefined, { "accept-language": "en" });
    expect(en.json.message).toBe("Only an approved account that is not already suspended can be suspended");
    expect((await suspend(999999)).status).toBe(404);
    expect((await suspend("abc")).status).toBe(404);
    // The pending owner is still pending, and nobody was told anything.
    const [row] = await kit.db.select().from(qrUsers).where(eq(qrUsers.id, pending.id));
    expect(row).toMatchObject({ suspended_at: null, suspension_reason: null, is_approved: false });
    expect(await noticesOf(pending.id)).toEqual([]);
  });
});

describe("POST /api/qr/admin/users/{id}/reinstate", () => {
  it("clears the suspension (the note is optional), audited, the owner notified", async () => {
    const { owner } = await approvedOwner();
    await suspend(owner.id);
    const res = await kit.qr.users.reinstate(owner.id, undefined, admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "approved", suspended_at: null, suspension_reason: null });
    expect(await auditOf("reinstate", owner.id)).toHaveLength(1);
    expect((await noticesOf(owner.id)).map((n) => [n.kind, n.notes])).toContainEqual(["owner_reinstated", null]);

    await suspend(owner.id);
    const noted = await reinstate(owner.id, { note: "  تم الحل  " });
    expect(noted.status).toBe(200);
    expect((await auditOf("reinstate", owner.id))[1].details).toBe("تم الحل");
    expect((await noticesOf(owner.id)).filter((n) => n.kind === "owner_reinstated").map((n) => n.notes)).toEqual([null, "تم الحل"]);
  });

  it("reinstates only a suspended owner: 409 otherwise, 404 for an unknown id, 400 for a note too long", async () => {
    const { owner } = await approvedOwner();
    const res = await reinstate(owner.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("هذا الحساب ليس موقوفاً");
    expect((await reinstate(999999)).status).toBe(404);
    await suspend(owner.id);
    expect((await reinstate(owner.id, { note: "x".repeat(1001) })).status).toBe(400);
    expect(await auditOf("reinstate", owner.id)).toEqual([]);
  });
});

describe("a suspended owner's read-only login", () => {
  let owner: TestOwner;
  let token: string;
  let listing: { id: number; unique_id: string; business_name: string };
  let pending: { id: number };
  beforeAll(async () => {
    ({ owner, listing } = await approvedOwner("readonly"));
    pending = await kit.listing(owner, { business_name: "فرع ينتظر" });
    await suspend(owner.id, { reason: "مخالفة شروط الاستخدام" });
    const res = await login(owner);
    expect(res.status).toBe(200);
    token = res.json.data.token;
  });

  it("signs in and says why: status and reason in the login's and me's answers", async () => {
    const res = await login(owner);
    expect(res.json.data.user).toMatchObject({ status: "suspended", suspension_reason: "مخالفة شروط الاستخدام" });
    const me = await kit.qr.auth.me(token);
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ status: "suspended", suspension_reason: "مخالفة شروط الاستخدام", suspended_at: expect.any(String) });
  });

  it("reads the dashboard, a listing for editing and its figures", async () => {
    const mine = await kit.qr.listings.mine(token);
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((b: { id: number }) => b.id).sort()).toEqual([listing.id, pending.id].sort());
    expect((await kit.qr.listings.edit(listing.id, token)).status).toBe(200);
    expect((await kit.qr.listings.stats(listing.id, token)).status).toBe(200);
  });

  // Every route that changes an owner's listings, as the app serves it.
  const writes: [string, () => Promise<{ status: number; json: { success: boolean; message: string } }>][] = [
    ["POST /qr/businesses", () => kit.qr.listings.create(listingForm({ business_name: "جديد" }), token)],
    ["PUT /qr/businesses/{approved}", () => kit.qr.listings.update(listing.id, listingForm({ business_name: "اسم جديد" }), token)],
    ["PUT /qr/businesses/{pending}", () => kit.qr.listings.update(pending.id, listingForm({ business_name: "اسم جديد" }), token)],
    ["DELETE /qr/businesses/{approved}", () => kit.qr.listings.remove(listing.id, token)],
    ["DELETE /qr/businesses/{pending}", () => kit.qr.listings.remove(pending.id, token)],
    ["POST /qr/businesses/upload-image", () => kit.upload(token, PNG_1X1, "type=logo&businessId=temp_susp")],
    ["POST /qr/businesses/upload-image (listing)", () => kit.upload(token, PNG_1X1, `type=gallery&businessId=${listing.id}`)],
    // Even a body the form rules would refuse (cast to the form's type): the suspension is told first.
    ["POST /qr/businesses (invalid body)", () => kit.qr.listings.create({ business_name: "" } as ListingPayload, token)],
  ];
  it.each(writes)("%s answers 403 with the reason, in the owner's language", async (_route, call) => {
    const res = await call();
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toContain("حسابك موقوف");
    expect(res.json.message).toContain("مخالفة شروط الاستخدام");
  });

  it("changes nothing by any of those calls", async () => {
    const rows = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id));
    expect(rows.map((r) => [r.id, r.business_name, r.status]).sort()).toEqual(
      [
        [listing.id, "مطعم readonly", "approved"],
        [pending.id, "فرع ينتظر", "pending"],
      ].sort(),
    );
    expect(await kit.db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.business_id, listing.id))).toEqual([]);
    expect(await kit.db.select().from(uploads).where(eq(uploads.owner_id, owner.id))).toEqual([]);
  });

  it("says it in English to an English request", async () => {
    const res = await kit.qr.listings.remove(pending.id, token, { "accept-language": "en" });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/^Your account is suspended/);
  });

  it("still signs out", async () => {
    const other = (await login(owner)).json.data.token;
    expect((await kit.qr.auth.logout(other)).status).toBe(200);
  });

  it("writes again once reinstated", async () => {
    const { owner: back } = await approvedOwner("back");
    await suspend(back.id);
    const session = (await login(back)).json.data.token;
    expect((await kit.qr.listings.create(listingForm(), session)).status).toBe(403);
    await reinstate(back.id);
    expect((await kit.qr.listings.create(listingForm(), session)).status).toBe(201);
  });
});

describe("public view follows the suspension at once", () => {
  it("hides the listing's page, API answer, print kit, vCard and code at once, and brings them back on reinstatement", async () => {
    const { owner, listing } = await approvedOwner("public");
    // The API's public read by path here, beside the pages a visitor opens.
    const paths = [`/qr/${listing.unique_id}`, `/api/qr/businesses/${listing.unique_id}`, `/qr/${listing.unique_id}/print`, `/qr/${listing.unique_id}/contact.vcf`, `/qr/code/${listing.unique_id}.svg`];
    const statuses = async () => Promise.all(paths.map(async (p) => (await kit.app.request(p)).status));
    expect(await statuses()).toEqual([200, 200, 200, 200, 200]);
    await suspend(owner.id);
    expect(await statuses()).toEqual([404, 404, 404, 404, 404]);
    await reinstate(owner.id);
    expect(await statuses()).toEqual([200, 200, 200, 200, 200]);
  });

  it("with the page cache on, the cached page and API answer go at once, and come back at once", async () => {
    const cached = createApp({ ...kit.deps, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(kit.db) });
    const { owner, listing } = await approvedOwner("cached");
    // The typed calls, over this app with its page cache.
    const calls = qrCalls(typedClient(cached));
    const page = () => cached.request(`/qr/${listing.unique_id}`);
    const read = () => calls.listings.get(listing.unique_id);
    expect((await page()).status).toBe(200);
    const hit = await page();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain("مطعم cached");
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await calls.users.suspend(owner.id, { reason: "تحقق" }, admin)).status).toBe(200);
    const hidden = await page();
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain("مطعم cached");
    expect((await read()).status).toBe(404);
    expect((await calls.users.reinstate(owner.id, {}, admin)).status).toBe(200);
    expect((await page()).status).toBe(200);
    expect((await read()).status).toBe(200);
  });

  it("counts no scan of a suspended owner's printed code", async () => {
    const { owner, listing } = await approvedOwner("scan");
    await suspend(owner.id);
    const phone = { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36", "x-test-ip": "192.0.2.200" };
    expect((await kit.app.request(`/qr/${listing.unique_id}?src=qr`, { headers: phone })).status).toBe(404);
    await reinstate(owner.id);
    const stats = await kit.qr.admin.stats(listing.id, admin);
    expect(stats.json.data.total).toBe(0);
  });
});

describe("the owners' list and bulk suspension", () => {
  it("filters suspended owners apart from approved ones", async () => {
    const { owner: s } = await approvedOwner("filter");
    const { owner: a } = await approvedOwner("filter");
    await suspend(s.id);
    const suspended = (await kit.qr.users.list(admin, { status: "suspended", limit: "200" })).json.data;
    expect(suspended.map((u: { id: number }) => u.id)).toContain(s.id);
    expect(suspended.every((u: { status: string }) => u.status === "suspended")).toBe(true);
    const approved = (await kit.qr.users.list(admin, { status: "approved", limit: "200" })).json.data.map((u: { id: number }) => u.id);
    expect(approved).toContain(a.id);
    expect(approved).not.toContain(s.id);
  });

  it("suspends many with one reason, each checked, audited and notified; refuses the rest", async () => {
    const one = await approvedOwner("bulk");
    const two = await approvedOwner("bulk");
    const waiting = await kit.owner("bulkpending");
    const res = await kit.qr.users.bulk({ ids: [one.owner.id, two.owner.id, waiting.id, 999999], action: "suspend", note: "  حملة احتيال  " }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data.done.sort()).toEqual([one.owner.id, two.owner.id].sort());
    expect(res.json.data.failed).toEqual([
      { id: waiting.id, reason: "conflict" },
      { id: 999999, reason: "not_found" },
    ]);
    for (const { owner } of [one, two]) {
      expect((await auditOf("suspend", owner.id))[0].details).toBe("حملة احتيال");
      expect((await noticesOf(owner.id)).map((n) => [n.kind, n.notes])).toContainEqual(["owner_suspended", "حملة احتيال"]);
      expect(await kit.db.select().from(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id)))).toEqual([]);
      expect((await kit.app.request(`/qr/${(await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.owner_id, owner.id)))[0].unique_id}`)).status).toBe(404);
    }
    const back = await kit.qr.users.bulk({ ids: [one.owner.id, two.owner.id], action: "reinstate" }, admin);
    expect(back.json.data.done.sort()).toEqual([one.owner.id, two.owner.id].sort());
    expect(await auditOf("reinstate", one.owner.id)).toHaveLength(1);
  });

  it("refuses a bulk suspension without a reason (400 on the note), and suspends nobody", async () => {
    const { owner } = await approvedOwner("bulknote");
    for (const note of [undefined, "", "   "]) {
      const res = await kit.qr.users.bulk({ ids: [owner.id], action: "suspend", ...(note === undefined ? {} : { note }) }, admin);
      expect(res.status).toBe(400);
      expect(res.json.errors.note).toBe("هذا الحقل مطلوب");
    }
    const long = await kit.qr.users.bulk({ ids: [owner.id], action: "suspend", note: "س".repeat(1001) }, admin, { "accept-language": "en" });
    expect(long.status).toBe(400);
    expect(long.json.errors.note).toMatch(/1,?000/);
    const [row] = await kit.db.select().from(qrUsers).where(eq(qrUsers.id, owner.id));
    expect(row.suspended_at).toBeNull();
  });

  it("is for admins only", async () => {
    const { owner } = await approvedOwner("roles");
    expect((await kit.qr.users.suspend(owner.id, { reason: "x" }, owner.token)).status).toBe(403);
    expect((await kit.qr.users.suspend(owner.id, { reason: "x" })).status).toBe(401);
    expect((await kit.qr.users.bulk({ ids: [owner.id], action: "suspend", note: "x" }, owner.token)).status).toBe(403);
    const [row] = await kit.db.select().from(qrUsers).where(eq(qrUsers.id, owner.id));
    expect(row.suspended_at).toBeNull();
  });
});
