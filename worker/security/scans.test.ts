/**
 * Outside probe, finding 7 (SECURITY.md lists them): 20 reloads of `/qr/{id}?src=qr` with a browser
 * user agent added 20 scans. Scans now count unique visitors per listing per day: a daily-rotating
 * salted hash of the address and browser, kept only for the day; a reload adds nothing. The per-day
 * counts owners and admins see are the same table as before.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrScans, qrScanVisitors, scanSalts } from "../../db/schema";
import { createQrTestApp, type TestOwner } from "../routes/api/qr/qr-test-kit";
import { recordVisitorScan, utcDay } from "../services/qr/scans";
import { as, replyOf, type QueryOf, type Lang, type TestApp } from "../testing/fixtures";

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
});

const scan = (uid: string, ip: string, ua = PHONE) => kit.app.request(`/qr/${uid}?src=qr`, { headers: { "user-agent": ua, "x-test-ip": ip } });
const stats = async (id: number) => (await businessStats(kit, id, {}, owner.token)).json.data;



/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type ListingQuery = QueryOf<TestApp["typed"]["qr"]["admin"]["$get"]>;
type StatsQuery = QueryOf<TestApp["typed"]["qr"]["businesses"][":id"]["stats"]["$get"]>;
const listListings = async (t: TestApp, query: ListingQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.admin.$get({ query }, as(bearer)));
const businessStats = async (t: TestApp, id: unknown, query: StatsQuery = {}, bearer?: string | null) => replyOf(await t.typed.qr.businesses[":id"].stats.$get({ param: { id: String(id) }, query }, as(bearer)));
const removeBusiness = async (t: TestApp, id: unknown, bearer: string | null) => replyOf(await t.typed.qr.businesses[":id"].$delete({ param: { id: String(id) } }, as(bearer)));

describe("scans count unique visitors per listing per day", () => {
  it("20 reloads by one visitor add 1", async () => {
    const listing = await kit.approvedListing(owner);
    for (let i = 0; i < 20; i++) expect((await scan(listing.unique_id, "192.0.2.10")).status).toBe(200);
    expect((await stats(listing.id)).total).toBe(1);
  });

  it("another address or another browser is another visitor; the owner and the admin see the daily figures", async () => {
    const listing = await kit.approvedListing(owner);
    await scan(listing.unique_id, "192.0.2.20");
    await scan(listing.unique_id, "192.0.2.21");
    await scan(listing.unique_id, "192.0.2.21", IPHONE);
    await scan(listing.unique_id, "192.0.2.21", IPHONE);
    const mine = await stats(listing.id);
    expect(mine).toMatchObject({ total: 3, last_30_days_total: 3 });
    expect(mine.last_30_days.at(-1)).toEqual({ day: utcDay(), count: 3 });
    const admin = (await listListings(kit, {}, await kit.admin())).json.data.find((b: { id: number }) => b.id === listing.id);
    expect(admin.scans_total).toBe(3);
  });

  it("one visitor scanning two listings counts once on each, and the two hashes cannot be linked", async () => {
    const a = await kit.approvedListing(owner);
    const b = await kit.approvedListing(owner);
    await scan(a.unique_id, "192.0.2.30");
    await scan(b.unique_id, "192.0.2.30");
    expect((await stats(a.id)).total).toBe(1);
    expect((await stats(b.id)).total).toBe(1);
    const [ha] = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, a.id));
    const [hb] = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, b.id));
    expect(ha.visitor).not.toBe(hb.visitor);
  });

  it("stores neither the address nor the browser, only a salted hash", async () => {
    const listing = await kit.approvedListing(owner);
    await scan(listing.unique_id, "198.18.7.77");
    const rows = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, listing.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].visitor).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await kit.client.execute("select * from qr_scan_visitors")) + JSON.stringify(await kit.client.execute("select * from qr_scans"));
    expect(everything).not.toContain("198.18.7.77");
    expect(everything).not.toContain("Android");
  });

  it("keeps nothing about visitors beyond the day: the next day's first scan deletes the old rows and salt", async () => {
    const listing = await kit.approvedListing(owner);
    const visitor = { ip: "192.0.2.40", userAgent: PHONE };
    const day1 = Date.parse("2030-03-01T20:00:00Z");
    const day2 = Date.parse("2030-03-02T08:00:00Z");
    expect(await recordVisitorScan(kit.db, listing.id, visitor, day1)).toBe(true);
    expect(await recordVisitorScan(kit.db, listing.id, visitor, day1 + 60_000)).toBe(false);
    const [first] = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.day, "2030-03-01"));
    // The same visitor the next day counts again, under a new salt (so a new hash).
    expect(await recordVisitorScan(kit.db, listing.id, visitor, day2)).toBe(true);
    expect(await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.day, "2030-03-01"))).toEqual([]);
    expect((await kit.db.select().from(scanSalts)).map((s) => s.day)).toEqual(["2030-03-02"]);
    const [second] = await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.day, "2030-03-02"));
    expect(second.visitor).not.toBe(first.visitor);
    // The daily counts themselves stay.
    const days = await kit.db.select().from(qrScans).where(eq(qrScans.business_id, listing.id));
    expect(days.map((d) => [d.day, d.count]).sort()).toEqual([
      ["2030-03-01", 1],
      ["2030-03-02", 1],
    ]);
  });

  it("deleting a listing deletes today's visitor hashes too", async () => {
    const listing = await kit.approvedListing(owner);
    await scan(listing.unique_id, "192.0.2.50");
    expect((await removeBusiness(kit, listing.id, owner.token)).status).toBe(200);
    expect(await kit.db.select().from(qrScanVisitors).where(eq(qrScanVisitors.business_id, listing.id))).toEqual([]);
  });
});
