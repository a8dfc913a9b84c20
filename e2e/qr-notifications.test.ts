import { describe, expect, it } from "vitest";
import { adminSession, typedApi } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { newListing, newOwner, openDashboard, PHONE } from "./qr-area-kit";

/** An owner learns of an admin's decision on their dashboard, on an Arabic phone. */
const browser = useBrowser();

describe("the owner's notifications", () => {
  it("shows a rejection with the admin's notes behind the bell, and the count goes once it is read (ar, 360 px)", async () => {
    const owner = await newOwner(browser.baseURL, "notified");
    const listing = await newListing(browser.baseURL, owner, { business_name: "مقهى النارنج" }, false);
    const admin = await adminSession(browser.baseURL);
    const rejected = await typedApi(browser.baseURL, { authorization: `Bearer ${admin.token}` }).qr.admin[":id"].reject.$post({
      param: { id: String(listing.id) },
      json: { admin_notes: "الصور غير واضحة، يرجى رفع شعار أوضح" },
    });
    expect(rejected.status).toBe(200);

    const page = await openDashboard(browser, owner, "ar", PHONE);
    const count = page.getByTestId("unread-count");
    await count.waitFor();
    expect(await count.innerText()).toBe("١");
    const bell = page.getByTestId("notifications-open");
    expect(await bell.getAttribute("aria-label")).toBe("التنبيهات، غير المقروءة: ١");
    // The bell is in the header's one row, on screen.
    const [header, bellBox] = [await page.locator("header").first().boundingBox(), await bell.boundingBox()];
    expect(header!.height).toBeLessThanOrEqual(72);
    expect(bellBox!.x).toBeGreaterThanOrEqual(0);
    expect(bellBox!.x + bellBox!.width).toBeLessThanOrEqual(360);

    await bell.tap();
    const list = page.getByTestId("notifications");
    const notice = list.getByTestId("notification");
    await notice.waitFor();
    expect(await notice.count()).toBe(1);
    expect(await notice.getAttribute("data-kind")).toBe("listing_rejected");
    // The sentence in Arabic, the listing's name isolated from it, then the notes quoted.
    expect(await notice.locator("p").first().innerText()).toBe("رُفض نشاطك التجاري «\u2068مقهى النارنج\u2069»");
    expect(await notice.getByTestId("notification-notes").innerText()).toBe("ملاحظات الإدارة: «\u2068الصور غير واضحة، يرجى رفع شعار أوضح\u2069»");
    expect(await notice.locator("time").innerText()).toMatch(/^[^0-9]*[٠-٩]/);

    // Read once shown: the count leaves the bell, and the server agrees.
    await count.waitFor({ state: "detached" });
    expect(await bell.getAttribute("aria-label")).toBe("التنبيهات");
    const unread = async () => (await (await typedApi(browser.baseURL, { authorization: `Bearer ${owner.token}` }).qr.notifications.$get({ query: {} })).json()) as { meta?: { unread: number } };
    await expect.poll(async () => (await unread()).meta?.unread).toBe(0);
    // Nothing of the list is cut off on a 360-px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);

    await page.getByTestId("dialog-close").tap();
    await list.waitFor({ state: "detached" });
    expect(await count.count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
