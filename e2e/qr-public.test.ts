import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { downloaded, pageErrors, useBrowser } from "./browser";

const browser = useBrowser();
const base = browser.baseURL;
let cafe: { unique_id: string; cover_image_url: string; images: { image_url: string }[] };

beforeAll(async () => {
  // The seeded demo listing "مقهى الياسمين": approved, with three gallery images.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "e2e-admin-password" }),
  }).then((r) => r.json());
  const list = await fetch(`${base}/api/qr/admin?search=${encodeURIComponent("مقهى الياسمين")}`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  }).then((r) => r.json());
  // The approved one of that name (a test may add another, never approved).
  cafe = list.data.find((b: { business_name: string; status: string }) => b.business_name === "مقهى الياسمين" && b.status === "approved");
  expect(cafe.images).toHaveLength(3);
});

const counter = (page: Page) => page.getByTestId("lightbox-counter").innerText();
const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  return scripts;
};

describe("the public business page", () => {
  it("loads the small client entry and the few lines of its DOM islands, no React; the first click on a thumbnail wakes the lightbox and is not lost", async () => {
    const page = await browser.open("about:blank");
    const scripts = scriptsOf(page);
    const origins = new Set<string>();
    page.on("request", (r) => origins.add(new URL(r.url()).origin));
    await page.goto(`/qr/${cafe.unique_id}`, { waitUntil: "networkidle" });
    // The client entry and a few lines each (in any order: the eager one is preloaded): the
    // offline kit that registers the service worker and, once idle, what keeps the open badge
    // right and gives the directions button a web map off Android.
    expect(scripts.map((s) => s.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "")).sort()).toEqual(["client", "offline-kit.dom", "open-status.dom", "opening-hours", "qr-directions.dom"]);
    expect([...origins]).toEqual([base]);
    expect(await page.locator("agency-island[data-island=qr-lightbox][data-hydrated]").count()).toBe(0);
    // The hero is the owner's cover (the demo photo), drawn from its variants.
    expect(await page.getByTestId("business-cover").getAttribute("src")).toBe(cafe.cover_image_url);

    await page.getByTestId("gallery-item").first().click();
    await page.getByTestId("lightbox").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/qr/${cafe.unique_id}`);
    expect(scripts.some((s) => s.includes("qr-lightbox"))).toBe(true);
    expect(await counter(page)).toBe("١ من ٣");
    expect(await page.getByTestId("lightbox").getAttribute("aria-modal")).toBe("true");
    expect(pageErrors(page)).toEqual([]);
  });

  it("moves with the arrow keys in the reading direction (Arabic: left is next), wraps at both ends, closes on Escape and gives focus back", async () => {
    const page = await browser.open(`/qr/${cafe.unique_id}`);
    await page.getByTestId("gallery-item").nth(1).click();
    await page.getByTestId("lightbox").waitFor();
    expect(await counter(page)).toBe("٢ من ٣");
    // Drawn over the whole page from the document level, opaque, and each arrow points outwards,
    // the way it moves: "previous" on the right pointing right, "next" on the left pointing left.
    const look = await page.evaluate(() => {
      const box = document.querySelector("[data-testid=lightbox]")!;
      const at = (id: string) => document.querySelector(`[data-testid=${id}]`)!;
      return {
        parent: box.parentElement!.tagName,
        background: getComputedStyle(box).backgroundColor,
        size: [box.getBoundingClientRect().width, box.getBoundingClientRect().height, innerWidth, innerHeight],
        prev: [at("lightbox-prev").getBoundingClientRect().x, at("lightbox-prev").querySelector("svg")!.getAttribute("class")],
        next: [at("lightbox-next").getBoundingClientRect().x, at("lightbox-next").querySelector("svg")!.getAttribute("class")],
      };
    });
    expect(look.parent).toBe("BODY");
    expect(look.background).toMatch(/^rgb\(/); // no alpha: nothing shows through
    expect(look.size.slice(0, 2)).toEqual(look.size.slice(2));
    expect(look.prev[0]).toBeGreaterThan(look.next[0] as number);
    expect(look.prev[1]).toContain("chevron-right");
    expect(look.next[1]).toContain("chevron-left");
    await page.keyboard.press("ArrowLeft");
    expect(await counter(page)).toBe("٣ من ٣");
    expect(await page.getByTestId("lightbox-image").getAttribute("src")).toBe(cafe.images[2].image_url);
    await page.keyboard.press("ArrowLeft");
    expect(await counter(page)).toBe("١ من ٣");
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toBe("٣ من ٣");
    await page.getByTestId("lightbox-next").click();
    expect(await counter(page)).toBe("١ من ٣");
    await page.keyboard.press("Escape");
    await page.getByTestId("lightbox").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("فتح الصورة ٢ من ٣");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");

    // In English the right arrow goes forward.
    await page.goto(`/qr/${cafe.unique_id}?lang=en`);
    await page.getByTestId("gallery-item").first().click();
    await page.getByTestId("lightbox").waitFor();
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toBe("2 / 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await counter(page)).toBe("3 / 3");
    // Keyboard users stay inside the dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[data-testid=lightbox]"))).toBe(true);
    await page.getByTestId("lightbox-close").click();
    await page.getByTestId("lightbox").waitFor({ state: "detached" });
    expect(pageErrors(page)).toEqual([]);
  });

  it("on a phone, a tap opens the lightbox and a swipe moves it", async () => {
    const page = await browser.open(`/qr/${cafe.unique_id}?lang=en`, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
    await page.getByTestId("gallery-item").first().tap();
    await page.getByTestId("lightbox").waitFor();
    const swipe = (dx: number) =>
      page.getByTestId("lightbox").evaluate((el, dx) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
        el.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }));
        el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(200 + dx)] }));
      }, dx);
    await swipe(-120);
    expect(await counter(page)).toBe("2 / 3");
    await swipe(120);
    await swipe(120);
    expect(await counter(page)).toBe("3 / 3");
  });

  it("works without JavaScript: thumbnails are links to the full images", async () => {
    const page = await browser.open(`/qr/${cafe.unique_id}`, { javaScriptEnabled: false });
    const hrefs = await page.getByTestId("gallery-item").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(cafe.images.map((i) => i.image_url));
    await page.getByTestId("gallery-item").first().click();
    await page.waitForURL(`**${cafe.images[0].image_url}`);
  });

  it("offers the contact: tel, mailto and WhatsApp links, and a 'save contact' vCard download", async () => {
    const page = await browser.open(`/qr/${cafe.unique_id}`);
    expect(await page.getByTestId("contact-phone").getAttribute("href")).toBe("tel:+963115441234");
    expect(await page.getByTestId("contact-email").getAttribute("href")).toBe("mailto:hello@yasmine-cafe.example");
    expect(await page.getByTestId("contact-whatsapp").getAttribute("href")).toBe("https://wa.me/963944123456");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save-contact").click()]);
    expect(download.suggestedFilename()).toBe("مقهى الياسمين.vcf");
    const card = (await downloaded(download)).toString("utf8");
    expect(card).toContain("FN:مقهى الياسمين\r\n");
    expect(card).toContain("TEL;TYPE=WORK,VOICE:+963 11 544 1234\r\n");
  });

  it("shows the error screen with a link home, as a 404, for an unknown listing", async () => {
    const page = await browser.open("/");
    const res = await page.goto("/qr/nosuchlisting");
    expect(res?.status()).toBe(404);
    await page.getByTestId("error-screen").locator("a[href='/']").click();
    await page.waitForURL(`${base}/`);
  });

  it("has no serious accessibility violations (axe), lightbox open included, in both languages", async () => {
    for (const path of [`/qr/${cafe.unique_id}`, `/qr/${cafe.unique_id}?lang=en`]) {
      const page = await browser.open(path);
      await page.getByTestId("gallery-item").first().click();
      await page.getByTestId("lightbox").waitFor();
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`);
      expect(serious, path).toEqual([]);
    }
  });
});
