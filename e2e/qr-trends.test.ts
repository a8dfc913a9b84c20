import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, card, openAdmin } from "./admin-kit";
import { downloaded, pageErrors, useBrowser } from "./browser";
import { DESKTOP, newListing, newOwner, openDashboard, PHONE, type AreaOwner } from "./qr-area-kit";

/** Scan trends: unique scans and page opens per day, as a chart, a table and a CSV. */
const browser = useBrowser();
const base = browser.baseURL;
const today = new Date().toISOString().slice(0, 10);

let owner: AreaOwner;
let listing: { id: number; unique_id: string; business_name: string };
const visit = (path: string, ip: string) => fetch(`${base}${path}`, { headers: { "x-forwarded-for": ip, "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/150 Mobile" } });

beforeAll(async () => {
  owner = await newOwner(base, "trends");
  listing = await newListing(base, owner, { business_name: `مقهى الأرقام ${Date.now().toString(36)}` });
  // Two visitors scan the code (one twice), one opens a shared link.
  await visit(`/qr/${listing.unique_id}?src=qr`, "10.9.0.1");
  await visit(`/qr/${listing.unique_id}?src=qr`, "10.9.0.1");
  await visit(`/qr/${listing.unique_id}?src=qr`, "10.9.0.2");
  await visit(`/qr/${listing.unique_id}`, "10.9.0.3");
});

describe("scan trends", () => {
  it("shows the owner 30 days as a chart on a phone in Arabic, switches to 7 days, a table and a CSV", async () => {
    const page = await openDashboard(browser, owner, "ar", PHONE);
    const mine = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`);
    await mine.getByTestId("trend-toggle").click();
    const trend = mine.getByTestId("scan-trend");
    await trend.getByTestId("trend-chart").waitFor();
    expect(await trend.locator("[data-testid=trend-period][aria-pressed=true]").getAttribute("data-days")).toBe("30");
    expect(await trend.getByTestId("trend-summary").innerText()).toBe("آخر ٣٠ يوماً: مسح الرمز ٢، وفتح الصفحة دون مسح ١");
    expect(await trend.getByTestId("trend-chart").getAttribute("aria-label")).toContain("بعدد ٣");
    expect(await trend.getByTestId("trend-chart").locator("[title]").count()).toBe(30);

    const asked = page.waitForRequest((r) => r.url().includes(`/stats?days=7`));
    await trend.locator("[data-testid=trend-period][data-days='7']").click();
    await asked;
    await expect.poll(() => trend.getByTestId("trend-summary").innerText()).toBe("آخر ٧ أيام: مسح الرمز ٢، وفتح الصفحة دون مسح ١");
    await trend.getByTestId("trend-table").locator("summary").click();
    const rows = trend.locator("tbody tr");
    expect(await rows.count()).toBe(7);
    // Newest first, Arabic-Indic digits.
    expect(await rows.first().locator("td").allInnerTexts()).toEqual(["٢", "١"]);

    const [download] = await Promise.all([page.waitForEvent("download"), trend.getByTestId("trend-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/-scans-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloaded(download)).toString("utf8");
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("اليوم,مسح الرمز,فتح الصفحة");
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`${today},2,1`);
    // The chart stays inside the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the owner the same figures in English, with Western digits", async () => {
    const page = await openDashboard(browser, owner, "en", DESKTOP);
    const mine = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`);
    await mine.getByTestId("trend-toggle").click();
    expect(await mine.getByTestId("trend-summary").innerText()).toBe("Last 30 days: 2 code scans, 1 page opens without a scan");
  });

  it("shows admins 90 days in the listing's preview, in English on a desktop and in Arabic on a phone", async () => {
    const session = await adminSession(base);
    for (const [lang, device] of [["en", DESKTOP], ["ar", PHONE]] as const) {
      const page = await openAdmin(browser, `/admin/qr-businesses?lang=${lang}`, session);
      await page.setViewportSize(device.viewport!);
      await page.getByTestId("search").fill(listing.business_name);
      await card(page, listing.business_name).getByTestId("preview").click();
      const trend = page.getByRole("dialog").getByTestId("scan-trend");
      await trend.getByTestId("trend-chart").waitFor();
      await trend.locator("[data-testid=trend-period][data-days='90']").click();
      await expect.poll(() => trend.getByTestId("trend-chart").locator("[title]").count()).toBe(90);
      expect(await trend.getByTestId("trend-summary").innerText()).toBe(
        lang === "en" ? "Last 90 days: 2 code scans, 1 page opens without a scan" : "آخر ٩٠ يوماً: مسح الرمز ٢، وفتح الصفحة دون مسح ١",
      );
      expect(pageErrors(page)).toEqual([]);
    }
  });
});
