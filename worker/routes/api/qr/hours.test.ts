import { eq } from "drizzle-orm";
import { rawRequest } from "../../../testing/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrBusinessRevisions } from "../../../../db/schema";
import { createApp } from "../../../app";
import { memoryPageCache } from "../../../render/page-store";
import { memoryContentVersion } from "../../../services/content-version";
import type { OpeningHours } from "../../../../shared/opening-hours";
import { typedClient } from "../../../testing/test-app";
import { addressesIn, createQrTestApp, qrCalls, type HoursBody, type ListingEdit } from "./qr-test-kit";

/**
 * Opening hours through the API: the owner's and the admin's writes, what is refused and how it
 * is told, who may write, what the public reads show, and the page cache never showing a badge
 * that is no longer true.
 */

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let admin: string;
beforeAll(async () => {
  kit = await createQrTestApp();
  admin = await kit.admin();
});

const r = (open: string, close: string) => ({ open, close });
/** Open 09:00 to 23:00 every day but Friday. */
const shopHours = (over: Partial<OpeningHours> = {}): OpeningHours => ({
  time_zone: "Asia/Damascus",
  week: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 5 ? [] : [r("09:00", "23:00")])),
  exceptions: [],
  ...over,
});
type Hours = HoursBody["hours"];
/** The owner's PUT of their hours, answered in `lang`. */
const putHours = (id: number, hours: Hours, token: string, lang = "ar") => kit.qr.listings.hours(id, { hours }, token, { "accept-language": lang });
/** Damascus is UTC+3 all year: 2026-11-26 is a Thursday. */
const damascus = (local: string) => Date.parse(`${local}:00+03:00`);
/** A new address for each sign-in: sign-ins are throttled per address. */
const fromIp = addressesIn("192.0.2");

const approvedOwner = (prefix = "hours") => kit.approvedOwner(prefix, `مقهى ${prefix}`);

describe("PUT /api/qr/businesses/{id}/hours", () => {
  it("saves the owner's hours at once, without review, and every read shows them", async () => {
    const { owner, listing } = await approvedOwner();
    expect(listing.hours).toBeNull();
    const res = await putHours(listing.id, { ...shopHours(), time_zone: "asia/damascus", week: shopHours().week.map((d, i) => (i === 6 ? [r("18:00", "02:00"), r("09:00", "12:00")] : d)) }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("حُفظت ساعات العمل");
    // The zone in its canonical spelling, the ranges in the order they happen.
    expect(res.json.data.hours.time_zone).toBe("Asia/Damascus");
    expect(res.json.data.hours.week[6]).toEqual([r("09:00", "12:00"), r("18:00", "02:00")]);
    expect((await kit.db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.business_id, listing.id))).length).toBe(0);
    const publicRead = await kit.qr.listings.get(listing.unique_id);
    expect(publicRead.json.data.hours.week[6]).toHaveLength(2);
    const ownerRead = await kit.qr.listings.edit(listing.id, owner.token);
    expect(ownerRead.json.data.hours.time_zone).toBe("Asia/Damascus");
    // Null takes them off the page.
    expect((await putHours(listing.id, null, owner.token)).json.data.hours).toBeNull();
    expect((await kit.qr.listings.get(listing.unique_id)).json.data.hours).toBeNull();
  });

  it("works on a listing still waiting for review too", async () => {
    const owner = await kit.owner("pending");
    const listing = await kit.listing(owner);
    expect((await putHours(listing.id, shopHours(), owner.token)).status).toBe(200);
  });

  it("refuses bad hours with a message per field, in Arabic and in English", async () => {
    const { owner, listing } = await approvedOwner("bad");
    const week = shopHours().week;
    const cases: [Hours, string, string, string][] = [
      [shopHours({ week: week.map((d, i) => (i === 1 ? [r("10:00", "10:00")] : d)) }), "week.1.0.close", "وقت الفتح ووقت الإغلاق متساويان", "Opening and closing times are the same"],
      [shopHours({ week: week.map((d, i) => (i === 2 ? [r("09:00", "13:00"), r("12:00", "15:00")] : d)) }), "week.2.1.open", "تتداخل مع فترة أخرى", "overlaps another range"],
      [shopHours({ week: week.map((d, i) => (i === 3 ? [r("18:00", "03:00"), r("20:00", "22:00")] : d)) }), "week.3.1.open", "تتداخل", "overlaps"],
      [shopHours({ week: week.map((d, i) => (i === 0 ? ["01", "03", "05", "07", "09"].map((h) => r(`${h}:00`, `${h}:30`)) : d)) }), "week.0", "٤ فترات في اليوم", "At most 4 ranges a day"],
      [shopHours({ exceptions: [{ from: "2026-12-10", to: "2026-12-01", label: "", ranges: [] }] }), "exceptions.0.to", "اليوم الأخير قبل اليوم الأول", "The last day is before the first day"],
      [shopHours({ time_zone: "Mars/Olympus" }), "time_zone", "منطقة زمنية غير معروفة", "Unknown time zone"],
      [shopHours({ week: week.map((d, i) => (i === 0 ? [r("9:00", "25:00")] : d)) }), "week.0.0.open", "ساعات ودقائق", "hours and minutes"],
      [shopHours({ week: week.slice(0, 6) }), "week", "قيمة غير صالحة", "Invalid value"],
      [shopHours({ exceptions: [{ from: "2026-12-01", to: "2026-12-03", label: "أ".repeat(81), ranges: [] }] }), "exceptions.0.label", "٨٠", "80"],
      [
        shopHours({ exceptions: [{ from: "2026-12-01", to: "2026-12-05", label: "", ranges: [] }, { from: "2026-12-05", to: "2026-12-06", label: "", ranges: [] }] }),
        "exceptions.1.from",
        "تتداخل مع استثناء آخر",
        "overlap another exception",
      ],
    ];
    for (const [hours, field, arText, enText] of cases) {
      const ar = await putHours(listing.id, hours, owner.token);
      expect(ar.status, field).toBe(400);
      expect(ar.json.message).toBe("بعض الساعات تحتاج إلى تصحيح");
      expect(ar.json.errors[field], JSON.stringify(ar.json.errors)).toContain(arText);
      const en = await putHours(listing.id, hours, owner.token, "en");
      expect(en.json.message).toBe("Some hours need correcting");
      expect(en.json.errors[field], JSON.stringify(en.json.errors)).toContain(enText);
    }
    // Nothing was stored.
    expect((await kit.qr.listings.edit(listing.id, owner.token)).json.data.hours).toBeNull();
  });

  it("refuses a night that runs into the next day's first hours", async () => {
    const { owner, listing } = await approvedOwner("night");
    const week = shopHours().week.map((d, i) => (i === 4 ? [r("22:00", "10:00")] : d)); // Thursday into Friday: fine, Friday closed
    expect((await putHours(listing.id, shopHours({ week }), owner.token)).status).toBe(200);
    const clash = shopHours().week.map((d, i) => (i === 0 ? [r("22:00", "10:00")] : d)); // Sunday night into Monday's 09:00
    const res = await putHours(listing.id, shopHours({ week: clash }), owner.token, "en");
    expect(res.status).toBe(400);
    expect(res.json.errors["week.1.0.open"]).toBe("This range starts before the previous night's hours end");
  });

  it("answers 400, never 500, for bodies of the wrong shape", async () => {
    const { owner, listing } = await approvedOwner("shape");
    for (const hours of ["open", 12, { week: "all" }, { week: [[{ open: 9 }]] }, { week: Array(7).fill([]), exceptions: Array(31).fill({ from: "2026-01-01", to: "2026-01-01", label: "", ranges: [] }) }]) {
      // Shapes the hours' type forbids: cast, as the API must refuse them.
      expect((await putHours(listing.id, hours as Hours, owner.token)).status, JSON.stringify(hours).slice(0, 60)).toBe(400);
    }
    // Raw: the typed client sends JSON only, and this body is not JSON.
    expect((await rawRequest(kit.app, "PUT", kit.typed.qr.businesses[":id"].hours.$url({ param: { id: String(listing.id) } }), "not json", owner.token)).status).toBe(400);
  });

  it("is the owner's own: another owner is told 'not found', an admin on this route and a visitor are refused", async () => {
    const { listing } = await approvedOwner("mine");
    const other = await kit.owner("other");
    const res = await putHours(listing.id, shopHours(), other.token);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("النشاط التجاري غير موجود");
    expect((await putHours(listing.id, shopHours(), admin)).status).toBe(403);
    expect((await kit.qr.listings.hours(listing.id, { hours: shopHours() })).status).toBe(401);
    expect((await putHours(999999, shopHours(), other.token)).status).toBe(404);
    expect((await kit.qr.listings.get(listing.unique_id)).json.data.hours).toBeNull();
  });

  it("refuses a suspended owner with the reason, before reading the body", async () => {
    const { owner, listing } = await approvedOwner("susp");
    expect((await kit.qr.users.suspend(owner.id, { reason: "شكاوى" }, admin)).status).toBe(200);
    const login = await kit.qr.auth.login({ username: owner.username, password: owner.password }, undefined, fromIp());
    const token = login.json.data.token as string;
    // Nonsense hours (cast): the suspension is told before the body is read.
    const res = await putHours(listing.id, { nonsense: true } as unknown as Hours, token);
    expect(res.status).toBe(403);
    expect(res.json.message).toContain("شكاوى");
  });

  it("never comes back from a revision: approving an older edit keeps the newer hours", async () => {
    const { owner, listing } = await approvedOwner("rev");
    expect((await kit.qr.listings.update(listing.id, { description: "وصف جديد" }, owner.token)).status).toBe(200);
    const [revision] = await kit.db.select().from(qrBusinessRevisions).where(eq(qrBusinessRevisions.business_id, listing.id));
    expect(revision.data).not.toContain("hours");
    expect((await putHours(listing.id, shopHours(), owner.token)).status).toBe(200);
    // Even a revision whose stored proposal names hours (written by an older or a buggy client) carries none.
    await kit.db.update(qrBusinessRevisions).set({ data: JSON.stringify({ ...JSON.parse(revision.data), hours: null }) }).where(eq(qrBusinessRevisions.id, revision.id));
    expect((await kit.qr.revisions.approve(revision.id, { admin_notes: "" }, admin)).status).toBe(200);
    const [row] = await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, listing.id));
    expect(row.description).toBe("وصف جديد");
    expect(row.hours).toEqual(shopHours());
    // And the admin's listing edit leaves them alone as well.
    // Hours are not a field of the form (cast): the edit ignores them.
    expect((await kit.qr.admin.update(listing.id, { description: "وصف المشرف", hours: null } as ListingEdit, admin)).status).toBe(200);
    expect((await kit.db.select().from(qrBusinesses).where(eq(qrBusinesses.id, listing.id)))[0].hours).toEqual(shopHours());
  });

  it("bounds how often one owner saves (30 an hour)", async () => {
    const { owner, listing } = await approvedOwner("fast");
    const at = Date.parse("2026-11-26T10:00:00Z");
    kit.deps.now = () => at;
    try {
      for (let i = 0; i < 30; i++) expect((await putHours(listing.id, shopHours(), owner.token)).status).toBe(200);
      const res = await putHours(listing.id, shopHours(), owner.token, "en");
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      delete kit.deps.now;
    }
  });
});

describe("PUT /api/qr/admin/{id}/hours", () => {
  it("lets the admin correct any listing's hours, and only the admin", async () => {
    const { owner, listing } = await approvedOwner("adm");
    const res = await kit.qr.admin.hours(listing.id, { hours: shopHours() }, admin);
    expect(res.status).toBe(200);
    expect(res.json.data.hours).toEqual(shopHours());
    expect((await kit.qr.admin.get(listing.id, admin)).json.data.hours).toEqual(shopHours());
    expect((await kit.qr.admin.hours(listing.id, { hours: shopHours() }, owner.token)).status).toBe(403);
    const bad = await kit.qr.admin.hours(listing.id, { hours: shopHours({ time_zone: "Nowhere/Else" }) }, admin, { "accept-language": "en" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.time_zone).toContain("Unknown time zone");
    expect((await kit.qr.admin.hours(999999, { hours: null }, admin)).status).toBe(404);
  });
});

describe("the public page with hours", () => {
  it("shows the table, the badge and the hours for search engines", async () => {
    const { owner, listing } = await approvedOwner("page");
    await putHours(listing.id, shopHours({ exceptions: [{ from: "2026-11-30", to: "2026-11-30", label: "عيد", ranges: [] }] }), owner.token);
    kit.deps.now = () => damascus("2026-11-26T10:00");
    try {
      const html = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
      expect(html).toContain('data-testid="hours-table"');
      expect(html).toMatch(/data-testid="open-status" data-open="true"/);
      expect(html).toContain("مفتوح الآن");
      expect(html).toContain("يغلق ١١:٠٠ م");
      expect(html).toContain("٩:٠٠ ص – ١١:٠٠ م");
      // Saturday first, today (Thursday) marked.
      const rows = [...html.matchAll(/<tr data-weekday="(\d)"( aria-current="date")?/g)].map((m) => `${m[1]}${m[2] ? "*" : ""}`);
      expect(rows).toEqual(["6", "0", "1", "2", "3", "4*", "5"]);
      expect(html).toContain('"openingHoursSpecification"');
      expect(html).toContain('"dayOfWeek":"https://schema.org/Saturday","opens":"09:00","closes":"23:00"');
      expect(html).toContain('"validFrom":"2026-11-30","validThrough":"2026-11-30","opens":"00:00","closes":"00:00"');
      const en = await (await kit.app.request(`/qr/${listing.unique_id}?lang=en`)).text();
      expect(en).toContain("Open now");
      expect(en).toContain("closes 11:00 PM");
      kit.deps.now = () => damascus("2026-11-27T12:00"); // Friday, closed
      const closed = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
      expect(closed).toMatch(/data-open="false"/);
      expect(closed).toContain("يفتح غداً ٩:٠٠ ص");
    } finally {
      delete kit.deps.now;
    }
  });

  it("shows nothing about hours for a listing without them", async () => {
    const { listing } = await approvedOwner("none");
    const html = await (await kit.app.request(`/qr/${listing.unique_id}`)).text();
    expect(html).not.toContain("hours-table");
    expect(html).not.toContain("open-status");
    expect(html).not.toContain("openingHoursSpecification");
  });

  it("never serves a cached badge past the next change, and shows the owner's new hours at once", async () => {
    const { owner, listing } = await approvedOwner("cache");
    await putHours(listing.id, shopHours(), owner.token);
    let now = damascus("2026-11-26T22:58");
    const cached = createApp({ ...kit.deps, now: () => now, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(kit.db) });
    const page = async () => {
      const res = await cached.request(`/qr/${listing.unique_id}`);
      return { cache: res.headers.get("x-page-cache"), html: await res.text() };
    };
    expect((await page()).cache).toBe("miss");
    const hit = await page();
    expect(hit.cache).toBe("hit");
    expect(hit.html).toMatch(/data-open="true"/);
    now = damascus("2026-11-26T22:59"); // still open: still the cached page
    expect((await page()).cache).toBe("hit");
    now = damascus("2026-11-26T23:00"); // closing time: the cached page is not served
    const after = await page();
    expect(after.cache).toBe("miss");
    expect(after.html).toMatch(/data-open="false"/);
    expect(after.html).toContain("يفتح السبت ٩:٠٠ ص");
    expect((await page()).cache).toBe("hit");
    // Midnight: "tomorrow" and today's row change, so the page is rendered again.
    now = damascus("2026-11-27T00:00");
    const friday = await page();
    expect(friday.cache).toBe("miss");
    expect(friday.html).toContain("يفتح غداً ٩:٠٠ ص");
    expect((await page()).cache).toBe("hit");
    // A sudden closure on Saturday: the owner's save (signed in on this clock) shows on the very next view.
    const calls = qrCalls(typedClient(cached));
    const login = await calls.auth.login({ username: owner.username, password: owner.password }, undefined, fromIp());
    const token = (login.json as { data: { token: string } }).data.token;
    const saved = await calls.listings.hours(listing.id, { hours: shopHours({ exceptions: [{ from: "2026-11-28", to: "2026-11-28", label: "", ranges: [] }] }) }, token);
    expect(saved.status).toBe(200);
    const changed = await page();
    expect(changed.cache).toBe("miss");
    expect(changed.html).toContain("يفتح الأحد ٩:٠٠ ص");
  });
});
