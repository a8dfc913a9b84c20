import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrScanVisitors, qrTableScans } from "../../../../db/schema";
import { recordVisit, utcDay } from "../../../services/qr/scans";
import { qrKitWith, type QrTestKit, type TestOwner } from "./qr-test-kit";

/** Scans of numbered table codes (`?src=qr&t=7`): counted per table, and in the listing's figures. */
const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const DAY = 24 * 60 * 60 * 1000;

let kit: QrTestKit;
let owner: TestOwner;
let admin: string;
beforeAll(async () => void ({ kit, owners: [owner], admin } = await qrKitWith(1, "tables")));

const visit = (path: string, ip: string, ua = PHONE) => kit.app.request(path, { headers: { "user-agent": ua, "x-test-ip": ip } });
const stats = async (id: number, days = "7") => (await kit.qr.listings.stats(id, owner.token, { days })).json.data;

describe("scans of numbered table codes", () => {
  it("count once per visitor per table per day, beside the listing's own scan", async () => {
    const listing = await kit.approvedListing(owner);
    const at = (t: number | string) => `/qr/${listing.unique_id}?src=qr&t=${t}`;
    // One visitor at table 7 reloads; later scans table 3's code too.
    for (let i = 0; i < 5; i++) expect((await visit(at(7), "192.0.2.1")).status).toBe(200);
    await visit(at(3), "192.0.2.1");
    await visit(at(3), "192.0.2.1");
    // Another visitor at table 7, and a third one on another phone at the same address.
    await visit(at(7), "192.0.2.2");
    await visit(at(7), "192.0.2.2", IPHONE);
    const data = await stats(listing.id);
    // The listing: three visitors scanned its codes today (the first one once, whatever the table).
    expect(data).toMatchObject({ scans: 3, opens: 0, total: 3 });
    expect(data.tables).toEqual([
      { table: 3, scans: 1 },
      { table: 7, scans: 3 },
    ]);
    const rows = await kit.db.select().from(qrTableScans).where(eq(qrTableScans.business_id, listing.id));
    expect(rows.map((r) => [r.day, r.table_number, r.count]).sort()).toEqual([
      [utcDay(), 3, 1],
      [utcDay(), 7, 3],
    ]);
  });

  it("ignore anything but a table number from 1 to 999, a page open and the numeric address", async () => {
    const listing = await kit.approvedListing(owner);
    let ip = 10;
    for (const t of ["0", "1000", "07", "7.5", "abc", "-3", "+7", "", "9".repeat(400), "%D9%A7"]) {
      expect((await visit(`/qr/${listing.unique_id}?src=qr&t=${t}`, `192.0.2.${ip++}`)).status, t).toBe(200);
    }
    // Not a scan: a shared link that kept the table is a page open; a scan by the numeric id
    // (never printed) counts nothing, as it always did.
    await visit(`/qr/${listing.unique_id}?t=4`, "192.0.2.40");
    await visit(`/qr/${listing.id}?src=qr&t=4`, "192.0.2.41");
    // A bot and a prefetch count nothing.
    await visit(`/qr/${listing.unique_id}?src=qr&t=4`, "192.0.2.42", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await kit.app.request(`/qr/${listing.unique_id}?src=qr&t=4`, { headers: { "user-agent": PHONE, "x-test-ip": "192.0.2.43", "sec-purpose": "prefetch" } });
    // Tables 1 and 999 are real ones.
    await visit(`/qr/${listing.unique_id}?src=qr&t=1`, "192.0.2.50");
    await visit(`/qr/${listing.unique_id}?src=qr&t=999`, "192.0.2.51");
    const data = await stats(listing.id);
    expect(data).toMatchObject({ scans: 12, opens: 1 });
    expect(data.tables).toEqual([
      { table: 1, scans: 1 },
      { table: 999, scans: 1 },
    ]);
  });

  it("answer the period's tables in the stats, sorted by table number, only tables with scans; the admin sees the same", async () => {
    const listing = await kit.approvedListing(owner);
    const day = (ago: number) => utcDay(Date.now() - ago * DAY);
    await kit.db.insert(qrTableScans).values([
      { business_id: listing.id, day: day(0), table_number: 12, count: 2 },
      { business_id: listing.id, day: day(2), table_number: 12, count: 3 },
      { business_id: listing.id, day: day(2), table_number: 2, count: 1 },
      // Older than a week: in the 30 days only.
      { business_id: listing.id, day: day(10), table_number: 5, count: 4 },
      { business_id: listing.id, day: day(10), table_number: 12, count: 1 },
      // Older than 90 days: never in these figures.
      { business_id: listing.id, day: day(120), table_number: 40, count: 9 },
      // A row that counts nothing is no table with scans.
      { business_id: listing.id, day: day(1), table_number: 30, count: 0 },
    ]);
    expect((await stats(listing.id, "7")).tables).toEqual([
      { table: 2, scans: 1 },
      { table: 12, scans: 5 },
    ]);
    expect((await stats(listing.id, "30")).tables).toEqual([
      { table: 2, scans: 1 },
      { table: 5, scans: 4 },
      { table: 12, scans: 6 },
    ]);
    expect((await stats(listing.id, "1")).tables).toEqual([{ table: 12, scans: 2 }]);
    const ninety = (await kit.qr.admin.stats(listing.id, admin, { days: "90" })).json.data;
    expect(ninety.tables).toEqual((await stats(listing.id, "90")).tables);
    // A listing without table codes answers an empty list.
    const plain = await kit.approvedListing(owner);
    expect((await stats(plain.id)).tables).toEqual([]);
  });

  it("keep nothing about the visitor beyond the day: table hashes go with the day's salt like the others", async () => {
    const listing = await kit.approvedListing(owner);
    const visitor = { ip: "198.18.9.99", userAgent: PHONE };
    const day1 = Date.parse("2031-05-01T20:00:00Z");
    const day2 = Date.parse("2031-05-02T08:00:00Z");
    expect(await recordVisit(kit.db, listing.id, visitor, "scan", day1, 7)).toBe(true);
    expect(await recordVisit(kit.db, listing.id, visitor, "scan", day1 + 60_000, 7)).toBe(false);
    // Another table the same day: no new scan of the listing, a first one of table 8.
    expect(await recordVisit(kit.db, listing.id, visitor, "scan", day1 + 120_000, 8)).toBe(false);
    const first = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, listing.id));
    // The listing's hash and one per table, none of them the address or the browser.
    expect(first).toHaveLength(3);
    expect(first.every((r) => /^[0-9a-f]{64}$/.test(r.visitor))).toBe(true);
    expect(JSON.stringify(await kit.client.execute("select * from qr_scan_visitors"))).not.toContain("198.18.9.99");
    expect(await recordVisit(kit.db, listing.id, visitor, "scan", day2, 7)).toBe(true);
    const second = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, listing.id));
    expect(second.map((r) => r.day)).toEqual(["2031-05-02", "2031-05-02"]);
    const rows = await kit.db.select().from(qrTableScans).where(eq(qrTableScans.business_id, listing.id));
    expect(rows.map((r) => [r.day, r.table_number, r.count]).sort()).toEqual([
      ["2031-05-01", 7, 1],
      ["2031-05-01", 8, 1],
      ["2031-05-02", 7, 1],
    ]);
  });

  it("go with the listing when it is deleted", async () => {
    const listing = await kit.approvedListing(owner);
    await visit(`/qr/${listing.unique_id}?src=qr&t=5`, "192.0.2.60");
    expect(await kit.db.select().from(qrTableScans).where(eq(qrTableScans.business_id, listing.id))).toHaveLength(1);
    expect((await kit.qr.listings.remove(listing.id, owner.token)).status).toBe(200);
    expect(await kit.db.select().from(qrTableScans).where(eq(qrTableScans.business_id, listing.id))).toEqual([]);
    expect(await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, listing.id))).toEqual([]);
    // And with the owner's whole account.
    const leaving = await kit.owner("leaving");
    const theirs = await kit.approvedListing(leaving);
    await visit(`/qr/${theirs.unique_id}?src=qr&t=6`, "192.0.2.61");
    expect((await kit.qr.auth.deleteMe({ password: leaving.password }, leaving.token)).status).toBe(200);
    expect(await kit.db.select().from(qrTableScans).where(eq(qrTableScans.business_id, theirs.id))).toEqual([]);
  });
});
