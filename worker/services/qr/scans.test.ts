import { describe, expect, it } from "vitest";
import { qrScans } from "../../../db/schema";
import { createQrTestApp } from "../../routes/api/qr/qr-test-kit";
import { isBot } from "../../lib/bots";
import { recordScan, scanStats, scanTotals, utcDay } from "./scans";

describe("isBot", () => {
  it("treats crawlers, link previews, scripts and headless browsers as bots", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0",
      "TelegramBot (like TwitterBot)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "curl/8.4.0",
      "python-requests/2.31.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "",
      undefined,
    ]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
  });

  it("counts people's phones and browsers, in-app browsers included", () => {
    for (const ua of [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36 Instagram 307.0.0.34.111 Android",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
    ]) {
      expect(isBot(ua), ua).toBe(false);
    }
  });
});

describe("scan counts", () => {
  it("counts per listing and UTC day, one upsert per scan", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const listing = await kit.approvedListing(owner);
    const lateEvening = Date.parse("2024-05-01T23:59:59Z");
    await recordScan(kit.db, listing.id, lateEvening);
    await recordScan(kit.db, listing.id, lateEvening);
    await recordScan(kit.db, listing.id, lateEvening + 2000);
    const rows = await kit.db.select().from(qrScans);
    expect(rows.filter((r) => r.business_id === listing.id).map((r) => [r.day, r.count]).sort()).toEqual([
      ["2024-05-01", 2],
      ["2024-05-02", 1],
    ]);
    // Counts only: nothing about the visitor (page opens are a count too).
    expect(Object.keys(rows[0]).sort()).toEqual(["business_id", "count", "day", "opens"]);
  });

  it("reports the total and every one of the last 30 days, zeros included", async () => {
    const kit = await createQrTestApp();
    const owner = await kit.owner();
    const listing = await kit.approvedListing(owner);
    const now = Date.parse("2024-06-30T12:00:00Z");
    await kit.db.insert(qrScans).values([
      { business_id: listing.id, day: "2024-06-30", count: 5 },
      { business_id: listing.id, day: "2024-06-01", count: 2 },
      { business_id: listing.id, day: "2024-05-31", count: 7 },
    ]);
    const stats = await scanStats(kit.db, listing.id, now);
    expect(stats.total).toBe(14);
    expect(stats.last_30_days_total).toBe(7);
    expect(stats.last_30_days).toHaveLength(30);
    expect(stats.last_30_days[0]).toEqual({ day: "2024-06-01", count: 2 });
    expect(stats.last_30_days[29]).toEqual({ day: "2024-06-30", count: 5 });
    expect(stats.last_30_days.filter((d) => d.count === 0)).toHaveLength(28);
    expect(await scanTotals(kit.db, now)).toEqual({ totalScans: 14, scansLast30Days: 7 });
    expect(utcDay(Date.parse("2024-01-01T00:30:00+03:00"))).toBe("2023-12-31");
  });
});
