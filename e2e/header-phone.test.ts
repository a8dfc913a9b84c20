import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";

const browser = useBrowser();
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** Every control of the header a person could reach (rendered, not hidden), with its box. */
const reachable = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("header a[href], header button, header summary")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 1)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: (el.getAttribute("data-testid") ?? el.textContent ?? "").trim().slice(0, 30), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
  );

describe("the header on a 360 px phone", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`fits in ${lang}: every control on screen, the menu opens inside the viewport and closes on a choice`, async () => {
      const page = await browser.open(`/?lang=${lang}`, phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      const closed = await reachable(page);
      for (const c of closed) expect(c.left >= 0 && c.right <= 360, `${c.what} ${c.left}..${c.right}`).toBe(true);
      // The brand never runs under the tools.
      const brand = await page.locator("header a[href='#hero']").first().boundingBox();
      const qr = await page.getByTestId("nav-link-qr").boundingBox();
      const overlap = lang === "ar" ? brand!.x < qr!.x + qr!.width : brand!.x + brand!.width > qr!.x;
      expect(overlap).toBe(false);
      // Closed, the menu's links are not reachable at all (no focus lands off screen).
      const menuLinks = page.locator("header details nav a");
      // The six sections; no admin panel for visitors.
      expect(await menuLinks.count()).toBe(6);
      expect(await page.locator("header a[href^='/admin']").count()).toBe(0);
      expect(await menuLinks.evaluateAll((links) => links.filter((a) => a.checkVisibility()).length)).toBe(0);
      expect(closed.map((c) => c.what)).not.toContain(lang === "ar" ? "لوحة الإدارة" : "Admin panel");

      await page.locator("header summary").tap();
      const panel = await page.locator("header details nav").boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
      expect(panel!.y + panel!.height).toBeLessThanOrEqual(740);
      const open = await reachable(page);
      for (const c of open) expect(c.left >= 0 && c.right <= 360 && c.bottom <= 740, `${c.what}`).toBe(true);
      // Nor when the menu is open: staff know the address (the footer keeps a discreet link).
      expect(open.map((c) => c.what)).not.toContain(lang === "ar" ? "لوحة الإدارة" : "Admin panel");
      await page.locator("header details nav a[href='#contact']").tap();
      await expect.poll(() => page.locator("header details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect(pageErrors(page)).toEqual([]);
    });
  }
});

describe("the phone menu on a slow line", () => {
  it("closes after a section chosen before its few lines of script arrived", async () => {
    const page = await browser.open("about:blank", phone);
    // The island's code held back, as a slow line holds it after the tap that opened the menu.
    let arrive!: () => void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/site-menu\.dom-[\w-]+\.js$/, async (route) => (await held, route.continue()));
    await page.goto("/?lang=ar");
    await page.locator("header summary").tap();
    await page.locator("header details nav a[href='#contact']").tap();
    await page.waitForURL(/#contact$/);
    expect(await page.locator("header details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    arrive();
    await expect.poll(() => page.locator("header details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("public pages without JavaScript", () => {
  it("the language link and the theme form work, and the theme comes back from the server", async () => {
    const page = await browser.open("/blog", { javaScriptEnabled: false });
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    await page.getByTestId("lang-toggle").click();
    await page.waitForURL("**/blog?lang=en");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByTestId("theme-toggle").click();
    await page.waitForURL("**/blog");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("light");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByTestId("theme-toggle").getAttribute("aria-label")).toBe("Switch to dark mode");
  });

  it("the admin and the owner logins say they need JavaScript, before and after a post", async () => {
    for (const [path, submit, message, words] of [
      ["/admin/login?lang=en", "login-submit", "login-message", "The admin panel needs JavaScript"],
      ["/qr/login?lang=en", "auth-submit", "auth-message", "The owner area needs JavaScript"],
    ] as const) {
      const page = await browser.open(path, { javaScriptEnabled: false });
      expect(await page.getByTestId("noscript-notice").innerText()).toContain(words);
      await page.fill("input[name=username]", "someone");
      await page.fill("input[name=password]", "a-secret-password");
      await page.getByTestId(submit).click();
      await page.getByTestId(message).filter({ hasText: words }).waitFor();
      expect(page.url()).not.toContain("secret");
      expect(await page.locator("input[name=password]").inputValue()).toBe("");
    }
  });
});
