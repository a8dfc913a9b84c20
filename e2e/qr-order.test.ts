/**
 * Ordering by WhatsApp around the slow-phone journey (e2e/slow/order-phone.test.ts): the owner's
 * switch and the number it needs, an order whose item sold out meanwhile, and the English page.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated } from "./admin-kit";
import { useBrowser } from "./browser";
import { axeIssues, layoutIssues } from "./layout/checks";
import { areaRequest, newListing, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";
import { menuItem, menuOf } from "../shared/menu.testing";

const browser = useBrowser();
const base = browser.baseURL;

const menu = menuOf(
  ["hot", "مشروبات ساخنة", [menuItem("coffee", "قهوة تركية", 6000, { name_en: "Turkish coffee" }), menuItem("tea", "شاي", 2500, { name_en: "Tea" })]],
  ["sweet", "حلويات", [menuItem("knafeh", "كنافة", 15000, { name_en: "Knafeh" })]],
);
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").replace(/[\u00a0\u202f]/g, " ");
const add = (page: Page, item: string) => page.locator(`[data-testid=add-to-order][data-item=${item}]`).click();
const textOf = async (page: Page) => plain(new URL((await page.locator("a[data-testid=order-send]").getAttribute("href"))!).searchParams.get("text")!);

async function editForm(owner: AreaOwner, id: number, options: BrowserContextOptions = {}) {
  const page = await browser.open("/favicon.svg", { ...PHONE, ...options });
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.goto(`/qr/business/${id}/edit?lang=en`);
  await hydrated(page, "qr-business-form");
  await page.getByTestId("ordering-switch").waitFor();
  return page;
}

describe("the owner's ordering switch", () => {
  it("says what it needs, refuses to save it on without a WhatsApp number, and saves it with one", async () => {
    const owner = await newOwner(base, "order_form");
    const listing = await newListing(base, owner, { whatsapp: "" }, false);
    const page = await editForm(owner, listing.id);
    const box = page.getByTestId("ordering-switch");
    expect(await page.locator("label[for=qr-f-ordering_enabled]").innerText()).toContain("Let visitors send an order on WhatsApp");
    expect(await page.locator("#qr-f-ordering_enabled-hint").innerText()).toContain("WhatsApp number above");
    await box.check();
    const puts: string[] = [];
    page.on("request", (r) => r.method() === "PUT" && puts.push(r.url()));
    await page.getByTestId("save-business").click();
    expect(await page.getByTestId("field-error-ordering_enabled").innerText()).toBe("To take orders on WhatsApp, add the listing's WhatsApp number, or turn ordering by WhatsApp off.");
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    expect(puts).toEqual([]);
    // Typing the number answers the message; the save goes through.
    await page.fill("input[name=whatsapp]", "0944 111 222");
    expect(await page.getByTestId("field-error-ordering_enabled").count()).toBe(0);
    await page.getByTestId("save-business").click();
    await expect.poll(async () => (await areaRequest(base, "GET", `/qr/businesses/edit/${listing.id}`, undefined, owner.token)).json.data.ordering_enabled).toBe(true);
  });
});

describe("an order kept on the phone", () => {
  it("drops what sold out since, with a note naming it, and keeps the rest", async () => {
    const owner = await newOwner(base, "order_drop");
    const listing = await newListing(base, owner, { whatsapp: "0944 111 222", ordering_enabled: true, menu });
    const page = await browser.open(`/qr/${listing.unique_id}?src=qr&t=4`, PHONE);
    await add(page, "coffee");
    await add(page, "knafeh");
    await expect.poll(() => page.getByTestId("order-count").innerText()).toBe("٢");
    // The owner marks the knafeh sold out (at once, no review).
    expect((await areaRequest(base, "PATCH", `/qr/businesses/${listing.id}/menu/items/knafeh`, { sold_out: true }, owner.token)).status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId("order-count").innerText()).toBe("١");
    const note = page.getByTestId("order-dropped");
    expect(await note.innerText()).toBe("أُزيلت من طلبك أصناف لم تعد متوفرة: «كنافة»");
    expect(await page.locator("[data-testid=add-to-order][data-item=knafeh]").count()).toBe(0);
    await page.locator("[data-testid=order-bar] [data-part=open]").click();
    const text = await textOf(page);
    expect(text).toContain("١ × قهوة تركية — ٦٠ ل.س.");
    expect(text).not.toContain("كنافة");
    // Read once: closing the order puts the note away.
    await page.keyboard.press("Escape");
    await note.waitFor({ state: "hidden" });
    // Emptied, the order is gone from the phone too.
    await page.locator("[data-testid=order-bar] [data-part=open]").click();
    await page.getByTestId("order-clear").click();
    await page.getByTestId("order-bar").waitFor({ state: "hidden" });
    expect(await page.evaluate((id) => localStorage.getItem(`order:${id}`), listing.unique_id)).toBeNull();
  });

  it("reads in English on the English page, with the English name, and keeps the table when the language link drops it", async () => {
    const owner = await newOwner(base, "order_en");
    const listing = await newListing(base, owner, { business_name: "مقهى الياسمين", business_name_en: "Yasmin Cafe", whatsapp: "0944 111 222", ordering_enabled: true, menu });
    const page = await browser.open(`/qr/${listing.unique_id}?src=qr&t=12`, PHONE);
    await add(page, "tea");
    await expect.poll(() => page.getByTestId("order-count").innerText()).toBe("١");
    // The language link is the listing's address without the table.
    await page.getByTestId("lang-link").click();
    await page.waitForURL(/lang=en/);
    await add(page, "tea");
    await expect.poll(() => page.getByTestId("order-count").innerText()).toBe("2");
    await page.locator("[data-testid=order-bar] [data-part=open]").click();
    expect(await page.getByTestId("order-table").innerText()).toBe("Table 12");
    expect((await textOf(page)).split("\n")).toEqual(["New order: Yasmin Cafe", "Table 12", "", "2 × Tea — SYP 50", "", "Total: SYP 50"]);
  });
});

describe("one order in two tabs", () => {
  it("follows a change made in the other tab, each tab at its own table, without writing it back", async () => {
    const owner = await newOwner(base, "order_tabs");
    const listing = await newListing(base, owner, { whatsapp: "0944 111 222", ordering_enabled: true, menu });
    const first = await browser.open(`/qr/${listing.unique_id}?src=qr&t=3`, PHONE);
    const second = await first.context().newPage();
    await second.goto(`/qr/${listing.unique_id}?src=qr&t=5`);
    await second.locator("#menu[data-order-ready]").waitFor();
    // The second tab is left alone: the order made in the first brings its order code.
    await add(first, "coffee");
    await expect.poll(() => second.getByTestId("order-count").innerText()).toBe("١");
    await add(first, "tea");
    await expect.poll(() => second.getByTestId("order-count").innerText()).toBe("٢");
    const stored = () => first.evaluate((id) => JSON.parse(localStorage.getItem(`order:${id}`)!).table, listing.unique_id);
    expect(await stored()).toBe(3);
    await second.locator("[data-testid=order-bar] [data-part=open]").click();
    expect(await second.getByTestId("order-table").innerText()).toBe("طاولة ٥");
    expect(await stored()).toBe(3);
  });
});

describe("the bar and the order on a phone", () => {
  it("fit the screen and have no serious accessibility findings, in both languages and themes", async () => {
    const owner = await newOwner(base, "order_a11y");
    const listing = await newListing(base, owner, { whatsapp: "0944 111 222", ordering_enabled: true, menu });
    for (const [lang, theme] of [["ar", "dark"], ["en", "light"]] as const) {
      const page = await browser.open(`/qr/${listing.unique_id}?src=qr&t=3&lang=${lang}`, { ...PHONE, colorScheme: theme });
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      await page.reload();
      await add(page, "coffee");
      await add(page, "knafeh");
      await page.getByTestId("order-total").waitFor();
      expect(await layoutIssues(page), `${lang} bar`).toEqual([]);
      expect(await axeIssues(page), `${lang} bar`).toEqual([]);
      await page.locator("[data-testid=order-bar] [data-part=open]").click();
      await page.getByTestId("order-sheet").waitFor();
      expect(await layoutIssues(page), `${lang} order`).toEqual([]);
      expect(await axeIssues(page), `${lang} order`).toEqual([]);
    }
  });
});
