import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { areaRequest, newListing, newOwner, PHONE } from "./qr-area-kit";

const browser = useBrowser();
const base = browser.baseURL;
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });

describe("the owner's menu editor on a phone", () => {
  it("builds a menu from the dashboard: a section, two items (one duplicated, moved up by keyboard), Arabic digits, sold out at once; a refused price keeps what was typed", async () => {
    const owner = await newOwner(base, "menu_owner");
    const listing = await newListing(base, owner, {}, true);
    const page = await browser.open("/favicon.svg", PHONE);
    await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
    await page.goto("/qr/dashboard?lang=ar");
    await hydrated(page, "qr-dashboard");
    await page.getByTestId("edit-menu").first().click();
    await hydrated(page, "qr-menu-editor");
    // The empty menu shows once the listing is read (after hydration).
    await page.getByTestId("menu-empty").waitFor();

    await page.getByTestId("menu-add-section").click();
    // The new section's Arabic name has the focus.
    await page.keyboard.type("مشروبات ساخنة");
    await page.getByTestId("menu-add-item").click();
    await page.keyboard.type("قهوة تركية");
    await page.locator("input[name=price]").fill("abc");
    await page.getByTestId("menu-save").click();
    // Refused on the phone, the field says why and keeps what was typed.
    expect(await page.getByTestId("save-error").innerText()).toContain("اكتب السعر بالليرة الجديدة بالأرقام");
    expect(await page.locator("input[name=name_ar]").last().inputValue()).toBe("قهوة تركية");
    // In new pounds, stored in piastres: ١٢٥ pounds is 12,500.
    await page.locator("input[name=price]").fill("١٢٥");
    await page.getByTestId("menu-item-duplicate").click();
    await page.getByTestId("menu-item-edit").nth(1).click();
    await page.locator("input[name=name_ar]").last().fill("شاي");
    await page.locator("input[name=price]").last().fill("50");
    // Moved up with the keyboard: the focus stays on the item's button.
    await page.getByRole("button", { name: "انقل «شاي» إلى الأعلى" }).focus();
    await page.keyboard.press("Enter");
    // The move and the focus after it land on React's next render: wait for them, not just after the key.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("انقل «شاي» إلى الأسفل");
    expect(await page.getByTestId("menu-edit-item").first().locator("strong").innerText()).toBe("شاي");
    expect(await page.getByTestId("menu-count").innerText()).toContain("٢");

    await page.getByTestId("menu-save").click();
    await page.locator("[data-testid=toast]", { hasText: "أُرسلت" }).waitFor();
    const mine = (await areaRequest(base, "GET", `/qr/businesses/edit/${listing.id}`, undefined, owner.token)).json.data;
    expect(mine.revision.proposed.menu.sections[0].items.map((i: { name_ar: string; price: number }) => [i.name_ar, i.price])).toEqual([
      ["شاي", 5000],
      ["قهوة تركية", 12500],
    ]);

    // The admin approves; sold out then applies at once, without review.
    const admin = (await areaRequest(base, "POST", "/auth/login", E2E_ADMIN)).json.data.token;
    await areaRequest(base, "POST", `/qr/admin/revisions/${mine.revision.id}/approve`, { admin_notes: "" }, admin);
    await page.reload();
    await hydrated(page, "qr-menu-editor");
    await page.getByTestId("menu-soldout-toggle").first().check();
    await page.locator("[data-testid=toast]", { hasText: "نفد اليوم" }).waitFor();
    const live = (await areaRequest(base, "GET", `/qr/businesses/${listing.unique_id}`)).json.data.menu;
    expect(live.sections[0].items[0]).toMatchObject({ name_ar: "شاي", sold_out: true });
    expect(pageErrors(page)).toEqual([]);
  });
});
