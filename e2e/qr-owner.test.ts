import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillFields, holdRequests, pageErrors, useBrowser } from "./browser";
import { newListing, newOwner, openDashboard, PHONE } from "./qr-area-kit";

const browser = useBrowser();
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });
const toast = (page: Page, text: string) => page.locator("[data-testid=toast]", { hasText: text });

// One owner for this file: sign-ups are throttled per address, and every e2e file shares one.
const owner = { username: `qr_owner_${Date.now().toString(36)}`, password: "Jasmine-Gate-2024!", email: "", phone: "+963 944 555 666" };
owner.email = `${owner.username}@example.com`;

async function openLogin(path = "/qr/login") {
  const page = await browser.open(path);
  await hydrated(page, "qr-login");
  return page;
}

describe("QR login and register", () => {
  it("validates each field, registers and is signed in straight to the dashboard, then logs in again after ~1 s", async () => {
    const page = await openLogin("/qr/login?lang=en");
    await page.getByTestId("auth-mode-toggle").click();
    for (const name of ["username", "password", "email", "phone"]) expect(await page.locator(`input[name=${name}]`).count(), name).toBe(1);

    // Every rule, before any request: required fields, then formats and the password length.
    await page.getByTestId("auth-submit").click();
    expect(await page.getByTestId("field-error-username").innerText()).toBe("Username is required");
    expect(await page.getByTestId("field-error-password").innerText()).toBe("Password is required");
    expect(await page.getByTestId("field-error-email").innerText()).toBe("Email is required");
    expect(await page.getByTestId("field-error-phone").innerText()).toBe("Phone number is required");
    await fillFields(page, {
      username: owner.username,
      email: "not-an-email",
      phone: "12ab",
      password: "short",
    });
    await page.getByTestId("auth-submit").click();
    expect(await page.getByTestId("field-error-email").innerText()).toBe("Email is invalid");
    expect(await page.getByTestId("field-error-phone").innerText()).toBe("Phone number is invalid");
    expect(await page.getByTestId("field-error-password").innerText()).toBe("The password must be at least 8 characters");
    expect(await page.locator("input[name=email]").getAttribute("type")).toBe("email");
    expect(await page.locator("input[name=phone]").getAttribute("type")).toBe("tel");

    // Show/hide password.
    expect(await page.locator("input[name=password]").getAttribute("type")).toBe("password");
    await page.getByTestId("toggle-password").click();
    expect(await page.locator("input[name=password]").getAttribute("type")).toBe("text");

    await page.fill("input[name=email]", owner.email);
    await page.fill("input[name=phone]", owner.phone);
    // A first try the server refuses (the password holds the username): a notice titled by this form.
    await page.fill("input[name=password]", `${owner.username}-2024`);
    await page.getByTestId("auth-submit").click();
    await expect.poll(() => page.getByTestId("auth-message").getAttribute("data-type")).toBe("error");
    const refused = page.locator("[data-testid=toast][data-type=error]");
    expect(await refused.first().innerText()).toContain("Could not create the account");

    // Registered means signed in: the dashboard follows (after ~1 s), the stale error notice gone.
    await page.fill("input[name=password]", owner.password);
    const registered = Date.now();
    await page.getByTestId("auth-submit").click();
    await expect.poll(() => page.getByTestId("auth-message").getAttribute("data-type")).toBe("success");
    expect(await refused.count()).toBe(0);
    await page.waitForURL("**/qr/dashboard", { timeout: 10_000 });
    expect(Date.now() - registered).toBeGreaterThanOrEqual(900);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("qr_user")))!)).toMatchObject({ username: owner.username });
    await hydrated(page, "qr-dashboard");
    expect(await page.getByTestId("welcome").innerText()).toContain(owner.username);

    // A new visit to the login card (signed out).
    await page.evaluate(() => localStorage.clear());
    await page.goto("/qr/login?lang=en");
    await hydrated(page, "qr-login");
    expect(await page.locator("input[name=password]").getAttribute("type")).toBe("password");

    // Registering the same name again: the server's message in the card and a notice titled by the form.
    await page.getByTestId("auth-mode-toggle").click();
    await fillFields(page, {
      username: owner.username.toUpperCase(),
      email: owner.email,
      phone: owner.phone,
      password: owner.password,
    });
    await page.getByTestId("auth-submit").click();
    await expect.poll(() => page.getByTestId("auth-message").innerText()).toBe("This username already exists");
    expect(await toast(page, "This username already exists").innerText()).toContain("Could not create the account");

    // Toggling clears fields and messages.
    await page.getByTestId("auth-mode-toggle").click();
    expect(await page.getByTestId("auth-message").innerText()).toBe("");
    expect(await page.locator("input[name=username]").inputValue()).toBe("");

    // A wrong password: the server's message, in the form and as a "Login error" notice.
    await page.fill("input[name=username]", owner.username);
    await page.fill("input[name=password]", "Wrong-password-123");
    await page.getByTestId("auth-submit").click();
    await expect.poll(() => page.getByTestId("auth-message").innerText()).toBe("Invalid username or password");
    expect(await page.getByTestId("auth-message").getAttribute("data-type")).toBe("error");
    await toast(page, "Invalid username or password").waitFor();
    expect(await toast(page, "Invalid username or password").innerText()).toContain("Login error");
    expect(await toast(page, "Invalid username or password").getAttribute("data-type")).toBe("error");

    await page.fill("input[name=password]", owner.password);
    const started = Date.now();
    await page.getByTestId("auth-submit").click();
    await page.waitForURL("**/qr/dashboard", { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await page.evaluate(() => localStorage.getItem("qr_token"))).toMatch(/^[\w-]{20,}$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("qr_user")))!)).toMatchObject({ username: owner.username });

    await hydrated(page, "qr-dashboard");
    await page.getByTestId("counter-total").waitFor();
    for (const key of ["total", "approved", "pending", "rejected"]) expect(await page.getByTestId(`counter-${key}`).innerText(), key).toBe("0");
    expect(await page.getByTestId("welcome").innerText()).toContain(owner.username);
    expect(await page.getByTestId("business-card").count()).toBe(0);
    expect(await page.getByTestId("add-business").getAttribute("href")).toBe("/qr/business/new");
    expect(await page.getByTestId("home-link").getAttribute("href")).toBe("/");
    expect(pageErrors(page)).toEqual([]);
  });

  it("locks the form while a request is in flight and shows the network-error notice when the server cannot be reached", async () => {
    const page = await openLogin("/qr/login?lang=en");
    const login = await holdRequests(page, "**/api/qr/auth/login*", (route) => route.abort("internetdisconnected"));
    await page.fill("input[name=username]", owner.username);
    await page.fill("input[name=password]", owner.password);
    await page.getByTestId("auth-submit").click();
    expect(await page.getByTestId("auth-submit").isDisabled()).toBe(true);
    expect(await page.getByTestId("auth-mode-toggle").isDisabled()).toBe(true);
    await page.getByTestId("auth-form").evaluate((f: HTMLFormElement) => f.requestSubmit());
    await page.keyboard.press("Enter");
    login.release();
    await toast(page, "Network error").waitFor();
    expect(login.requests).toHaveLength(1);
    expect(await page.getByTestId("auth-message").innerText()).toContain("could not connect to the server");
    expect(await page.getByTestId("auth-submit").isDisabled()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("qr_token"))).toBeNull();
  });
});

describe("the dashboard session", () => {
  it("sends a missing or corrupt stored session to /qr/login and clears it", async () => {
    const page = await browser.open("/qr/login");
    await page.goto("/qr/dashboard");
    await page.waitForURL("**/qr/login");
    for (const user of ["{not json", '"just a string"', '{"name":"no username"}']) {
      await page.evaluate((u) => {
        localStorage.setItem("qr_token", "AbCdEfGhIjKlMnOpQrStUvWxYz0123");
        localStorage.setItem("qr_user", u);
      }, user);
      await page.goto("/qr/dashboard");
      await page.waitForURL("**/qr/login");
      expect(await page.evaluate(() => [localStorage.getItem("qr_token"), localStorage.getItem("qr_user")]), user).toEqual([null, null]);
    }
    // A well-formed but unknown token: the API says 401 and the owner is sent to log in again.
    await page.evaluate(() => {
      localStorage.setItem("qr_token", "AbCdEfGhIjKlMnOpQrStUvWxYz0123");
      localStorage.setItem("qr_user", '{"username":"ghost"}');
    });
    await page.goto("/qr/business/new");
    await page.waitForURL("**/qr/login");
    expect(await page.evaluate(() => localStorage.getItem("qr_token"))).toBeNull();
  });

  it("logs out: both stored items cleared, back to /qr/login; the header toggles the language", async () => {
    const page = await openLogin();
    await page.fill("input[name=username]", owner.username);
    await page.fill("input[name=password]", owner.password);
    await page.getByTestId("auth-submit").click();
    await page.waitForURL("**/qr/dashboard");
    await hydrated(page, "qr-dashboard");
    await page.getByTestId("counter-total").waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByTestId("welcome").innerText()).toBe(`مرحباً، ${owner.username}`);

    await page.getByTestId("lang-toggle").click();
    await page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: 10_000 });
    await page.getByTestId("counter-total").waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await page.title()).toBe("My businesses | QR Code area | Damascus Ad Agency");
    expect(await page.locator("meta[name=keywords]").getAttribute("content")).toContain("QR code");

    await page.getByTestId("logout").click();
    await page.waitForURL("**/qr/login");
    expect(await page.evaluate(() => [localStorage.getItem("qr_token"), localStorage.getItem("qr_user")])).toEqual([null, null]);
  });
});

describe("the dashboard on a phone", () => {
  it.each(["ar", "en"] as const)("has a one-row header and puts an approved listing's QR and print kit on the first screen (%s)", async (lang) => {
    const owner = await newOwner(browser.baseURL, `firstscreen${lang}`);
    await newListing(browser.baseURL, owner, { business_name: `مقهى الشاشة الأولى ${lang}` });
    const page = await openDashboard(browser, owner, lang, PHONE);
    const header = await page.locator("header").first().boundingBox();
    // One row: about 56 px (three rows, 147 px, before).
    expect(header!.height).toBeLessThanOrEqual(72);
    for (const id of ["qr-toggle", "print-kit"]) {
      const reach = await page.getByTestId(id).first().evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return { onScreen: r.top >= 0 && r.bottom <= innerHeight, tappable: !!hit && el.contains(hit) };
      });
      expect(reach, id).toEqual({ onScreen: true, tappable: true });
    }
    // The header's buttons keep their names for screen readers when only their icons show.
    expect(await page.getByTestId("logout").getAttribute("aria-label")).toBeTruthy();
    expect(await page.getByTestId("home-link").getAttribute("aria-label")).toBeTruthy();
    expect(pageErrors(page)).toEqual([]);
  });
});
