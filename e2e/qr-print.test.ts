import jsQR from "jsqr";
import sharp from "sharp";
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, card, openAdmin } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { DESKTOP, newListing, newOwner, openDashboard, PHONE, type AreaOwner } from "./qr-area-kit";

/** The print kit: every format rendered by Chromium, photographed, and its code read back. */
const browser = useBrowser();
const base = browser.baseURL;

let owner: AreaOwner;
let listing: { id: number; unique_id: string; business_name: string };
beforeAll(async () => {
  owner = await newOwner(base, "printer");
  listing = await newListing(base, owner, { business_name: `فرن الطباعة ${Date.now().toString(36)}` });
});

/** Reads the QR code in a screenshot of an element, as a phone's camera would. */
async function decode(target: Locator) {
  const png = await target.screenshot();
  const { data, info } = await sharp(png).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

describe("print kit", () => {
  it("renders the poster, the table tent (both faces), the card and the sticker sheet, and each code scans to the listing", async () => {
    const target = `${base}/qr/${listing.unique_id}?src=qr`;
    const page = await browser.open(`/qr/${listing.unique_id}/print?lang=ar`, DESKTOP);
    for (const format of ["poster-a4", "tent-a5", "card-a6", "stickers"]) {
      await page.goto(`/qr/${listing.unique_id}/print?lang=ar&format=${format}`);
      await page.evaluate(() => document.fonts.ready);
      const sheet = page.getByTestId("print-sheet");
      expect(await sheet.getAttribute("data-format")).toBe(format);
      if (format === "tent-a5") {
        // Each face on its own (the top one prints upside down, as a folded tent needs).
        expect(await decode(sheet.locator(".half").first())).toBe(target);
        expect(await decode(sheet.locator(".half").last())).toBe(target);
      } else if (format === "stickers") {
        expect(await sheet.locator(".sticker").count()).toBe(12);
        expect(await decode(sheet.locator(".sticker").first())).toBe(target);
        expect(await decode(sheet.locator(".sticker").last())).toBe(target);
      } else {
        expect(await decode(sheet), format).toBe(target);
      }
    }
    // The print button appears once scripts run; the page explains saving a PDF.
    expect(await page.getByTestId("print-button").isVisible()).toBe(true);
    expect(await page.getByTestId("print-help").innerText()).toContain("PDF");
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a phone in Arabic (right to left) and in English, and the toolbar is not printed", async () => {
    for (const lang of ["ar", "en"] as const) {
      const page = await browser.open(`/qr/${listing.unique_id}/print?lang=${lang}&format=tent-a5`, PHONE);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await decode(page.getByTestId("print-sheet").locator(".half").last())).toBe(`${base}/qr/${listing.unique_id}?src=qr`);
      await page.emulateMedia({ media: "print" });
      expect(await page.locator(".toolbar").isVisible()).toBe(false);
    }
  });

  it("is linked from the owner's approved card and the admin's QR preview", async () => {
    const page = await openDashboard(browser, owner, "ar", PHONE);
    const link = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`).getByTestId("print-kit");
    expect(await link.getAttribute("href")).toBe(`/qr/${listing.unique_id}/print?lang=ar`);
    expect(await link.innerText()).toBe("طباعة");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.getByTestId("print-sheet").waitFor();
    await tab.close();

    const admin = await openAdmin(browser, "/admin/qr-businesses?lang=en", await adminSession(base));
    await admin.setViewportSize(DESKTOP.viewport!);
    await admin.getByTestId("search").fill(listing.business_name);
    await card(admin, listing.business_name).getByTestId("preview").click();
    const adminLink = admin.getByRole("dialog").getByTestId("print-kit");
    expect(await adminLink.getAttribute("href")).toBe(`/qr/${listing.unique_id}/print?lang=en`);
    expect(await adminLink.innerText()).toBe("Print kit");
  });
});
