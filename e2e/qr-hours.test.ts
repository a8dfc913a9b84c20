import { describe, expect, it } from "vitest";
import { firstViewJs } from "../bench/lib/sizes.mjs";
import { openState, type OpeningHours } from "../shared/opening-hours";
import { hydrated } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { areaRequest, newListing, newOwner, PHONE } from "./qr-area-kit";

const browser = useBrowser();
const base = browser.baseURL;

describe("opening hours", () => {
  it("an owner sets them on a phone in Arabic, and the public page shows them with scripts off", async () => {
    const owner = await newOwner(base, "hours");
    const listing = await newListing(base, owner, { business_name: "فرن الساعات" });
    const page = await browser.open("/favicon.svg", PHONE);
    await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
    await page.goto(`/qr/business/${listing.id}/hours`);
    await hydrated(page, "qr-hours");
    await page.getByTestId("hours-start").click();
    // Saturday 09:00 to 13:00, plus a night to 02:00; the same for every day; Friday closed.
    await page.getByTestId("hours-week-6-0-close").fill("13:00");
    await page.getByTestId("hours-add-week-6").click();
    await page.getByTestId("hours-week-6-1-open").fill("18:00");
    await page.getByTestId("hours-week-6-1-close").fill("02:00");
    await page.getByTestId("hours-copy-6").click();
    await page.getByTestId("hours-open-5").uncheck();
    // Overlapping ranges first: refused at the field, with the focus on it.
    await page.getByTestId("hours-week-0-1-open").fill("12:00");
    await page.getByTestId("save-hours").click();
    await page.getByTestId("save-error").waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "hours-week-0-1-open", undefined, { timeout: 5000 });
    expect(await page.getByTestId("save-error").innerText()).toContain("تتداخل مع فترة أخرى");
    await page.getByTestId("hours-week-0-1-open").fill("18:00");
    await page.getByTestId("save-hours").click();
    await page.getByText("حُفظت ساعات العمل").first().waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(pageErrors(page)).toEqual([]);

    const saved = await areaRequest(base, "GET", `/qr/businesses/${listing.unique_id}`);
    const hours = saved.json.data.hours as OpeningHours;
    expect(hours.week[5]).toEqual([]);
    expect(hours.week[6]).toEqual([
      { open: "09:00", close: "13:00" },
      { open: "18:00", close: "02:00" },
    ]);

    const visitor = await browser.open(`/qr/${listing.unique_id}`, { ...PHONE, javaScriptEnabled: false });
    const table = visitor.getByTestId("hours-table");
    expect(await table.isVisible()).toBe(true);
    const rows = await table.locator("tbody tr").allInnerTexts();
    expect(rows).toHaveLength(7);
    expect(rows[0]).toContain("السبت");
    expect(rows[0]).toContain("٩:٠٠ ص");
    expect(rows[6]).toContain("الجمعة");
    expect(rows[6]).toContain("مغلق");
    expect(await table.locator("tr[aria-current=date]").count()).toBe(1);
    const badge = visitor.getByTestId("open-status");
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.getAttribute("data-open")).toBe(String(openState(hours, Date.now()).open));
    expect(await badge.innerText()).toMatch(/^(مفتوح الآن|مغلق)/);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // With scripts on, the badge's keeper comes once the page is idle; the page stays within the
    // QR page's budget of 10 KiB of JavaScript before the first tap.
    const js = await firstViewJs(base, `/qr/${listing.unique_id}`);
    expect(js.total).toBeLessThanOrEqual(10 * 1024);
    expect(js.files.map(([name]: [string, number]) => name).join(" ")).toContain("open-status");
  });
});
