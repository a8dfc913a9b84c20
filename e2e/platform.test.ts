import { describe, expect, it } from "vitest";
import { pageErrors, useBrowser } from "./browser";

const browser = useBrowser();

describe("language toggle", () => {
  it("shows the switching overlay, ignores repeat clicks, flips lang and dir after ~1 s, and survives a reload", async () => {
    const page = await browser.open("/");
    const html = page.locator("html");
    await expect.poll(() => html.getAttribute("lang")).toBe("ar");
    expect(await html.getAttribute("dir")).toBe("rtl");
    // Wait for the island to hydrate before clicking (the button is a real button meanwhile).
    await page.waitForSelector("agency-island[data-island=lang-toggle][data-hydrated]");

    const clickedAt = Date.now();
    await page.getByTestId("lang-toggle").click();
    await expect.poll(() => page.getByTestId("lang-overlay").isVisible()).toBe(true);
    // A repeat click while switching does nothing: the button is disabled and still Arabic.
    expect(await page.getByTestId("lang-toggle").isDisabled()).toBe(true);
    await page.getByTestId("lang-toggle").click({ force: true }).catch(() => {});
    expect(await html.getAttribute("lang")).toBe("ar");

    await page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: 10_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900);
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await page.getByTestId("lang-overlay").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.reload();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    // Even without ?lang in the address, the cookie keeps English.
    await page.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("#services").innerText()).toContain("Product and event photography");
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("theme toggle", () => {
  it("starts dark, switches to light, and the next page arrives light from the server (no flash)", async () => {
    const page = await browser.open("/");
    const html = page.locator("html");
    expect(await html.getAttribute("data-theme")).toBe("dark");
    await page.waitForSelector("agency-island[data-island=theme-toggle][data-hydrated]");
    await page.getByTestId("theme-toggle").click();
    expect(await html.getAttribute("data-theme")).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    // The server's HTML for the next load already says light: nothing to repaint after load.
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().resourceType() === "document"), page.reload()]);
    expect(await response.text()).toContain('data-theme="light"');
    expect(await html.getAttribute("data-theme")).toBe("light");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);

    await page.getByTestId("theme-toggle").click();
    expect(await html.getAttribute("data-theme")).toBe("dark");
    expect(pageErrors(page)).toEqual([]);
  });
});
