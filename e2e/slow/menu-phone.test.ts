/**
 * A listing's menu on the phone most visitors have (400 ms round trip, 400 kbit/s, CPU ×4), with
 * JavaScript off: a 150-item menu is read from the server's HTML alone, sections, prices in
 * Arabic-Indic digits and sold-out marks included; its photos have their box's size before they load.
 */
import { describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import {
  approvedMenuListing,
  sampleMenu,
} from "../../bench/lib/menu-fixture.mjs";
import { phoneContext, throttle } from "../../bench/lib/slow-phone.mjs";
import { useBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";

const browser = useBrowser();

describe("a 150-item menu on a slow phone with JavaScript off", () => {
  it("shows every section and item, prices in Arabic digits, sold-out marks, and no hidden item", async () => {
    const menu = sampleMenu(150);
    // One item hidden by its owner: visitors never see it.
    const secret: (typeof menu.sections)[number]["items"][number] = {
      id: "secret",
      name_ar: "صنف سري",
      name_en: "",
      description_ar: "",
      description_en: "",
      price: 1,
      image_url: null,
      sold_out: false,
      sold_out_since: null,
      hidden: true,
      variants: [],
      tags: [],
    };
    menu.sections[0].items.push(secret);
    const { path } = await approvedMenuListing(browser.baseURL, menu, {
      admin: E2E_ADMIN,
    });
    const page = await browser.open(
      `${path}?lang=ar`,
      { ...phoneContext, userAgent: REAL_UA, javaScriptEnabled: false },
      {
        waitUntil: "commit",
        prepare: async (p) => {
          await throttle(p);
          // The sample's photos are on a made-up host: answered empty at once, never fetched outside.
          await p.route(/images\.example\.com/, (route) =>
            route.fulfill({ status: 204 }),
          );
        },
      },
    );
    await page.waitForLoadState("domcontentloaded");

    expect(await page.getByTestId("menu-section").count()).toBe(10);
    expect(await page.getByTestId("menu-item").count()).toBe(150);
    const prices = await page.getByTestId("menu-item-price").allInnerTexts();
    expect(prices).toHaveLength(150);
    // Arabic-Indic digits with Arabic grouping, and the pound's Arabic symbol; no Latin digit.
    // New pounds (the sample's 2,500 piastres), and under it the amount in old pounds.
    expect(prices[0]).toMatch(/^[\u200f\s]*٢٥\s?ل\.س/);
    expect(await page.getByTestId("price-old").first().innerText()).toMatch(/٢٬٥٠٠\s?ل\.س\.[\u200f\s]*قديمة/);
    for (const p of prices) expect(p).not.toMatch(/[0-9]/);
    expect(await page.getByTestId("menu-item-soldout").count()).toBe(
      sampleMenu(150)
        .sections.flatMap((s) => s.items)
        .filter((i) => i.sold_out).length,
    );
    expect(
      await page.getByTestId("menu-item-soldout").first().innerText(),
    ).toBe("نفد اليوم");
    expect(
      await page
        .locator("[data-testid=menu-item]", { hasText: "صنف سري" })
        .count(),
    ).toBe(0);

    // The section bar's links lead to the sections' anchors.
    const link = page.locator("nav a[href='#m-s4']");
    expect(await link.innerText()).toBe("مقبلات");
    expect(await page.locator("#m-s4 h3").innerText()).toBe("مقبلات");
    // Photos have their box's size before they load (no layout shift) and load lazily (Chromium
    // loads every image at once when scripts are off, so that is checked by the markup); the
    // search box needs scripts and is not shown.
    const img = page.locator("[data-testid=menu-item] img").first();
    expect([
      await img.getAttribute("width"),
      await img.getAttribute("height"),
      await img.getAttribute("loading"),
    ]).toEqual(["72", "72", "lazy"]);
    expect(await page.locator("#menu-q").isVisible()).toBe(false);
  });
});
