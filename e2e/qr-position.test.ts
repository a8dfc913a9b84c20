import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { areaRequest, newListing, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";

/**
 * The owner sets the shop's position on a phone: from a pasted map link (read in the page, shown
 * in the page's digits with a link to check it, then saved), from the phone's own position when
 * the browser allows it, and with a plain message when it does not.
 */

const browser = useBrowser();
const base = browser.baseURL;
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });
const toast = (page: Page, text: string) => page.locator("[data-testid=toast]", { hasText: text });

/** The owner's edit form of a listing, on a phone, in `lang`, with the context's options. */
async function editForm(owner: AreaOwner, id: number, lang: "ar" | "en", options: BrowserContextOptions = {}) {
  const page = await browser.open("/favicon.svg", { ...PHONE, ...options });
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.goto(`/qr/business/${id}/edit?lang=${lang}`);
  await hydrated(page, "qr-business-form");
  await page.getByTestId("position").waitFor();
  return page;
}
const stored = async (owner: AreaOwner, id: number) => (await areaRequest(base, "GET", `/qr/businesses/edit/${id}`, undefined, owner.token)).json.data;

describe("the shop's position on the owner's phone", () => {
  it("reads a pasted Google Maps link, shows it in Arabic digits with a link to check it, and saves it", async () => {
    const owner = await newOwner(base, "pos_paste");
    const listing = await newListing(base, owner, {}, false);
    const page = await editForm(owner, listing.id, "ar");
    expect(await page.getByTestId("position-none").innerText()).toBe("لم يُحدَّد المكان بعد.");

    // A short link cannot be read here: said plainly, and what was pasted stays in the box.
    const box = page.getByTestId("position-paste");
    await box.fill("https://maps.app.goo.gl/AbCdEf123");
    expect(await page.getByTestId("field-error-position_link").innerText()).toContain("رابط مختصر");
    expect(await box.inputValue()).toBe("https://maps.app.goo.gl/AbCdEf123");
    expect(await page.locator("input[name=latitude]").inputValue()).toBe("");

    await box.fill("https://www.google.com/maps/place/Yasmin+Cafe/@33.51,36.27,17z/data=!3m1!4b1!4m6!3m5!8m2!3d33.5138!4d36.2765");
    await page.getByTestId("position-read").waitFor();
    expect(await page.getByTestId("position-value").innerText()).toBe("٣٣٫٥١٣٨، ٣٦٫٢٧٦٥");
    expect(await page.getByTestId("position-paste-status").innerText()).toContain("قُرئ المكان");
    expect(await page.getByTestId("field-error-position_link").count()).toBe(0);
    const check = page.getByTestId("position-check");
    expect(await check.getAttribute("href")).toBe("https://www.openstreetmap.org/?mlat=33.5138&mlon=36.2765#map=18/33.5138/36.2765");
    expect(await check.getAttribute("target")).toBe("_blank");
    // The two fields the API takes hold what is saved.
    expect([await page.locator("input[name=latitude]").inputValue(), await page.locator("input[name=longitude]").inputValue()]).toEqual(["33.5138", "36.2765"]);

    await page.getByTestId("save-business").click();
    await toast(page, "تم حفظ النشاط التجاري بنجاح").waitFor();
    expect(await stored(owner, listing.id)).toMatchObject({ latitude: 33.5138, longitude: 36.2765 });
    expect(pageErrors(page)).toEqual([]);
  });

  it("refuses half a position before sending, on the missing coordinate; removing it saves none", async () => {
    const owner = await newOwner(base, "pos_half");
    const listing = await newListing(base, owner, { latitude: 33.5, longitude: 36.3 }, false);
    const page = await editForm(owner, listing.id, "en");
    expect(await page.getByTestId("position-value").innerText()).toBe("33.5, 36.3");
    await page.fill("input[name=longitude]", "");
    await page.getByTestId("save-business").click();
    expect(await page.getByTestId("field-error-longitude").innerText()).toBe("A position needs both latitude and longitude, or neither");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("longitude");
    await page.getByTestId("position-paste").fill("٣٣٫٥١٣٨، ٣٦٫٢٧٦٥");
    expect(await page.getByTestId("position-value").innerText()).toBe("33.5138, 36.2765");
    await page.getByTestId("position-clear").click();
    expect(await page.getByTestId("position-none").innerText()).toContain("Position removed");
    await page.getByTestId("save-business").click();
    await toast(page, "Business saved successfully").waitFor();
    expect(await stored(owner, listing.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it("fills the position from the phone when the browser allows it", async () => {
    const owner = await newOwner(base, "pos_here");
    const listing = await newListing(base, owner, {}, false);
    const page = await editForm(owner, listing.id, "en", { geolocation: { latitude: 33.510412, longitude: 36.291305, accuracy: 12 } });
    await page.context().grantPermissions(["geolocation"]);
    await page.getByTestId("position-here").click();
    await expect.poll(() => page.getByTestId("position-status").innerText()).toBe("Position found, to within about 12 m. Check it on the map before saving.");
    expect(await page.getByTestId("position-value").innerText()).toBe("33.510412, 36.291305");
    await page.getByTestId("save-business").click();
    await toast(page, "Business saved successfully").waitFor();
    expect(await stored(owner, listing.id)).toMatchObject({ latitude: 33.510412, longitude: 36.291305 });
    expect(pageErrors(page)).toEqual([]);
  });

  it("says what to do when the browser refuses, and keeps the form as it was", async () => {
    const owner = await newOwner(base, "pos_denied");
    const listing = await newListing(base, owner, {}, false);
    const page = await editForm(owner, listing.id, "ar", { geolocation: { latitude: 1, longitude: 1 } });
    // Granting another permission only refuses this one (Chromium refuses whatever was not granted).
    await page.context().grantPermissions(["notifications"]);
    await page.getByTestId("position-here").click();
    await expect.poll(() => page.getByTestId("position-status").innerText()).toContain("لم يسمح المتصفح لهذه الصفحة بمعرفة مكانك");
    expect(await page.getByTestId("position-status").getAttribute("data-tone")).toBe("error");
    expect(await page.getByTestId("position-none").count()).toBe(1);
    expect(await page.locator("input[name=latitude]").inputValue()).toBe("");
    expect(await page.getByTestId("position-here").isDisabled()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });
});
