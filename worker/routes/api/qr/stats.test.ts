import { beforeAll, describe, expect, it } from "vitest";
import { qrScans } from "../../../../db/schema";
import { utcDay } from "../../../services/qr/scans";
import { qrKitWith, type QrTestKit, type TestOwner } from "./qr-test-kit";

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;

let kit: QrTestKit;
let owner: TestOwner;
let other: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner, other], admin } = await qrKitWith(2)));

const visit = (path: string, ip: string, ua = PHONE) => kit.app.request(path, { headers: { "user-agent": ua, "x-test-ip": ip } });

describe("GET /api/qr/businesses/{id}/stats?days=N and /api/qr/admin/{id}/stats?days=N", () => {
  it("gives one row per day, oldest first, zeros included, scans apart from page opens", async () => {
    const listing = await kit.approvedListing(owner);
    const today = utcDay();
    const fiveDaysAgo = utcDay(Date.now() - 5 * DAY);
    await kit.db.insert(qrScans).values([
      { business_id: listing.id, day: fiveDaysAgo, count: 4, opens: 2 },
      // Older than 7 days: in the 30-day view, not the 7-day one.
      { business_id: listing.id, day: utcDay(Date.now() - 10 * DAY), count: 3, opens: 0 },
    ]);
    // Two visitors scan the code, one of them twice; one opens a shared link; a bot is not counted.
    await visit(`/qr/${listing.unique_id}?src=qr`, "192.0.2.1");
    await visit(`/qr/${listing.unique_id}?src=qr`, "192.0.2.1");
    await visit(`/qr/${listing.unique_id}?src=qr`, "192.0.2.2");
    await visit(`/qr/${listing.unique_id}`, "192.0.2.1");
    await visit(`/qr/${listing.id}`, "192.0.2.1");
    await visit(`/qr/${listing.unique_id}`, "192.0.2.3", "Googlebot/2.1 (+http://www.google.com/bot.html)");

    const week = await kit.qr.listings.stats(listing.id, owner.token, { days: "7" });
    expect(week.status).toBe(200);
    const data = week.json.data;
    expect(data).toMatchObject({ business_id: listing.id, days: 7, to: today, scans: 6, opens: 3, total: 9, last_30_days_total: 9 });
    expect(data.daily).toHaveLength(7);
    expect(data.daily[0].day).toBe(data.from);
    expect(data.daily.at(-1)).toEqual({ day: today, scans: 2, opens: 1 });
    expect(data.daily.find((d: { day: string }) => d.day === fiveDaysAgo)).toEqual({ day: fiveDaysAgo, scans: 4, opens: 2 });
    expect(data.daily.filter((d: { scans: number; opens: number }) => d.scans === 0 && d.opens === 0)).toHaveLength(5);
    // The 30-day figures the dashboard always had are still there.
    expect(data.last_30_days).toHaveLength(30);

    const month = (await kit.qr.listings.stats(listing.id, owner.token)).json.data;
    expect(month).toMatchObject({ days: 30, scans: 9, opens: 3 });
    expect(month.daily).toHaveLength(30);
    const quarter = (await kit.qr.admin.stats(listing.id, admin, { days: "90" })).json.data;
    expect(quarter).toMatchObject({ days: 90, scans: 9, opens: 3, total: 9 });
    expect(quarter.daily).toHaveLength(90);
    const days = quarter.daily.map((d: { day: string }) => d.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(90);
  });

  it("answers 400 in the request's language for a bad period, never 500", async () => {
    const listing = await kit.approvedListing(owner);
    for (const days of ["0", "-3", "1.5", "abc", "367", "", "1e9"]) {
      const res = await kit.qr.listings.stats(listing.id, owner.token, { days: days });
      expect(res.status, days).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.errors.days).toBe("يجب أن تكون القيمة رقماً صحيحاً");
    }
    const en = await kit.qr.admin.stats(listing.id, admin, { days: "abc" }, { "accept-language": "en" });
    expect(en.status).toBe(400);
    expect(en.json.errors.days).toBe("Must be a whole number");
    expect((await kit.qr.admin.stats(listing.id, admin, { days: "366" })).status).toBe(200);
  });

  it("keeps every owner to their own listings, and admins only through the admin path", async () => {
    const listing = await kit.approvedListing(owner);
    const res = await kit.qr.listings.stats(listing.id, other.token, { days: "7" });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("النشاط التجاري غير موجود");
    expect((await kit.qr.admin.stats(listing.id, owner.token)).status).toBe(403);
    expect((await kit.qr.admin.stats(listing.id)).status).toBe(401);
    expect((await kit.qr.listings.stats(listing.id)).status).toBe(401);
    expect((await kit.qr.admin.stats(999999, admin)).status).toBe(404);
    expect((await kit.qr.admin.stats("nope", admin)).status).toBe(404);
    expect((await kit.qr.listings.stats(999999, owner.token)).status).toBe(404);
  });

  it("gives a pending listing's empty rows too", async () => {
    const pending = await kit.listing(owner);
    const data = (await kit.qr.listings.stats(pending.id, owner.token, { days: "7" })).json.data;
    expect(data).toMatchObject({ scans: 0, opens: 0 });
    expect(data.daily.every((d: { scans: number; opens: number }) => d.scans === 0 && d.opens === 0)).toBe(true);
  });
});
