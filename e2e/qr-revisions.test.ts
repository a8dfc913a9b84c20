import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, card, decide, hydrated, openAdmin } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { DESKTOP, newListing, newOwner, openDashboard, PHONE, type AreaOwner } from "./qr-area-kit";

/** Reviewed edits: an owner edits an approved listing, visitors keep the approved page until an admin approves. */
const browser = useBrowser();
const base = browser.baseURL;
const run = Date.now().toString(36);

let owner: AreaOwner;
let listing: { id: number; unique_id: string; business_name: string };
const publicPhone = async () => (await (await fetch(`${base}/api/qr/businesses/${listing.unique_id}`)).json()).data.phone;

beforeAll(async () => {
  owner = await newOwner(base, "reviser");
  listing = await newListing(base, owner, { business_name: `مقهى المراجعة ${run}`, phone: "+963 11 222 3333" });
});

async function editPhone(phone: string, lang: "ar" | "en", device = PHONE) {
  const page = await openDashboard(browser, owner, lang, device);
  const mine = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`);
  await mine.getByTestId("edit-business").click();
  await hydrated(page, "qr-business-form");
  await page.getByTestId("review-notice").waitFor();
  await page.locator("input[name=phone]").fill(phone);
  await page.getByTestId("save-business").click();
  return page;
}

describe("reviewed edits of approved listings", () => {
  it("sends an owner's edit for review (Arabic, phone) and the admin approves it side by side (English, desktop)", async () => {
    const page = await editPhone("+963 11 999 8888", "ar");
    expect(await page.getByTestId("review-notice").innerText()).toContain("يبقى الزوار يرون الصفحة الحالية");
    await page.locator("[data-testid=toast]", { hasText: "أُرسلت التعديلات للمراجعة" }).first().waitFor();
    // The form stays, saying the edit went for review; the header leads back to the dashboard.
    await expect.poll(() => page.getByTestId("save-status").innerText()).toContain("أُرسل للمراجعة");
    await page.getByTestId("dashboard-link").click();
    await page.waitForURL("**/qr/dashboard");
    await hydrated(page, "qr-dashboard");
    const mine = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`);
    expect(await mine.getByTestId("revision-pending").innerText()).toBe("تعديلات بانتظار المراجعة");
    // Visitors still get the approved version, at the same address.
    expect(await publicPhone()).toBe("+963 11 222 3333");
    expect(pageErrors(page)).toEqual([]);

    const admin = await openAdmin(browser, "/admin/qr-revisions?lang=en", await adminSession(base));
    await admin.setViewportSize(DESKTOP.viewport!);
    const review = card(admin, listing.business_name);
    await review.waitFor();
    const row = review.locator("[data-testid=revision-diff] tr[data-field=phone]");
    expect(await row.locator("td").allInnerTexts()).toEqual(["+963 11 222 3333", "+963 11 999 8888"]);
    expect(await review.locator("[data-testid=revision-diff] tbody tr").count()).toBe(1);
    await decide(admin, review, "approve", "Looks good", "The changes were approved and published");
    await review.waitFor({ state: "detached" });
    expect(await publicPhone()).toBe("+963 11 999 8888");

    const after = await openDashboard(browser, owner, "en", DESKTOP);
    const outcome = after.locator(`[data-testid=business-card][data-id="${listing.id}"]`).getByTestId("revision-outcome");
    expect(await outcome.getAttribute("data-status")).toBe("approved");
    expect(await outcome.innerText()).toContain("Admin notes: Looks good");
  });

  it("a rejected edit leaves the page unchanged and the owner reads the notes (admin in Arabic on a phone)", async () => {
    await editPhone("+963 11 000 1111", "en", DESKTOP);
    const admin = await openAdmin(browser, "/admin/qr-revisions?lang=ar", await adminSession(base));
    await admin.setViewportSize(PHONE.viewport!);
    const review = card(admin, listing.business_name);
    // On a phone each changed field reads as "now" above "proposed", each side named and full width.
    const row = review.locator("[data-testid=revision-diff] tr[data-field=phone]");
    await row.waitFor();
    const sides = await row.locator("td").evaluateAll((cells) =>
      cells.map((td) => {
        const r = td.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width), label: getComputedStyle(td, "::before").content };
      }),
    );
    expect(sides[1].top).toBeGreaterThanOrEqual(sides[0].bottom);
    for (const side of sides) expect(side.width).toBeGreaterThan(250);
    expect(sides.map((side) => side.label)).toEqual(['"الحالي"', '"المقترح"']);
    await decide(admin, review, "reject", "الرقم غير صحيح", "تم رفض التعديلات");
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await publicPhone()).toBe("+963 11 999 8888");
    const page = await openDashboard(browser, owner, "ar", PHONE);
    const outcome = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`).getByTestId("revision-outcome");
    expect(await outcome.getAttribute("data-status")).toBe("rejected");
    expect(await outcome.innerText()).toContain("ملاحظات الإدارة: الرقم غير صحيح");
  });
});
