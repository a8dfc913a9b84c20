import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { holdRequests, pageErrors, useBrowser } from "./browser";

const browser = useBrowser();

/** Waits until smooth scrolling has started and stopped: the position holds between two reads. */
async function settle(page: Page) {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(250);
    const y = await page.evaluate(() => scrollY);
    if (y === last) return;
    last = y;
  }
}
/**
 * A section was scrolled to (read until it holds: on a busy machine a smooth scroll can start
 * after `settle` has already seen the page still): its top sits just under the fixed header, or, for a section near the
 * end of the page, the page is scrolled as far as it goes with the section's top on screen.
 */
const landedOn = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const top = document.querySelector(s)!.getBoundingClientRect().top;
    const atBottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
    return (top >= -2 && top < 140) || (atBottom && top >= 0 && top < innerHeight / 2);
  }, selector);
const hydrated = (page: Page, island: string) => page.waitForSelector(`agency-island[data-island=${island}][data-hydrated]`, { state: "attached" });

describe("navigation", () => {
  // Under reduced motion the page jumps instead of gliding (each glide takes about a second and a
  // half); the free-quote test below glides.
  it("nav buttons and hero buttons scroll to their sections (at once, under reduced motion)", async () => {
    const page = await browser.open("/", { reducedMotion: "reduce" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    for (const id of ["about", "services", "portfolio", "blog", "contact"]) {
      await page.getByTestId(`nav-link-${id}`).click();
      await settle(page);
      await expect.poll(() => landedOn(page, `section#${id}`), { message: id, timeout: 10_000 }).toBe(true);
    }
    await page.getByTestId("nav-link-hero").click();
    await settle(page);
    await page.getByTestId("learn-more").click();
    await settle(page);
    await expect.poll(() => landedOn(page, "#services"), { timeout: 10_000 }).toBe(true);
    const fresh = await browser.open("/", { reducedMotion: "reduce" });
    await fresh.getByTestId("get-quote").click();
    await settle(fresh);
    await expect.poll(() => landedOn(fresh, "#contact"), { timeout: 10_000 }).toBe(true);
  });

  it("links to the QR area, keeps the admin out of the header and menu (a discreet footer link for staff), and offers a WhatsApp chat", async () => {
    const page = await browser.open("/");
    expect(await page.getByTestId("nav-link-qr").getAttribute("href")).toBe("/qr/login");
    // Visitors are never offered the admin panel: no header link, nothing in the phone menu.
    expect(await page.locator("header a[href^='/admin']").count()).toBe(0);
    expect(await page.getByTestId("footer-link-admin").getAttribute("href")).toBe("/admin");
    for (const id of ["hero", "about", "services", "portfolio", "blog", "contact"]) {
      expect(await page.getByTestId(`footer-link-${id}`).getAttribute("href")).toBe(`#${id}`);
    }
    expect(await page.getByTestId("chat-link").getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d{8,}$/);
    for (const path of ["/privacy", "/terms"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it("the free-quote button scrolls to the contact form and puts the cursor in it", async () => {
    const page = await browser.open("/");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(page, "contact-form");
    await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
    await page.getByTestId("free-quote").click();
    await settle(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await expect.poll(() => landedOn(page, "#contact"), { timeout: 10_000 }).toBe(true);
  });
});

describe("portfolio dialog", () => {
  it.each(["ar", "en"])("on a phone (%s) the dialog's close button stays in reach when its content scrolls", async (lang) => {
    const page = await browser.open(`/?lang=${lang}`, { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
    await page.locator("#portfolio").scrollIntoViewIfNeeded();
    await hydrated(page, "portfolio-grid");
    // The project with the most photos: its three photos and text are taller than the screen.
    await page.getByTestId("portfolio-card").first().locator("h3").tap();
    const body = page.getByTestId("dialog-body");
    await body.waitFor();
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight + 40)).toBe(true);
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: "instant" }));
    const close = await page.getByTestId("dialog-close").evaluate((btn) => {
      const r = btn.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { inView: r.top >= 0 && r.bottom <= innerHeight, reachable: !!hit && btn.contains(hit) };
    });
    expect(close).toEqual({ inView: true, reachable: true });
    await page.getByTestId("dialog-close").tap();
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
  });

  it("opens from a card and from its view button, shows at most 3 images, and closes with Escape and the close button", async () => {
    const page = await browser.open("/?lang=en");
    await page.locator("#portfolio").scrollIntoViewIfNeeded();
    await hydrated(page, "portfolio-grid");
    const firstCard = page.getByTestId("portfolio-card").first();
    const title = await firstCard.locator("h3").innerText();

    await firstCard.locator("h3").click();
    const dialog = page.locator("[role=dialog]");
    await dialog.waitFor();
    expect(await dialog.locator("h2").innerText()).toBe(title);
    expect(await dialog.locator("img").count()).toBeLessThanOrEqual(3);
    expect(await dialog.innerText()).toMatch(/Client/);
    // Focus stays inside the modal however often Tab is pressed.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByTestId("portfolio-view").nth(1).click();
    await dialog.waitFor();
    await page.getByTestId("dialog-close").click();
    await dialog.waitFor({ state: "detached" });
    expect(pageErrors(page)).toEqual([]);
  });

  it("opens a project without scripts: its view button is a link to the project's own page (Arabic, phone)", async () => {
    const page = await browser.open("/?lang=ar", { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const card = page.getByTestId("portfolio-card").first();
    const title = await card.locator("h3").innerText();
    await card.getByTestId("portfolio-view").tap();
    // A case study lives at its own address (its Arabic page needs no ?lang).
    await page.waitForURL(/\/work\/[a-z0-9-]+$/);
    expect(await page.locator("h1").innerText()).toBe(title);
    expect(await page.getByTestId("portfolio-page").innerText()).toContain("العميل");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId("portfolio-back").tap();
    await page.waitForURL(/\/\?lang=ar#portfolio$/);
  });

  it("shows at most 3 technology tags and a +N count on a card", async () => {
    const page = await browser.open("/?lang=en");
    const card = page.getByTestId("portfolio-card").filter({ hasText: "Al-Sham Bank" }).first();
    const tags = await card.locator("ul li").allInnerTexts();
    expect(tags.slice(0, 3)).toEqual(["Google Ads", "Facebook Ads", "Analytics"]);
    expect(tags[3]).toBe("+2");
  });
});

describe("contact form", () => {
  it("marks each missing required field, in red, with an error toast (Arabic)", async () => {
    const page = await browser.open("/");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(page, "contact-form");
    await hydrated(page, "toaster");
    await page.getByTestId("contact-submit").click();
    for (const name of ["name", "email", "message"]) {
      expect(await page.getByTestId(`field-error-${name}`).innerText()).toBe("هذا الحقل مطلوب");
      expect(await page.locator(`[name=${name}]`).getAttribute("aria-invalid")).toBe("true");
    }
    expect(await page.getByTestId("field-error-phone").count()).toBe(0);
    // The border eases to the theme's danger colour (the same red as the required-field star) over
    // a short transition, so read it until it settles; the optional phone field keeps its own.
    const borderOf = (name: string) => page.locator(`[name=${name}]`).evaluate((el) => getComputedStyle(el).borderInlineStartColor);
    const danger = await page.locator("label[for=contact-name] span").evaluate((el) => getComputedStyle(el).color);
    await expect.poll(() => borderOf("name"), { timeout: 5_000 }).toBe(danger);
    expect(await borderOf("phone")).not.toBe(danger);
    const toast = page.locator("[data-testid=toast][data-type=error]");
    expect(await toast.innerText()).toBe("يرجى ملء جميع الحقول المطلوبة");
    // The summary above the fields names each one by its label.
    expect(await page.getByTestId("contact-errors").getByTestId("error-summary-link").allInnerTexts()).toEqual([
      "الاسم: هذا الحقل مطلوب",
      "البريد الإلكتروني: هذا الحقل مطلوب",
      "رسالتك: هذا الحقل مطلوب",
    ]);
  });

  it("says so in English too", async () => {
    const page = await browser.open("/?lang=en");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(page, "contact-form");
    await hydrated(page, "toaster");
    await page.locator("[name=name]").fill("Rami");
    await page.getByTestId("contact-submit").click();
    expect(await page.getByTestId("field-error-email").innerText()).toBe("This field is required");
    expect(await page.getByTestId("field-error-name").count()).toBe(0);
    expect(await page.locator("[data-testid=toast][data-type=error]").innerText()).toBe("Please fill all required fields");
    const lines = page.getByTestId("contact-errors").getByTestId("error-summary-link");
    expect(await lines.allInnerTexts()).toEqual(["Email: This field is required", "Your message: This field is required"]);
    // A line takes the focus to its field; a field filled in leaves the summary.
    await lines.filter({ hasText: "Your message" }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("message");
    await page.keyboard.type("Hello");
    expect(await lines.allInnerTexts()).toEqual(["Email: This field is required"]);
  });

  it("sends a valid message with a spinner, clears the fields under a success panel that stays on screen, and stores it", async () => {
    const page = await browser.open("/?lang=en", { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(page, "contact-form");
    await hydrated(page, "toaster");
    const unique = `E2E message ${Date.now()}`;
    await page.locator("[name=name]").fill("Lina");
    await page.locator("[name=email]").fill("lina@example.com");
    await page.locator("[name=phone]").fill("+963 944 000 111");
    await page.locator("[name=subject]").selectOption("marketing");
    await page.locator("[name=message]").fill(unique);
    // Held to see the sending state.
    const sending = await holdRequests(page, "**/api/contact-messages*");
    await page.getByTestId("contact-submit").click();
    expect(await page.getByTestId("contact-submit").isDisabled()).toBe(true);
    expect(await page.getByTestId("contact-submit").innerText()).toBe("Sending...");
    sending.release();
    // The success is a panel at the form's top, brought on screen, that stays: not a toast that
    // vanishes while the emptied form says nothing.
    const notice = page.locator("[data-testid=form-notice][data-type=success]");
    await notice.waitFor();
    expect(await notice.innerText()).toBe("Your message has been sent! We will get back to you soon");
    expect(await notice.getAttribute("role")).toBe("status");
    for (const name of ["name", "email", "phone", "message"]) expect(await page.locator(`[name=${name}]`).inputValue(), name).toBe("");
    expect(await page.locator("[name=subject]").inputValue()).toBe("");
    await page.waitForTimeout(4000);
    const onScreen = () => notice.evaluate((el) => { const r = el.getBoundingClientRect(); const header = document.querySelector("header")!.getBoundingClientRect(); return r.top >= header.bottom - 1 && r.bottom <= innerHeight; });
    expect(await notice.isVisible()).toBe(true);
    await expect.poll(onScreen, { timeout: 5000 }).toBe(true);
    // Another message begins: the panel has been read.
    await page.locator("[name=message]").fill("a second message");
    await notice.waitFor({ state: "detached" });

    const login = await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-admin-password" } });
    const token = (await login.json()).data.token;
    const inbox = await (await page.request.get("/api/contact-messages", { headers: { authorization: `Bearer ${token}` } })).json();
    expect(inbox.data.some((m: { message: string }) => m.message === unique)).toBe(true);
  });

  it.each(["ar", "en"])("agrees with the server on e-mail addresses, and puts a refused field in front of the visitor (%s, phone)", async (lang) => {
    const page = await browser.open(`/?lang=${lang}`, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(page, "contact-form");
    await hydrated(page, "toaster");
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("name"));
    const inView = (name: string) =>
      page.locator(`#contact-form [name=${name}]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
    // "samer@gmail" used to pass the form and come back as a generic error: the server refuses it.
    await page.locator("[name=name]").fill("سامر");
    await page.locator("[name=email]").fill("samer@gmail");
    await page.locator("[name=message]").fill("رسالة طويلة بما يكفي لتصل إلى الخادم");
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/api/contact-messages") && sent.push(r.url()));
    await page.getByTestId("contact-submit").tap();
    await page.getByTestId("field-error-email").waitFor();
    expect(sent).toEqual([]);
    await expect.poll(focused).toBe("email");
    expect(await inView("email")).toBe(true);

    // A field the server refuses: its words under that field, focus and scroll to it.
    await page.route("**/api/contact-messages*", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ success: false, message: "server says", errors: { name: "server says the name" } }) }),
    );
    await page.locator("[name=email]").fill("samer@gmail.com");
    await page.locator("[name=message]").focus();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.getByTestId("contact-submit").tap();
    await expect.poll(() => page.getByTestId("field-error-name").innerText()).toBe("server says the name");
    await expect.poll(focused).toBe("name");
    expect(await inView("name")).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps what was typed and shows an error toast when the server fails", async () => {
    const page = await browser.open("/?lang=en");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await hydrated(page, "contact-form");
    await hydrated(page, "toaster");
    await page.route("**/api/contact-messages*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.locator("[name=name]").fill("Omar");
    await page.locator("[name=email]").fill("omar@example.com");
    await page.locator("[name=message]").fill("Hello");
    await page.getByTestId("contact-submit").click();
    expect(await page.locator("[data-testid=toast][data-type=error]").innerText()).toBe("An error occurred while sending the message");
    expect(await page.locator("[name=message]").inputValue()).toBe("Hello");
    expect(await page.getByTestId("contact-submit").isEnabled()).toBe(true);
  });
});

describe("decorations", () => {
  // The cap and the timing are unit-tested with a fake clock (islands/floating-hearts.dom.test.ts);
  // here, that the real page shows them over the hero and lets them go when the hero leaves.
  it("floating hearts: never more than 3 at once, and only while the hero is on screen", async () => {
    const page = await browser.open("/");
    await hydrated(page, "floating-hearts");
    // Every change of the layer is watched, so the most hearts ever at once is counted exactly.
    await page.evaluate(() => {
      const layer = document.querySelector("[data-island=floating-hearts] > *")!;
      const w = window as unknown as { mostHearts: number };
      w.mostHearts = layer.childElementCount;
      new MutationObserver(() => (w.mostHearts = Math.max(w.mostHearts, layer.childElementCount))).observe(layer, { childList: true });
    });
    const most = () => page.evaluate(() => (window as unknown as { mostHearts: number }).mostHearts);
    // They start every 0.5-1.2 s and float for 3.6 s: two at once within a few seconds.
    await expect.poll(most, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    // Scrolled away: the running ones finish (3.6 s at most) and no new ones start.
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector("[data-testid=floating-heart]"), null, { timeout: 10_000 });
    await page.waitForTimeout(1300); // longer than the longest wait between two hearts
    expect(await page.getByTestId("floating-heart").count()).toBe(0);
    expect(await most()).toBeLessThanOrEqual(3);
  });

  it("under reduced motion: no hearts and no 3D canvas, even when the 3D is forced", async () => {
    const page = await browser.open("/", { reducedMotion: "reduce" });
    await page.evaluate(() => localStorage.setItem("bg3d", "force"));
    await page.reload();
    await hydrated(page, "floating-hearts");
    await hydrated(page, "background-3d");
    await page.waitForTimeout(1300); // longer than the longest wait before a first heart
    expect(await page.getByTestId("floating-heart").count()).toBe(0);
    expect(await page.locator("canvas[data-testid=bg-3d]").count()).toBe(0);
  });

  it("no 3D canvas on a software renderer; forced, it renders behind the hero and the page stays usable", async () => {
    const page = await browser.open("/");
    await hydrated(page, "background-3d");
    await page.waitForTimeout(1000);
    // Headless Chromium renders WebGL in software (SwiftShader): the decoration stays off.
    expect(await page.locator("canvas[data-testid=bg-3d]").count()).toBe(0);
    await page.evaluate(() => localStorage.setItem("bg3d", "force"));
    await page.reload();
    await page.locator("canvas[data-testid=bg-3d]").waitFor({ timeout: 15_000 });
    // Decorative only: it does not catch clicks meant for the hero buttons.
    await page.getByTestId("learn-more").click();
    await settle(page);
    await expect.poll(() => landedOn(page, "#services"), { timeout: 10_000 }).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("language and content", () => {
  it("after switching to English the data sections show English content", async () => {
    const page = await browser.open("/");
    expect(await page.locator("#services").innerText()).toContain("تصوير المنتجات والفعاليات");
    await hydrated(page, "lang-toggle");
    await page.getByTestId("lang-toggle").click();
    await page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: 10_000 });
    for (const [id, text] of [
      ["services", "Product and event photography"],
      ["portfolio", "Digital shift for Al-Sham Bank"],
      ["blog", "When should you post on Instagram in Syria?"],
      ["contact", "Contact information"],
    ]) {
      expect(await page.locator(`#${id}`).innerText(), id).toContain(text);
    }
  });

  it("every visible text of the sections is already in the server HTML (no JavaScript needed)", async () => {
    const withJs = await browser.open("/?lang=en");
    await withJs.waitForTimeout(1500);
    const noJs = await browser.open("/?lang=en", { javaScriptEnabled: false });
    for (const id of ["hero", "about", "services", "portfolio", "blog", "contact"]) {
      const strip = (s: string) => s.replace(/❤|\uFE0F|👍|💖/gu, "").replace(/\s+/g, " ").trim();
      expect(strip(await noJs.locator(`#${id}`).innerText()), id).toBe(strip(await withJs.locator(`#${id}`).innerText()));
    }
  });

  it("view-all opens the blog list, a card opens its article, and the article counts a view", async () => {
    const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
    const page = await browser.open("/?lang=en", { userAgent: ua });
    await page.getByTestId("view-all-posts").click();
    await page.waitForURL("**/blog");
    expect(await page.getByTestId("blog-card").count()).toBe(4);
    // As an admin: anonymous API reads may be answered from the cache.
    const login = await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-admin-password" } });
    const auth = { authorization: `Bearer ${(await login.json()).data.token}` };
    const views = async () => (await (await page.request.get("/api/blog-posts/1", { headers: auth })).json()).data.views;
    const before = await views();
    await page.goto("/blog/1");
    expect(await page.locator("h1").innerText()).toBe("When should you post on Instagram in Syria?");
    expect(await page.title()).toContain("When should you post on Instagram in Syria?");
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await views()).toBe(before + 1);
  });
});

describe("the WhatsApp chat button on a phone", () => {
  const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
  /**
   * Where the chat button is: "off" (away, or not on screen), "clear" (shown over nothing the
   * reader uses), or "covers …" with what it covers (a link, a button, a field, a line of text).
   */
  const chatPlace = (page: Page) =>
    page.getByTestId("chat-link").evaluate((link) => {
      const r = link.getBoundingClientRect();
      if (getComputedStyle(link).visibility === "hidden" || r.bottom <= 0 || r.top >= innerHeight) return "off";
      const reading = "a[href], button, input, select, textarea, label, p, h1, h2, h3, h4, dd, dt, figcaption, blockquote";
      const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 6, r.top + 6], [r.right - 6, r.top + 6], [r.left + 6, r.bottom - 6], [r.right - 6, r.bottom - 6]];
      const under = points.flatMap(([x, y]) => document.elementsFromPoint(x, Math.min(y, innerHeight - 1))).find((e) => !link.contains(e) && e.closest(reading));
      return under ? `covers ${under.closest(reading)!.tagName}: ${under.textContent?.trim().slice(0, 30)}` : "clear";
    });
  /** Whether the chat button is on screen, and what a tap at its centre would reach. */
  const chatState = (page: Page) =>
    page.getByTestId("chat-link").evaluate((link) => {
      const r = link.getBoundingClientRect();
      const onScreen = r.bottom > 0 && r.top < innerHeight;
      const hit = onScreen ? document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) : null;
      return { onScreen, tappable: !!hit && link.contains(hit), bottomGap: Math.round(innerHeight - r.bottom) };
    });

  it.each(["ar", "en"])("stays off the first screen (%s), then rides at the bottom wherever it covers nothing the reader uses", async (lang) => {
    const page = await browser.open(`/?lang=${lang}`, phone);
    // The hero's figures and buttons are all reachable: nothing covers them.
    expect((await chatState(page)).onScreen).toBe(false);
    for (const el of await page.locator("#hero a, #hero [data-testid=hero-stat], #hero dl > div").all()) {
      const covered = await el.evaluate((node) => {
        const r = node.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= innerHeight || r.width === 0) return false;
        const hit = document.elementFromPoint(r.x + r.width / 2, Math.min(r.y + r.height / 2, innerHeight - 1));
        return !!hit && !node.contains(hit) && !hit.contains(node);
      });
      expect(covered).toBe(false);
    }
    // Then, down the page: wherever it shows, it covers nothing the reader uses (it steps aside
    // over text and controls), it does show in places, and never once the articles begin.
    const blogTop = await page.locator("#blog").evaluate((el) => el.getBoundingClientRect().top + scrollY);
    let shown = 0;
    for (let y = 400; y < blogTop + 1000; y += 600) {
      await page.evaluate((top) => scrollTo({ top, behavior: "instant" }), y);
      // It steps aside at once and comes back once its place has stayed clear for a moment.
      await page.waitForTimeout(700);
      await expect.poll(() => chatPlace(page), { timeout: 3000 }).not.toMatch(/^covers/);
      const place = await chatPlace(page);
      if (place === "clear") {
        shown++;
        expect(y, `shown at ${y}, past the articles' start (${blogTop})`).toBeLessThan(blogTop);
        const state = await chatState(page);
        expect(state.tappable, `at ${y}`).toBe(true);
        expect(state.bottomGap, `at ${y}`).toBeGreaterThanOrEqual(16);
      }
    }
    expect(shown).toBeGreaterThanOrEqual(2);
    expect(pageErrors(page)).toEqual([]);
  });

  it("does not float without scripts, which could not move it aside", async () => {
    const page = await browser.open("/?lang=ar", { ...phone, javaScriptEnabled: false });
    await page.locator("#services").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
    expect(await page.getByTestId("chat-link").isVisible()).toBe(false);
    // The contact section offers the same chat.
    expect(await page.getByTestId("contact-chat").getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d{8,}$/);
  });

  it("does not float over the other pages' articles: their footer links to the chat", async () => {
    for (const path of ["/blog", "/blog/1", "/privacy"]) {
      const page = await browser.open(path, phone);
      expect(await page.getByTestId("chat-link").count(), path).toBe(0);
      expect(await page.getByTestId("footer-chat").getAttribute("href"), path).toMatch(/^https:\/\/wa\.me\/\d{8,}$/);
    }
  });
});
