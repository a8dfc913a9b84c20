/**
 * The visitor's critical journeys on the phone most of them have: 400 ms round trip, 400 kbit/s
 * each way, a CPU four times slower (bench/lib/slow-phone.mjs). Every journey starts acting from
 * the first byte and never waits for an island to hydrate; where it matters, the island's own code
 * is held back until the visitor has acted, so the tap surely comes before hydration.
 */
import type { Page, Route } from "playwright-core";
import { areaRequest } from "../qr-area-kit";
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { phoneContext, throttle } from "../../bench/lib/slow-phone.mjs";
import { pageErrors, useBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";

const browser = useBrowser();
const base = browser.baseURL;

/**
 * A page on the slow phone, returned at the first byte of `path`. `hold` names an island whose
 * chunk (/assets/<name>-hash.js, preloaded or not) is held back until `release()`: whatever the
 * visitor does meanwhile surely happens before that island is hydrated.
 */
async function phone(path: string, { js = true, hold, images = true }: { js?: boolean; hold?: string; images?: boolean } = {}) {
  const waiting: Route[] = [];
  let held = !!hold;
  const page = await browser.open(
    path,
    { ...phoneContext, userAgent: REAL_UA, javaScriptEnabled: js },
    {
      waitUntil: "commit",
      prepare: async (p) => {
        if (!images) await p.route(/\.(svg|png|jpe?g|webp|avif|gif)(\?.*)?$/, (route) => route.abort());
        if (hold) await p.route(new RegExp(`/assets/${hold}-[\\w-]+\\.js$`), (route) => (held ? waiting.push(route) : route.continue()));
        await throttle(p);
      },
    },
  );
  const release = () => {
    held = false;
    for (const route of waiting.splice(0)) void route.continue();
  };
  return Object.assign(page, { release });
}
const isHydrated = (page: Page, island: string) => page.locator(`agency-island[data-island=${island}][data-hydrated]`).count();

const api = (method: string, path: string, body?: unknown, token?: string) => areaRequest(base, method, path, body, token);
let adminToken = "";
const inbox = async () => (await api("GET", "/contact-messages", undefined, adminToken)).json.data as { message: string; name: string }[];

beforeAll(async () => {
  adminToken = (await api("POST", "/auth/login", E2E_ADMIN)).json.data.token;
});

describe("on a slow phone, before any island is hydrated", () => {
  it("a contact message sent at once is stored and confirmed, and what was typed reaches the island", async () => {
    const page = await phone("/?lang=en", { hold: "contact-form" });
    await page.locator("form[data-testid=contact-form]").waitFor({ state: "attached" });
    await page.locator("#contact").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
    const unique = `Slow phone message ${Date.now()}`;
    await page.locator("[name=name]").fill("Hala");
    await page.locator("[name=email]").fill("hala@example.com");
    await page.locator("[name=subject]").selectOption("marketing");
    await page.locator("[name=message]").fill(unique);
    await page.getByTestId("contact-submit").tap();
    expect(await isHydrated(page, "contact-form")).toBe(0);
    page.release();
    // The held tap is replayed on the hydrated island: the API stores it, the form's panel confirms it.
    await page.locator("[data-testid=form-notice][data-type=success]").waitFor({ timeout: 45_000 });
    expect(await page.locator("[name=message]").inputValue()).toBe("");
    expect((await inbox()).filter((m) => m.message === unique)).toHaveLength(1);
    expect(new URL(page.url()).search).toBe("?lang=en");
    expect(pageErrors(page)).toEqual([]);
  });

  it("a portfolio card tapped at once opens its dialog", async () => {
    const page = await phone("/?lang=en", { hold: "portfolio-grid" });
    const card = page.getByTestId("portfolio-card").first();
    await card.waitFor({ state: "attached" });
    await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    const title = await card.locator("h3").innerText();
    await card.locator("h3").tap();
    expect(await isHydrated(page, "portfolio-grid")).toBe(0);
    page.release();
    const dialog = page.locator("[role=dialog]");
    await dialog.waitFor({ timeout: 45_000 });
    expect(await dialog.locator("h2").innerText()).toBe(title);
    expect(pageErrors(page)).toEqual([]);
  });

  it("switches the language from the first tap, then behind a full-screen overlay that keeps the reader's place", async () => {
    const page = await phone("/?lang=ar");
    // Tapped as soon as it is there: a plain link the server answers, scripts or not.
    await page.getByTestId("lang-toggle").tap();
    await page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: 45_000 });
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");

    // Once the page has its few lines of script: the overlay covers the screen, the place is kept.
    await page.waitForSelector("agency-island[data-island=lang-toggle][data-hydrated]", { state: "attached", timeout: 45_000 });
    await page.waitForLoadState("load");
    await page.locator("#blog").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
    // Measured the moment it appears (the page is replaced a second later).
    const shown = page.evaluate(
      () =>
        new Promise<{ onBody: boolean; box: number[] }>((resolve) => {
          const observer = new MutationObserver(() => {
            const overlay = document.querySelector("[data-testid=lang-overlay]");
            if (!overlay) return;
            observer.disconnect();
            const r = overlay.getBoundingClientRect();
            resolve({ onBody: overlay.parentElement === document.body, box: [r.x, r.y, r.width, r.height] });
          });
          observer.observe(document.body, { childList: true });
        }),
    );
    await page.getByTestId("lang-toggle").tap();
    expect(await shown).toEqual({ onBody: true, box: [0, 0, phoneContext.viewport.width, phoneContext.viewport.height] });
    await page.waitForFunction(() => document.documentElement.lang === "ar", null, { timeout: 45_000 });
    await page.waitForLoadState("load");
    await expect
      .poll(() => page.locator("#blog").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 })
      .toBeLessThan(200);
    expect(await page.locator("#blog").evaluate((el) => el.getBoundingClientRect().bottom > 0)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("an owner logs in at once and adds a listing", async () => {
    const owner = { username: `slow_owner_${Date.now().toString(36)}`, password: "Slow-Phone-Owner-77!" };
    const reg = await api("POST", "/qr/auth/register", { ...owner, email: `${owner.username}@example.com`, phone: "+963 944 777 888" });
    expect(reg.status).toBe(201);

    const page = await phone("/qr/login?lang=en", { hold: "qr-login" });
    await page.locator("input[name=username]").fill(owner.username);
    await page.locator("input[name=password]").fill(owner.password);
    // The tap comes once the page's first script holds taps for islands, but before this one
    // is hydrated (its code is held back). A tap before that script runs (a second or two on
    // this line) posts the form the scriptless way, which answers that scripts are needed.
    await page.waitForSelector("html[data-islands]", { state: "attached", timeout: 45_000 });
    await page.getByTestId("auth-submit").tap();
    expect(await isHydrated(page, "qr-login")).toBe(0);
    page.release();
    await page.waitForURL("**/qr/dashboard", { timeout: 45_000 });
    await page.getByTestId("add-business").tap({ timeout: 45_000 });
    await page.waitForURL("**/qr/business/new");
    const name = `Slow bakery ${Date.now().toString(36)}`;
    await page.locator("input[name=business_name]").fill(name, { timeout: 45_000 });
    await page.locator("select[name=business_type]").selectOption({ label: "Cafe" });
    await page.getByTestId("save-business").tap();
    await page.waitForURL("**/qr/dashboard", { timeout: 45_000 });
    await page.getByTestId("business-card").filter({ hasText: name }).waitFor({ timeout: 45_000 });
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("on a slow phone with JavaScript off", () => {
  it("every public page is complete", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)![1];
    // Without scripts the browser fetches every image at once (no lazy loading). What is checked
    // here is the text and the links, so images are left out to keep the test short.
    const page = await phone("/?lang=ar", { js: false, images: false });
    await page.waitForLoadState("domcontentloaded");
    for (const id of ["hero", "about", "services", "portfolio", "blog", "contact"]) {
      expect((await page.locator(`section#${id}`).innerText()).trim().length, id).toBeGreaterThan(40);
    }
    for (const card of ["service-card", "portfolio-card", "blog-card"]) expect(await page.getByTestId(card).count(), card).toBeGreaterThan(2);
    expect(await page.getByTestId("section-error").count()).toBe(0);

    for (const [path, check] of [
      ["/blog?lang=en", "[data-testid=blog-card]"],
      ["/blog/1?lang=en", "article h1, main h1"],
      ["/privacy?lang=en", "main h1"],
      [`/qr/${listing}?lang=en`, "[data-testid=gallery-item]"],
    ] as const) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await page.locator(check).count(), path).toBeGreaterThan(0);
    }
  });

  it("the admin and the owner screens say they need scripts, with no spinner that never stops", async () => {
    const page = await phone("/admin", { js: false, images: false });
    for (const path of ["/admin", "/admin/blog", "/qr/dashboard", "/qr/business/new", "/qr/business/1/edit"]) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await page.getByTestId("noscript-notice").isVisible(), path).toBe(true);
      expect(await page.locator("[role=status], [data-testid$=-loading]").evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length), path).toBe(0);
    }
  });

  it("the contact form sends, and a mistake comes back with what was typed", async () => {
    const page = await phone("/?lang=ar", { js: false, images: false });
    await page.locator("[name=name]").fill("سامر");
    await page.locator("[name=email]").fill("samer@");
    await page.locator("[name=message]").fill("رسالة من هاتف بطيء بلا جافاسكربت");
    await page.getByTestId("contact-submit").tap();
    const notice = page.getByTestId("form-notice");
    await expect.poll(() => notice.getAttribute("data-type"), { timeout: 45_000 }).toBe("error");
    expect(await page.locator("[name=message]").inputValue()).toBe("رسالة من هاتف بطيء بلا جافاسكربت");
    expect(await page.getByTestId("field-error-email").count()).toBe(1);
    expect(page.url()).not.toContain("samer");

    const unique = `بلا جافاسكربت ${Date.now()}`;
    await page.locator("[name=email]").fill("samer@example.com");
    await page.locator("[name=message]").fill(unique);
    await page.getByTestId("contact-submit").tap();
    await expect.poll(() => notice.getAttribute("data-type"), { timeout: 45_000 }).toBe("success");
    expect(await notice.innerText()).toBe("تم إرسال رسالتك بنجاح! سنتواصل معك قريباً");
    expect(new URL(page.url()).hash).toBe("#contact");
    expect(page.url()).not.toContain("samer");
    expect((await inbox()).filter((m) => m.message === unique)).toHaveLength(1);
  });
});
