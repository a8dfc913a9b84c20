import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { qrNotifications } from "../../../../db/schema";
import ar from "../../../../locales/ar.json";
import en from "../../../../locales/en.json";
import { createT } from "../../../../locales/i18n";
import { ownerNoticeMail } from "../../../../shared/owner-notice";
import type { MailMessage, Mailer } from "../../../mail/mailer";
import { notify } from "../../../services/qr/notifications";
import { qrKitWith, type QrTestKit, type TestOwner } from "./qr-test-kit";

let kit: QrTestKit;
let admin: string;
let spare: TestOwner;
beforeAll(async () => void ({ kit, admin, owners: [spare] } = await qrKitWith(1, "bystander")));
afterEach(() => {
  kit.deps.mailer = undefined;
  vi.restoreAllMocks();
});

/** What the database holds for an owner, oldest first, without the clock. */
const noticesOf = async (ownerId: number) =>
  (await kit.db.select().from(qrNotifications).where(eq(qrNotifications.owner_id, ownerId)).orderBy(asc(qrNotifications.id))).map(
    ({ kind, business_id, business_name, notes, read_at }) => ({ kind, business_id, business_name, notes, read_at }),
  );

/** An owner whose account an admin has already approved (no notice kept from that). */
async function approvedOwner() {
  const owner = await kit.owner();
  expect((await kit.qr.users.approve(owner.id, { admin_notes: "" }, admin)).status).toBe(200);
  await kit.db.delete(qrNotifications).where(eq(qrNotifications.owner_id, owner.id));
  return owner;
}

/** A Mailer that keeps what it was asked to send, or fails every send when `fail` is given. */
function fakeMailer(fail?: Error) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      if (fail) throw fail;
      sent.push(message);
    },
  };
  kit.deps.mailer = mailer;
  return sent;
}

describe("every decision tells its owner", () => {
  it("an owner approved, and an owner rejected, with the admin's notes", async () => {
    const [yes, no] = [await kit.owner(), await kit.owner()];
    expect((await kit.qr.users.approve(yes.id, { admin_notes: "أهلاً بك" }, admin)).status).toBe(200);
    expect((await kit.qr.users.reject(no.id, { admin_notes: "  بيانات ناقصة " }, admin)).status).toBe(200);
    expect(await noticesOf(yes.id)).toEqual([{ kind: "owner_approved", business_id: null, business_name: null, notes: "أهلاً بك", read_at: null }]);
    expect(await noticesOf(no.id)).toEqual([{ kind: "owner_rejected", business_id: null, business_name: null, notes: "بيانات ناقصة", read_at: null }]);
    expect(await noticesOf(spare.id)).toEqual([]);
  });

  it("owners decided in bulk: one notice each with the shared note, none for an owner already decided", async () => {
    const [a, b] = [await kit.owner(), await approvedOwner()];
    const res = await kit.qr.users.bulk({ ids: [a.id, b.id], action: "reject", note: "حساب مكرر" }, admin);
    expect(res.json.data).toEqual({ done: [a.id], failed: [{ id: b.id, reason: "conflict" }] });
    expect(await noticesOf(a.id)).toEqual([expect.objectContaining({ kind: "owner_rejected", notes: "حساب مكرر" })]);
    expect(await noticesOf(b.id)).toEqual([]);
  });

  it("a listing approved for a pending owner tells of both: the account first, then the listing with the notes", async () => {
    const owner = await kit.owner();
    const listing = await kit.listing(owner, { business_name: "مقهى الياسمين" });
    expect((await kit.decide(listing.id, "approve", "صور جميلة")).status).toBe(200);
    expect(await noticesOf(owner.id)).toEqual([
      { kind: "owner_approved", business_id: null, business_name: null, notes: null, read_at: null },
      { kind: "listing_approved", business_id: listing.id, business_name: "مقهى الياسمين", notes: "صور جميلة", read_at: null },
    ]);
    // Newest first for the owner: the listing's notice on top.
    const list = (await kit.qr.notifications.list(owner.token)).json.data;
    expect(list.map((n: { kind: string }) => n.kind)).toEqual(["listing_approved", "owner_approved"]);
  });

  it("a listing of an approved owner: approval and rejection each tell once; a refused decision tells nothing", async () => {
    const owner = await approvedOwner();
    const [good, bad] = [await kit.listing(owner, { business_name: "مخبز الشام" }), await kit.listing(owner, { business_name: "مطعم البحر" })];
    await kit.decide(good.id, "approve");
    await kit.decide(bad.id, "reject", "الشعار غير واضح");
    expect((await kit.decide(bad.id, "approve")).status).toBe(409);
    expect(await noticesOf(owner.id)).toEqual([
      { kind: "listing_approved", business_id: good.id, business_name: "مخبز الشام", notes: null, read_at: null },
      { kind: "listing_rejected", business_id: bad.id, business_name: "مطعم البحر", notes: "الشعار غير واضح", read_at: null },
    ]);
  });

  it("listings decided in bulk: each owner told of their own, the implied owner approval included", async () => {
    const [pendingOwner, approved] = [await kit.owner(), await approvedOwner()];
    const [first, second] = [await kit.listing(pendingOwner, { business_name: "الأول" }), await kit.listing(approved, { business_name: "الثاني" })];
    const res = await kit.qr.admin.bulk({ ids: [first.id, second.id], action: "approve", note: "موافقة جماعية" }, admin);
    expect(res.json.data.done).toEqual([first.id, second.id]);
    expect(await noticesOf(pendingOwner.id)).toEqual([
      expect.objectContaining({ kind: "owner_approved", notes: null }),
      expect.objectContaining({ kind: "listing_approved", business_id: first.id, business_name: "الأول", notes: "موافقة جماعية" }),
    ]);
    expect(await noticesOf(approved.id)).toEqual([expect.objectContaining({ kind: "listing_approved", business_id: second.id, business_name: "الثاني" })]);

    const third = await kit.listing(approved, { business_name: "الثالث" });
    await kit.qr.admin.bulk({ ids: [third.id, second.id], action: "reject", note: "ناقص" }, admin);
    // The second is approved already: a conflict, told nothing.
    expect((await noticesOf(approved.id)).slice(1)).toEqual([expect.objectContaining({ kind: "listing_rejected", business_id: third.id, business_name: "الثالث", notes: "ناقص" })]);
  });

  it("revisions approved and rejected, under the listing's name after the decision", async () => {
    const owner = await approvedOwner();
    const listing = await kit.approvedListing(owner, { business_name: "الاسم القديم" });
    await kit.db.delete(qrNotifications).where(eq(qrNotifications.owner_id, owner.id));
    const rename = await kit.qr.listings.update(listing.id, { business_name: "الاسم الجديد" }, owner.token);
    await kit.qr.revisions.approve(rename.json.data.revision.id, { admin_notes: "تمام" }, admin);
    const phone = await kit.qr.listings.update(listing.id, { phone: "+963 11 999 9999" }, owner.token);
    await kit.qr.revisions.reject(phone.json.data.revision.id, { admin_notes: "الرقم غير صحيح" }, admin);
    expect(await noticesOf(owner.id)).toEqual([
      { kind: "revision_approved", business_id: listing.id, business_name: "الاسم الجديد", notes: "تمام", read_at: null },
      { kind: "revision_rejected", business_id: listing.id, business_name: "الاسم الجديد", notes: "الرقم غير صحيح", read_at: null },
    ]);
  });

  it("keeps the listing's name once the listing is deleted", async () => {
    const owner = await approvedOwner();
    const listing = await kit.listing(owner, { business_name: "مغلق" });
    await kit.decide(listing.id, "reject", "لا");
    expect((await kit.qr.listings.remove(listing.id, owner.token)).status).toBe(200);
    expect((await kit.qr.notifications.list(owner.token)).json.data).toEqual([
      expect.objectContaining({ kind: "listing_rejected", business_id: null, business_name: "مغلق", notes: "لا" }),
    ]);
  });
});

describe("GET /api/qr/notifications and POST /api/qr/notifications/read", () => {
  let me: TestOwner;
  let other: TestOwner;
  beforeAll(async () => {
    [me, other] = [await kit.owner("reader"), await kit.owner("other")];
    const start = Date.UTC(2026, 0, 1);
    // Five of mine a day apart (oldest first), one of the other owner's.
    for (let i = 0; i < 5; i++) await notify(kit.db, { owner_id: me.id, kind: "listing_rejected", business_name: `نشاط ${i}`, notes: `ملاحظة ${i}` }, start + i * 86_400_000);
    await notify(kit.db, { owner_id: other.id, kind: "owner_approved" }, start);
  });
  type Query = Parameters<QrTestKit["qr"]["notifications"]["list"]>[1];
  const mine = async (query: Query = {}, token = me.token, headers?: Record<string, string>) => kit.qr.notifications.list(token, query, headers);

  it("refuses without a session (401) and to an admin (403)", async () => {
    expect((await kit.qr.notifications.list()).status).toBe(401);
    expect((await kit.qr.notifications.read({})).status).toBe(401);
    const asAdmin = await kit.qr.notifications.list(admin, undefined, { "accept-language": "en" });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.json.success).toBe(false);
    expect((await kit.qr.notifications.read({}, admin)).status).toBe(403);
  });

  it("lists the owner's own only, newest first, paged, with the unread count and no owner id", async () => {
    const all = await mine();
    expect(all.status).toBe(200);
    expect(all.json.data.map((n: { business_name: string }) => n.business_name)).toEqual(["نشاط 4", "نشاط 3", "نشاط 2", "نشاط 1", "نشاط 0"]);
    expect(all.json.data[0]).toEqual({
      id: expect.any(Number),
      kind: "listing_rejected",
      business_id: null,
      business_name: "نشاط 4",
      notes: "ملاحظة 4",
      created_at: "2026-01-05T00:00:00.000Z",
      read_at: null,
    });
    expect(all.json.meta).toMatchObject({ total: 5, page: 1, pages: 1, unread: 5 });

    const second = await mine({ limit: "2", page: "2" });
    expect(second.json.data.map((n: { business_name: string }) => n.business_name)).toEqual(["نشاط 2", "نشاط 1"]);
    expect(second.json.meta).toMatchObject({ total: 5, page: 2, limit: 2, pages: 3, unread: 5 });
    // Either digit system, as every list takes it.
    expect((await mine({ limit: "٢", page: "٣" })).json.data.map((n: { business_name: string }) => n.business_name)).toEqual(["نشاط 0"]);

    const theirs = await mine({}, other.token);
    expect(theirs.json.data.map((n: { kind: string }) => n.kind)).toEqual(["owner_approved"]);
    expect(theirs.json.meta).toMatchObject({ total: 1, unread: 1 });
  });

  it("answers a bad page or limit with a 400 naming the field, in the request's language", async () => {
    const res = await mine({ limit: "0" }, me.token, { "accept-language": "en" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ limit: "From 1 to 200 rows per page" });
    expect((await mine({ page: "x" })).json.errors.page).toBe("يجب أن تكون القيمة رقماً صحيحاً");
  });

  it("marks the given ids read, ignoring another owner's, then all; the time of a first reading is kept", async () => {
    const ids = (await mine()).json.data.map((n: { id: number }) => n.id) as number[];
    const theirId = (await mine({}, other.token)).json.data[0].id as number;
    kit.deps.now = () => Date.UTC(2026, 1, 1);
    try {
      const some = await kit.qr.notifications.read({ ids: [ids[0], ids[1], theirId, 999_999] }, me.token);
      expect(some.status).toBe(200);
      expect(some.json.data).toEqual({ unread: 3 });
      expect((await mine({}, other.token)).json.meta.unread).toBe(1);
      expect((await kit.db.select().from(qrNotifications).where(eq(qrNotifications.id, theirId)))[0].read_at).toBeNull();
      const listed = (await mine()).json;
      expect(listed.meta.unread).toBe(3);
      expect(listed.data[0].read_at).toBe("2026-02-01T00:00:00.000Z");
      expect(listed.data[2].read_at).toBeNull();

      kit.deps.now = () => Date.UTC(2026, 2, 1);
      expect((await kit.qr.notifications.read({ ids: [] }, me.token)).json.data).toEqual({ unread: 3 });
      expect((await kit.qr.notifications.read({}, me.token)).json.data).toEqual({ unread: 0 });
      const after = (await mine()).json.data.map((n: { read_at: string }) => n.read_at);
      expect(after).toEqual(["2026-02-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"]);
      expect((await mine({}, other.token)).json.meta.unread).toBe(1);
    } finally {
      kit.deps.now = undefined;
    }
  });

  it("refuses ids that are not whole positive numbers, or too many, field by field", async () => {
    // An id that is not a number: cast, as the API must refuse it.
    const bad = await kit.qr.notifications.read({ ids: [1, "x" as unknown as number] }, me.token, { "accept-language": "en" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ "ids.1": "Must be a whole number" });
    const many = await kit.qr.notifications.read({ ids: Array.from({ length: 201 }, (_, i) => i + 1) }, me.token);
    expect(many.status).toBe(400);
    expect(Object.keys(many.json.errors)).toEqual(["ids"]);
  });
});

describe("the e-mail, where a mailer is configured", () => {
  const tAr = createT(ar, "ar");
  const tEn = createT(en, "en");

  it("sends the owner the decision in both languages, Arabic first, with the dashboard's link", async () => {
    const owner = await approvedOwner();
    const listing = await kit.listing(owner, { business_name: "مقهى الياسمين" });
    const sent = fakeMailer();
    expect((await kit.decide(listing.id, "reject", "الصور غير واضحة")).status).toBe(200);
    const expected = ownerNoticeMail(tAr, tEn, { kind: "listing_rejected", business_name: "مقهى الياسمين", notes: "الصور غير واضحة" }, { link: "http://localhost/qr/dashboard" });
    expect(sent).toEqual([{ to: `${owner.username}@example.com`, subject: expected.subject, text: expected.text, lang: "ar", parts: expected.parts }]);
    expect(sent[0].text.indexOf("رُفض نشاطك التجاري")).toBeLessThan(sent[0].text.indexOf("has been rejected"));
  });

  it("sends one mail per notice: an implied owner approval and the listing's", async () => {
    const sent = fakeMailer();
    const owner = await kit.owner();
    await kit.decide((await kit.listing(owner)).id, "approve");
    expect(sent.map((m) => m.to)).toEqual([`${owner.username}@example.com`, `${owner.username}@example.com`]);
    expect(sent[0].subject).toContain("تمت الموافقة على حسابك");
    expect(sent[1].subject).toContain("has been approved");
  });

  it("still takes and records the decision when the mail fails, and logs why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeMailer(new Error("SMTP server down"));
    const owner = await kit.owner();
    const res = await kit.qr.users.reject(owner.id, { admin_notes: "مكرر" }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("rejected");
    expect(await noticesOf(owner.id)).toEqual([expect.objectContaining({ kind: "owner_rejected", notes: "مكرر" })]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0][0]))).toMatchObject({ level: "error", event: "owner_notice_mail_failed", owner_id: owner.id, kind: "owner_rejected", error: "SMTP server down" });
  });

  it("answers the admin without waiting for the mail server, and the mail still goes", async () => {
    const sent: MailMessage[] = [];
    let release!: () => void;
    const slowServer = new Promise<void>((resolve) => (release = resolve));
    kit.deps.mailer = {
      async send(message) {
        await slowServer; // an SMTP server that has not answered yet
        sent.push(message);
      },
    };
    const owner = await kit.owner();
    const res = await kit.qr.users.approve(owner.id, { admin_notes: "" }, admin);
    expect(res.status).toBe(200);
    expect(sent).toEqual([]);
    expect((await kit.qr.notifications.list(owner.token)).json.meta.unread).toBe(1);
    release();
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual([`${owner.username}@example.com`]));
  });

  it("sends nothing without a mailer, and the decision is told on the dashboard all the same", async () => {
    const owner = await kit.owner();
    expect(kit.deps.mailer).toBeUndefined();
    expect((await kit.qr.users.approve(owner.id, { admin_notes: "" }, admin)).status).toBe(200);
    expect((await kit.qr.notifications.list(owner.token)).json.meta.unread).toBe(1);
  });
});

describe("the admin's views carry the owner's phone, for the WhatsApp message", () => {
  it("in the listing table, one listing, and a revision's review", async () => {
    const owner = await approvedOwner();
    const listing = await kit.approvedListing(owner);
    const row = (await kit.qr.admin.list(admin, { owner_id: String(owner.id) })).json.data[0];
    expect(row.owner_phone).toBe("+963 944 555 666");
    expect((await kit.qr.admin.get(listing.id, admin)).json.data.owner_phone).toBe("+963 944 555 666");
    const put = await kit.qr.listings.update(listing.id, { description: "جديد" }, owner.token);
    expect((await kit.qr.revisions.get(put.json.data.revision.id, admin)).json.data.owner_phone).toBe("+963 944 555 666");
  });
});
