import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrBusinesses, qrBusinessRevisions, qrNotifications } from "../../../../db/schema";
import { createApp } from "../../../app";
import { memoryPageCache } from "../../../render/page-store";
import { memoryContentVersion } from "../../../services/content-version";
import { typedClient } from "../../../testing/test-app";
import { createQrTestApp, qrCalls, withoutOwnerLimits, listingForm, type QrTestKit, type TestOwner } from "./qr-test-kit";

/**
 * Unpublishing an approved listing and publishing it again: only from the right state, with a
 * reason the owner reads, audited and notified, out of public view at once, and never a way to
 * publish an edit nobody reviewed.
 */

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let admin: string;
let owner: TestOwner;
beforeAll(async () => {
  // Many listings for one owner here: the listing limits are tested on their own.
  kit = withoutOwnerLimits(await createQrTestApp());
  admin = await kit.admin();
  owner = await kit.owner("unpub");
});

type Reason = Parameters<QrTestKit["qr"]["admin"]["unpublish"]>[1];
const unpublish = (id: number | string, body: Reason = { reason: "صور مضللة" }, headers?: Record<string, string>) => kit.qr.admin.unpublish(id, body, admin, headers);
const republish = (id: number | string) => kit.qr.admin.republish(id, undefined, admin);
const auditOf = (action: string, id: number) =>
  kit.db.select().from(auditLog).where(and(eq(auditLog.entity, "qr_business"), eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
/** The moderation notices about a listing (its approval, which the kit makes through the API, has one too). */
const noticesAbout = (id: number) =>
  kit.db
    .select()
    .from(qrNotifications)
    .where(and(eq(qrNotifications.business_id, id), ne(qrNotifications.kind, "listing_approved")))
    .orderBy(qrNotifications.id);
const rowOf = async (id: number) => (await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, id)))[0];

describe("POST /api/qr/admin/{id}/unpublish", () => {
  it("takes an approved listing out of public view with its reason: audited, the owner notified", async () => {
    const listing = await kit.approvedListing(owner, { business_name: "مطعم البحر" });
    const res = await unpublish(listing.id, { reason: "  صور مضللة  " });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("أُلغي نشر النشاط التجاري");
    expect(res.json.data).toMatchObject({ id: listing.id, status: "unpublished", unpublish_reason: "صور مضللة", unique_id: listing.unique_id });
    expect((await auditOf("unpublish", listing.id))[0]).toMatchObject({ actor_kind: "admin", details: "صور مضللة" });
    const [notice] = await noticesAbout(listing.id);
    expect(notice).toMatchObject({ owner_id: owner.id, kind: "listing_unpublished", business_name: "مطعم البحر", notes: "صور مضللة" });
    // Its owner sees the state and the reason on their dashboard.
    const mine = (await kit.qr.listings.mine(owner.token)).json.data.find((b: { id: number }) => b.id === listing.id);
    expect(mine).toMatchObject({ status: "unpublished", unpublish_reason: "صور مضللة" });
    // Visitors never see the reason, nor the listing.
    expect((await kit.qr.listings.get(listing.unique_id)).status).toBe(404);
  });

  it("needs a reason of 1 to 1,000 characters", async () => {
    const listing = await kit.approvedListing(owner);
    // No reason at all, which the body's type requires: cast, as the API must refuse it.
    for (const body of [{} as Reason, { reason: "   " }]) {
      const res = await unpublish(listing.id, body);
      expect(res.status).toBe(400);
      expect(res.json.errors.reason).toBe("هذا الحقل مطلوب");
    }
    const en = await unpublish(listing.id, { reason: "x".repeat(1001) }, { "accept-language": "en" });
    expect(en.status).toBe(400);
    expect(en.json.errors.reason).toMatch(/^.*1,?000/);
    expect((await rowOf(listing.id)).status).toBe("approved");
  });

  it("unpublishes only an approved listing: 409 for pending, rejected or unpublished ones, 404 for unknown", async () => {
    const pending = await kit.listing(owner);
    const rejected = await kit.listing(owner);
    await kit.decide(rejected.id, "reject", "ناقص");
    const twice = await kit.approvedListing(owner);
    await unpublish(twice.id);
    for (const id of [pending.id, rejected.id, twice.id]) {
      const res = await unpublish(id);
      expect(res.status, String(id)).toBe(409);
      expect(res.json.message).toBe("لا يمكن إلغاء نشر إلا نشاط معتمد ومنشور");
    }
    expect((await unpublish(999999)).status).toBe(404);
    expect((await unpublish("abc")).status).toBe(404);
    expect((await rowOf(pending.id)).status).toBe("pending");
    expect((await rowOf(rejected.id)).status).toBe("rejected");
    expect(await noticesAbout(pending.id)).toEqual([]);
  });
});

describe("POST /api/qr/admin/{id}/republish", () => {
  it("puts an unpublished listing back as approved, the reason cleared: audited as publish, the owner notified", async () => {
    const listing = await kit.approvedListing(owner, { business_name: "مقهى العودة" });
    await unpublish(listing.id);
    const res = await republish(listing.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("أُعيد نشر النشاط التجاري");
    expect(res.json.data).toMatchObject({ status: "approved", unpublish_reason: null, unique_id: listing.unique_id });
    expect(await auditOf("publish", listing.id)).toHaveLength(1);
    expect((await noticesAbout(listing.id)).map((n) => [n.kind, n.notes])).toEqual([
      ["listing_unpublished", "صور مضللة"],
      ["listing_republished", null],
    ]);
    expect((await kit.qr.listings.get(listing.unique_id)).status).toBe(200);
  });

  it("republishes only an unpublished listing: 409 otherwise, 404 for unknown", async () => {
    const approved = await kit.approvedListing(owner);
    const pending = await kit.listing(owner);
    for (const id of [approved.id, pending.id]) {
      const res = await republish(id);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("هذا النشاط التجاري ليس ملغى النشر");
    }
    expect((await republish(999999)).status).toBe(404);
    expect((await rowOf(pending.id)).status).toBe("pending");
  });
});

describe("an owner's edit of an unpublished listing", () => {
  it("is stored as a revision for review, so republishing shows the reviewed listing, never the edit", async () => {
    const listing = await kit.approvedListing(owner, { business_name: "الاسم المعتمد" });
    await unpublish(listing.id);
    const edit = await kit.qr.listings.update(listing.id, listingForm({ business_name: "اسم لم يراجع" }), owner.token);
    expect(edit.status).toBe(200);
    expect(edit.json.message).toBe("أُرسلت التعديلات للمراجعة، وتبقى الصفحة الحالية ظاهرة للزوار حتى الموافقة عليها");
    expect(edit.json.data).toMatchObject({ status: "unpublished", business_name: "الاسم المعتمد", revision: { status: "pending" } });
    expect((await rowOf(listing.id)).business_name).toBe("الاسم المعتمد");
    await republish(listing.id);
    const page = await kit.app.request(`/qr/${listing.unique_id}`);
    const html = await page.text();
    expect(html).toContain("الاسم المعتمد");
    expect(html).not.toContain("اسم لم يراجع");
    const [revision] = await kit.db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.business_id, listing.id));
    expect(revision.status).toBe("pending");
  });

  it("a revision approved while the listing is unpublished updates it and keeps it unpublished", async () => {
    const listing = await kit.approvedListing(owner, { business_name: "قبل" });
    await unpublish(listing.id);
    await kit.qr.listings.update(listing.id, listingForm({ business_name: "بعد" }), owner.token);
    const [revision] = await kit.db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.business_id, listing.id));
    expect((await kit.qr.revisions.approve(revision.id, { admin_notes: "" }, admin)).status).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({ business_name: "بعد", status: "unpublished" });
    expect((await kit.app.request(`/qr/${listing.unique_id}`)).status).toBe(404);
  });

  it("the owner may still delete their unpublished listing", async () => {
    const listing = await kit.approvedListing(owner);
    await unpublish(listing.id);
    expect((await kit.qr.listings.remove(listing.id, owner.token)).status).toBe(200);
  });
});

describe("public view follows unpublishing at once", () => {
  it("page, API, print kit, vCard and code answer 404 while unpublished, with the page cache on, and come back", async () => {
    const cached = createApp({ ...kit.deps, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(kit.db) });
    const listing = await kit.approvedListing(owner, { business_name: "مخبز الحي" });
    // The API's public read by path here, beside the pages a visitor opens.
    const paths = [`/qr/${listing.unique_id}`, `/api/qr/businesses/${listing.unique_id}`, `/qr/${listing.unique_id}/print`, `/qr/${listing.unique_id}/contact.vcf`, `/qr/code/${listing.unique_id}.svg`, `/qr/${listing.id}`];
    const statuses = async () => Promise.all(paths.map(async (p) => (await cached.request(p)).status));
    expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await cached.request(`/qr/${listing.unique_id}`)).headers.get("x-page-cache")).toBe("hit");
    // The typed calls, over this app with its page cache.
    const calls = qrCalls(typedClient(cached));
    expect((await calls.admin.unpublish(listing.id, { reason: "تزوير الشهادات" }, admin)).status).toBe(200);
    expect(await statuses()).toEqual([404, 404, 404, 404, 404, 404]);
    const page = await (await cached.request(`/qr/${listing.unique_id}`)).text();
    expect(page).not.toContain("مخبز الحي");
    // Neither the reason: visitors read nothing about the listing.
    expect(page).not.toContain("تزوير الشهادات");
    expect((await calls.admin.republish(listing.id, {}, admin)).status).toBe(200);
    expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("counts no scan of an unpublished listing's printed code", async () => {
    const listing = await kit.approvedListing(owner);
    await unpublish(listing.id);
    const phone = { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36", "x-test-ip": "192.0.2.201" };
    expect((await kit.app.request(`/qr/${listing.unique_id}?src=qr`, { headers: phone })).status).toBe(404);
    expect((await kit.qr.admin.stats(listing.id, admin)).json.data.total).toBe(0);
  });
});

describe("the listings' list and bulk unpublishing", () => {
  it("filters unpublished listings", async () => {
    const gone = await kit.approvedListing(owner);
    const live = await kit.approvedListing(owner);
    await unpublish(gone.id);
    const unpublished = (await kit.qr.admin.list(admin, { status: "unpublished", limit: "200" })).json.data;
    expect(unpublished.map((b: { id: number }) => b.id)).toContain(gone.id);
    expect(unpublished.every((b: { status: string }) => b.status === "unpublished")).toBe(true);
    expect(unpublished.find((b: { id: number }) => b.id === gone.id).unpublish_reason).toBe("صور مضللة");
    const approved = (await kit.qr.admin.list(admin, { status: "approved", limit: "200" })).json.data.map((b: { id: number }) => b.id);
    expect(approved).toContain(live.id);
    expect(approved).not.toContain(gone.id);
  });

  it("unpublishes many with one reason, each checked, audited and notified; publishes them again", async () => {
    const a = await kit.approvedListing(owner);
    const b = await kit.approvedListing(owner);
    const pending = await kit.listing(owner);
    const res = await kit.qr.admin.bulk({ ids: [a.id, b.id, pending.id, 999999], action: "unpublish", note: "  مخالفة  " }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data.done.sort()).toEqual([a.id, b.id].sort());
    expect(res.json.data.failed).toEqual([
      { id: pending.id, reason: "conflict" },
      { id: 999999, reason: "not_found" },
    ]);
    for (const id of [a.id, b.id]) {
      expect(await rowOf(id)).toMatchObject({ status: "unpublished", unpublish_reason: "مخالفة" });
      expect((await auditOf("unpublish", id))[0].details).toBe("مخالفة");
      expect((await noticesAbout(id)).map((n) => [n.kind, n.notes])).toEqual([["listing_unpublished", "مخالفة"]]);
    }
    const back = await kit.qr.admin.bulk({ ids: [a.id, b.id, pending.id], action: "publish" }, admin);
    expect(back.json.data.done.sort()).toEqual([a.id, b.id].sort());
    expect(back.json.data.failed).toEqual([{ id: pending.id, reason: "conflict" }]);
    expect(await auditOf("publish", a.id)).toHaveLength(1);
    expect((await kit.qr.listings.get(a.unique_id)).status).toBe(200);
  });

  it("refuses a bulk unpublish without a reason (400 on the note), and unpublishes nothing", async () => {
    const listing = await kit.approvedListing(owner);
    const res = await kit.qr.admin.bulk({ ids: [listing.id], action: "unpublish", note: " " }, admin);
    expect(res.status).toBe(400);
    expect(res.json.errors.note).toBe("هذا الحقل مطلوب");
    expect((await rowOf(listing.id)).status).toBe("approved");
    // Approving and rejecting still need no note.
    const pending = await kit.listing(owner);
    expect((await kit.qr.admin.bulk({ ids: [pending.id], action: "approve" }, admin)).json.data.done).toEqual([pending.id]);
  });

  it("is for admins only", async () => {
    const listing = await kit.approvedListing(owner);
    expect((await kit.qr.admin.unpublish(listing.id, { reason: "x" }, owner.token)).status).toBe(403);
    expect((await kit.qr.admin.republish(listing.id, {}, owner.token)).status).toBe(403);
    expect((await kit.qr.admin.unpublish(listing.id, { reason: "x" })).status).toBe(401);
    expect((await rowOf(listing.id)).status).toBe("approved");
  });
});
