/**
 * The owner's editors on a 360 x 740 phone: the menu editor's compact rows (a long menu fits in a
 * few screens, one row open at a time), the confirmation every save leaves on screen
 * (`save-status`: saving, saved with its time, failed with what to do, and gone again at the next
 * change), and the owner's header fitting the phone's width in both languages and themes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated } from "./admin-kit";
import { pageErrors, useBrowser } from "./browser";
import { newListing, newOwner, PHONE, type AreaOwner } from "./qr-area-kit";
import { menuItem } from "../shared/menu.testing";

const browser = useBrowser();
const base = browser.baseURL;
const SCREEN = 740;
const shots = process.env.E2E_SHOTS;

const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]);

/** Three sections of eight items, with prices, as a café's menu might be. */
const bigMenu = {
  currency: "SYP",
  sold_out_resets: false,
  sections: ["مشروبات ساخنة", "مشروبات باردة", "حلويات"].map((name, s) => ({
    id: `s${s}`,
    name_ar: name,
    name_en: ["Hot drinks", "Cold drinks", "Sweets"][s],
    items: Array.from({ length: 8 }, (_, i) => menuItem(`i${s}x${i}`, `صنف ${name} رقم ${arabicDigits(i + 1)}`, 5000 + i * 250, { name_en: `Item ${s}.${i + 1}` })),
  })),
};

/** A page of this origin with the owner's session, then `path` (with the language and theme), hydrated. */
async function ownerPage(owner: AreaOwner, path: string, island: string, lang: "ar" | "en" = "ar", theme: "dark" | "light" = "light") {
  const page = await browser.open("/favicon.svg", { ...PHONE, colorScheme: theme });
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.context().addCookies([{ name: "theme", value: theme, url: base }]);
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
  await hydrated(page, island);
  // A step that cannot happen fails in its own words, not as the whole test's timeout.
  page.setDefaultTimeout(15_000);
  return page;
}

const shot = async (page: Page, name: string, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

/** The rows whose fields are open (their toggle says so). */
const openRows = (page: Page) => page.locator("[data-testid=menu-item-edit][aria-expanded=true]").count();
const status = (page: Page) => page.getByTestId("save-status");
/** The save status's state and words, once it has any (`save-status` is there only while it has something to say). */
async function statusNow(page: Page) {
  const el = status(page);
  return { state: await el.getAttribute("data-state"), text: (await el.innerText()).trim() };
}
/**
 * The "saved" state, still on screen after longer than any notice lasts (the success toast goes
 * after 3 s, an error after 5 s: islands/qr/notices.tsx), its time in the page's digits.
 */
async function savedAndStays(page: Page, lang: "ar" | "en") {
  await expect.poll(() => status(page).getAttribute("data-state"), { timeout: 10_000 }).toBe("saved");
  await page.waitForTimeout(5_500);
  expect(await status(page).isVisible()).toBe(true);
  const now = await statusNow(page);
  expect(now.state).toBe("saved");
  // "Saved 2:05 PM" / "حُفظ ٢:٠٥ م": a time, in one digit system.
  expect(now.text).toMatch(lang === "ar" ? /[٠-٩]{1,2}:[٠-٩]{2}/ : /\d{1,2}:\d{2}/);
  expect(now.text).not.toMatch(lang === "ar" ? /\d/ : /[٠-٩]/);
  expect(await status(page).getAttribute("role")).toBe("status");
  return now;
}
/** After the next change the confirmation is gone or says "unsaved". */
async function changedSince(page: Page) {
  await expect.poll(async () => ((await status(page).count()) ? await status(page).getAttribute("data-state") : "gone")).toMatch(/^(dirty|gone)$/);
}
/** Every request to `pattern` with this method fails as if the line had dropped, until `undo()` is called. */
async function dropLine(page: Page, pattern: string, method: string) {
  const handler = (route: import("playwright-core").Route) => (route.request().method() === method ? route.abort("internetdisconnected") : route.fallback());
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}
/** A failed save's status: the "error" state and what to do. */
async function failedWith(page: Page, words: RegExp) {
  await expect.poll(() => status(page).getAttribute("data-state"), { timeout: 10_000 }).toBe("error");
  expect((await statusNow(page)).text).toMatch(words);
}
const NETWORK = { ar: /تحقّق من الاتصال.*مرة أخرى/, en: /Not saved: check the connection, then tap Save again/ };

describe("the menu editor on a phone", () => {
  it("shows 3 sections of 8 items as compact rows within 3 screens, and opens one row at a time", async () => {
    const owner = await newOwner(base, "phone_menu");
    const listing = await newListing(base, owner, { menu: bigMenu }, false);
    const page = await ownerPage(owner, `/qr/business/${listing.id}/menu`, "qr-menu-editor");
    await page.getByTestId("menu-edit-item").nth(23).waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`menu editor, 3 sections x 8 items at 360 x 740: page height ${height} px (${(height / SCREEN).toFixed(2)} screens)`);
    expect(height).toBeLessThanOrEqual(3 * SCREEN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await openRows(page)).toBe(0);
    await shot(page, "menu-compact-ar");
    // Each row shows its price and its own "sold out" box without being opened.
    const first = page.getByTestId("menu-edit-item").first();
    expect(await first.getByTestId("menu-item-meta").innerText()).toContain("٥٠");
    expect(await first.getByTestId("menu-soldout-toggle").isVisible()).toBe(true);
    expect(await first.getByTestId("menu-soldout-toggle").getAttribute("aria-label")).toContain("نفد اليوم");

    // Opening one row closes the other; the toggle says which is open, for screen readers too.
    const rows = page.getByTestId("menu-edit-item");
    await rows.nth(2).getByTestId("menu-item-edit").click();
    expect(await rows.nth(2).getByTestId("menu-item-edit").getAttribute("aria-expanded")).toBe("true");
    expect(await rows.nth(2).locator("input[name=name_ar]").inputValue()).toBe("صنف مشروبات ساخنة رقم ٣");
    await rows.nth(9).getByTestId("menu-item-edit").click();
    expect(await openRows(page)).toBe(1);
    expect(await rows.nth(2).getByTestId("menu-item-edit").getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("input[name=name_ar]").count()).toBe(1);
    await rows.nth(9).scrollIntoViewIfNeeded();
    await shot(page, "menu-open-row-ar");
    // The keyboard opens and closes a row as well.
    await rows.nth(9).getByTestId("menu-item-edit").focus();
    await page.keyboard.press("Enter");
    expect(await openRows(page)).toBe(0);
    await page.keyboard.press("Space");
    expect(await openRows(page)).toBe(1);

    // A new item opens (and the row open before closes), its name focused.
    await page.getByTestId("menu-add-item").first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name_ar");
    expect(await openRows(page)).toBe(1);
    expect(await rows.nth(8).getByTestId("menu-item-edit").getAttribute("aria-expanded")).toBe("true");
    expect(await statusNow(page)).toEqual({ state: "dirty", text: "تغييرات غير محفوظة" });

    // Saved with its name left blank: refused on the phone, and that row opens to show why.
    await rows.nth(0).getByTestId("menu-item-edit").click();
    expect(await rows.nth(8).getByTestId("menu-item-edit").getAttribute("aria-expanded")).toBe("false");
    await page.getByTestId("menu-save").click();
    await expect.poll(() => rows.nth(8).getByTestId("menu-item-edit").getAttribute("aria-expanded")).toBe("true");
    expect(await openRows(page)).toBe(1);
    await failedWith(page, /لم يُحفظ: صحّح «.+»/);
    await shot(page, "menu-status-error-ar");
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps the menu's save confirmation until the next change, and a failed save says what to do (English, dark)", async () => {
    const owner = await newOwner(base, "phone_menu_save");
    const listing = await newListing(base, owner, { menu: bigMenu }, false);
    const page = await ownerPage(owner, `/qr/business/${listing.id}/menu`, "qr-menu-editor", "en", "dark");
    await page.getByTestId("menu-edit-item").first().waitFor();
    await shot(page, "menu-compact-en-dark", true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(3 * SCREEN);
    const row = page.getByTestId("menu-edit-item").nth(1);
    await row.getByTestId("menu-item-edit").click();
    await row.locator("input[name=price]").fill("60");
    await shot(page, "menu-open-row-en-dark");
    const undo = await dropLine(page, `**/api/qr/businesses/${listing.id}/menu?*`, "PUT");
    await page.getByTestId("menu-save").click();
    await failedWith(page, NETWORK.en);
    await shot(page, "menu-status-network-en-dark");
    await undo();
    await page.getByTestId("menu-save").click();
    await savedAndStays(page, "en");
    await shot(page, "menu-status-saved-en-dark");
    await row.locator("input[name=price]").fill("61");
    await changedSince(page);
    expect((await statusNow(page)).text).toBe("Unsaved changes");
    await shot(page, "menu-status-dirty-en-dark");
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("every owner save says it was saved, and stays", () => {
  it("the listing form: saved, then unsaved on the next edit; a dropped line says to check it", async () => {
    const owner = await newOwner(base, "phone_listing");
    const listing = await newListing(base, owner, {}, false);
    const page = await ownerPage(owner, `/qr/business/${listing.id}/edit`, "qr-business-form");
    await page.getByTestId("business-form").waitFor();
    await page.fill("textarea[name=description]", "خبز طازج كل صباح");
    const undo = await dropLine(page, `**/api/qr/businesses/${listing.id}?*`, "PUT");
    await page.getByTestId("save-business").click();
    await failedWith(page, NETWORK.ar);
    await undo();
    await page.getByTestId("save-business").click();
    await savedAndStays(page, "ar");
    // An edit stays on the form (the dashboard is one tap away in the header).
    expect(new URL(page.url()).pathname).toBe(`/qr/business/${listing.id}/edit`);
    await status(page).scrollIntoViewIfNeeded();
    await shot(page, "listing-status-saved-ar");
    await page.fill("textarea[name=description]", "خبز طازج كل صباح ومساء");
    await changedSince(page);
    // A field the phone refuses: the status names it.
    await page.fill("input[name=email]", "not-an-email");
    await page.getByTestId("save-business").click();
    await failedWith(page, /صحّح «.+»/);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the opening hours: saved with no confirmation before, now saved and staying", async () => {
    const owner = await newOwner(base, "phone_hours");
    const listing = await newListing(base, owner, {}, false);
    const page = await ownerPage(owner, `/qr/business/${listing.id}/hours`, "qr-hours", "en");
    await page.getByTestId("hours-start").click();
    await page.getByTestId("hours-week-6-0-close").fill("13:00");
    const undo = await dropLine(page, `**/api/qr/businesses/${listing.id}/hours?*`, "PUT");
    await page.getByTestId("save-hours").click();
    await failedWith(page, NETWORK.en);
    await undo();
    await page.getByTestId("save-hours").click();
    await savedAndStays(page, "en");
    await status(page).scrollIntoViewIfNeeded();
    await shot(page, "hours-status-saved-en");
    await page.getByTestId("hours-add-week-6").click();
    await changedSince(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the code's design", async () => {
    const owner = await newOwner(base, "phone_design");
    const listing = await newListing(base, owner, {}, true);
    const page = await ownerPage(owner, `/qr/business/${listing.id}/design`, "qr-design", "ar", "dark");
    await page.locator("[data-testid=qr-design-swatch][data-color='#166534']").click();
    const undo = await dropLine(page, `**/api/qr/businesses/${listing.id}/qr-design?*`, "PUT");
    await page.getByTestId("qr-design-save").click();
    await failedWith(page, NETWORK.ar);
    await status(page).scrollIntoViewIfNeeded();
    await shot(page, "design-status-network-ar-dark");
    await undo();
    await page.getByTestId("qr-design-save").click();
    await savedAndStays(page, "ar");
    await shot(page, "design-status-saved-ar-dark");
    await page.locator("[data-testid=qr-design-swatch]").first().click();
    await changedSince(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the account's two forms: each says it was saved; one screen shows one status at a time", async () => {
    const owner = await newOwner(base, "phone_account");
    const page = await ownerPage(owner, "/qr/account", "qr-account", "en");
    const contact = page.getByTestId("account-contact");
    const password = page.getByTestId("account-password");
    await page.fill("#account-phone", "+963 944 555 777");
    // The current password left blank: refused on the phone, the status names the field.
    await page.getByTestId("save-contact").click();
    await expect.poll(() => contact.getByTestId("save-status").getAttribute("data-state")).toBe("error");
    expect(await contact.getByTestId("save-status").innerText()).toContain("Not saved: correct “Current password”");
    await page.fill("#account-contact-password", "a-long-enough-password");
    await page.getByTestId("save-contact").click();
    await savedAndStays(page, "en");
    await contact.getByTestId("save-status").scrollIntoViewIfNeeded();
    await shot(page, "account-status-saved-en");
    await page.fill("#account-phone", "+963 944 555 778");
    await changedSince(page);

    await page.fill("#account-current-password", "a-long-enough-password");
    await page.fill("#account-new-password", "Jasmine-Gate-2024!");
    await page.fill("#account-confirm-password", "Jasmine-Gate-2024!");
    const undo = await dropLine(page, "**/api/qr/auth/password?*", "POST");
    await page.getByTestId("save-password").click();
    await expect.poll(() => password.getByTestId("save-status").getAttribute("data-state")).toBe("error");
    expect(await password.getByTestId("save-status").innerText()).toMatch(NETWORK.en);
    await undo();
    await page.getByTestId("save-password").click();
    await savedAndStays(page, "en");
    expect(await password.getByTestId("save-status").count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });
});

/** The header's controls and the page's width: nothing past the screen, each control 8 px or more from its edges. */
async function headerFits(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const controls = [...header.querySelectorAll<HTMLElement>("a, button, a *, button *")].filter((el) => el.checkVisibility());
    const boxes = controls.map((el) => el.getBoundingClientRect());
    return {
      scrollWidth: document.documentElement.scrollWidth,
      headerHeight: Math.round(header.getBoundingClientRect().height),
      count: controls.length,
      nearest: Math.floor(Math.min(...boxes.map((b) => Math.min(b.left, innerWidth - b.right)))),
      unnamed: controls.filter((el) => el.matches("a, button") && !(el.getAttribute("aria-label") || el.textContent?.trim())).length,
    };
  });
}

describe("the owner's header at 360 px", () => {
  // The themes change colours only, so each language is tried in one of them.
  for (const [lang, theme] of [["ar", "dark"], ["en", "light"]] as const)
    it(`fits with 8 px or more at each edge, ${lang}, ${theme}`, async () => {
      const owner = await newOwner(base, "phone_header");
      // Approved: the bell carries an unread notice, its count widening the row.
      await newListing(base, owner, {}, true);
      for (const [path, island] of [["/qr/dashboard", "qr-dashboard"], ["/qr/account", "qr-account"]] as const) {
        const page = await ownerPage(owner, path, island, lang, theme);
        await page.getByTestId("logout").waitFor();
        await shot(page, `header-${island}-${lang}-${theme}`);
        // 360 px, the phone these screens are made for, and 320 px, the smallest still sold.
        for (const width of [360, 320]) {
          await page.setViewportSize({ width, height: SCREEN });
          const fit = await headerFits(page);
          console.log(`header ${path} ${lang} ${theme} at ${width} px: ${JSON.stringify(fit)}`);
          expect(fit.scrollWidth).toBeLessThanOrEqual(width);
          expect(fit.nearest).toBeGreaterThanOrEqual(8);
          expect(fit.unnamed).toBe(0);
          // One row.
          expect(fit.headerHeight).toBeLessThanOrEqual(64);
        }
        await page.close();
      }
    });
});
