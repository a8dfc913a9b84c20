/**
 * Ordering by WhatsApp at a café table, on the phone most visitors have (400 ms round trip,
 * 400 kbit/s, CPU ×4): a visitor who scanned table 7's code adds things to an order, closes the
 * tab, opens the page again and finds the order kept, then sends it: the WhatsApp link carries
 * the place's number and a message with every line, the total and the table. A listing that
 * takes no orders has no add buttons, and with JavaScript off the menu is the plain list.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { approvedMenuListing } from "../../bench/lib/menu-fixture.mjs";
import { menuItem } from "../../shared/menu.testing";
import { phoneContext, throttle } from "../../bench/lib/slow-phone.mjs";
import type { ListingMenu } from "../../shared/menu";
import { useBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";

const browser = useBrowser();

const item = menuItem;
const menu: ListingMenu = {
  currency: "SYP",
  sold_out_resets: false,
  sections: [
    { id: "hot", name_ar: "مشروبات ساخنة", name_en: "Hot drinks", items: [item("coffee", "قهوة تركية", 6000, { name_en: "Turkish coffee" }), item("tea", "شاي بالنعناع", 2500)] },
    {
      id: "cold",
      name_ar: "عصائر",
      name_en: "Juices",
      items: [
        item("orange", "عصير برتقال", null, {
          variants: [
            { id: "m", name_ar: "وسط", name_en: "Medium", price: 5000 },
            { id: "l", name_ar: "كبير", name_en: "Large", price: 7000 },
          ],
        }),
        item("lemon", "ليموناضة", 4500, { sold_out: true }),
      ],
    },
    { id: "sweet", name_ar: "حلويات", name_en: "Sweets", items: [item("knafeh", "كنافة نابلسية", 15000), item("cake", "كعكة الشوكولا", 12000)] },
  ],
};
const NUMBER = "963944111222";
const listing = (ordering_enabled: boolean) =>
  approvedMenuListing(browser.baseURL, menu, { admin: E2E_ADMIN, name: "مقهى الطاولة", fields: { whatsapp: "+963 944 111 222", ordering_enabled } });

/** A visit on the slow phone, from the first byte. */
async function visit(page: Page, path: string) {
  await throttle(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
}
const add = (page: Page, item: string, size?: string) => page.locator(`[data-testid=add-to-order][data-item=${item}]${size ? `[data-size=${size}]` : ":not([data-size])"}`).tap();
const barCount = (page: Page) => page.getByTestId("order-count").innerText();
/** The text the visitor reads, without the isolates and direction marks around its runs. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").replace(/[\u00a0\u202f]/g, " ");

describe("ordering by WhatsApp on a slow phone", () => {
  it("keeps an order made at table 7 across a closed tab, and sends it as a WhatsApp message with every line, the total and the table", async () => {
    const { path } = await listing(true);
    const url = `${path}?src=qr&t=7`;
    const page = await browser.open(url, { ...phoneContext, userAgent: REAL_UA }, { waitUntil: "commit", prepare: throttle });
    await page.waitForLoadState("domcontentloaded");
    // One item twice, one as a size; each tap is kept even while the order's code is on its way.
    await add(page, "coffee");
    await add(page, "orange", "l");
    await add(page, "coffee");
    await expect.poll(() => barCount(page), { timeout: 30_000 }).toBe("٣");
    expect(plain(await page.getByTestId("order-total").innerText())).toBe("١٩٠ ل.س.");
    // Each button says how many of it are in the order; a sold-out item has none.
    expect(await page.locator("[data-testid=add-to-order][data-item=coffee] [data-part=qty]").innerText()).toBe("٢");
    expect(await page.locator("[data-testid=add-to-order][data-item=lemon]").count()).toBe(0);

    // The bar covers neither the first screen's actions nor, at the page's end, the last item.
    const bar = page.getByTestId("order-bar");
    // (At once: the page scrolls smoothly otherwise, and would be measured on its way.)
    await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
    expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(await page.getByTestId("listing-actions").evaluate((el) => el.getBoundingClientRect().bottom));
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const lastItem = await page.getByTestId("menu-item").last().evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(lastItem);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The tab is closed; the page is opened again in the same browser.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await visit(again, url);
    await expect.poll(() => barCount(again), { timeout: 30_000 }).toBe("٣");

    await again.locator("[data-testid=order-bar] [data-part=open]").tap();
    const sheet = again.getByTestId("order-sheet");
    await sheet.waitFor();
    expect(await sheet.getByTestId("order-line").count()).toBe(2);
    expect(await sheet.getByTestId("order-table").innerText()).toBe("طاولة ٧");
    // One more and one less of the coffee leave it at two; a note goes with the order.
    await sheet.getByTestId("order-more").first().tap();
    await sheet.getByTestId("order-less").first().tap();
    await sheet.getByTestId("order-note").fill("بدون سكر");
    const send = sheet.locator("a[data-testid=order-send]");
    await expect.poll(async () => new URL((await send.getAttribute("href"))!).searchParams.get("text") ?? "").toContain("بدون سكر");

    const href = new URL((await send.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${NUMBER}`);
    const text = plain(href.searchParams.get("text")!);
    expect(text.split("\n")).toEqual([
      "طلب جديد: مقهى الطاولة",
      "طاولة ٧",
      "",
      "٢ × قهوة تركية — ١٢٠ ل.س.",
      "١ × عصير برتقال (كبير) — ٧٠ ل.س.",
      "",
      "المجموع: ١٩٠ ل.س.",
      "ملاحظة: بدون سكر",
    ]);
    expect(await send.getAttribute("target")).toBe("_blank");
  });

  it("shows no add buttons on a listing that takes no orders", async () => {
    const { path } = await listing(false);
    const page = await browser.open(`${path}?src=qr&t=7`, { ...phoneContext, userAgent: REAL_UA }, { waitUntil: "commit", prepare: throttle });
    await page.waitForLoadState("load");
    expect(await page.getByTestId("menu-item").count()).toBe(6);
    expect(await page.locator("[data-testid=add-to-order]").count()).toBe(0);
    expect(await page.locator("[data-testid=order-bar]").count()).toBe(0);
  });

  it("leaves the menu as it is, with no cart, when JavaScript is off", async () => {
    const { path } = await listing(true);
    const page = await browser.open(`${path}?src=qr&t=7`, { ...phoneContext, userAgent: REAL_UA, javaScriptEnabled: false }, { waitUntil: "commit", prepare: throttle });
    await page.waitForLoadState("domcontentloaded");
    expect(await page.getByTestId("menu-item").count()).toBe(6);
    expect(await page.getByTestId("menu-item-price").count()).toBe(7);
    // In the page, but never shown: nothing to tap that would do nothing.
    expect(await page.locator("[data-testid=add-to-order]").count()).toBe(6);
    for (const b of await page.locator("[data-testid=add-to-order]").all()) expect(await b.isVisible()).toBe(false);
    expect(await page.getByTestId("order-bar").isVisible()).toBe(false);
  });
});
