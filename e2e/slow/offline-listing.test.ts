/**
 * A listing page at a café table when the line drops, on the phone most visitors have (400 ms
 * round trip, 400 kbit/s, CPU ×4): opened once, it comes back from the service worker's saved
 * copy with a note saying so; the owner's screens and the API are never among what it kept; and
 * photos a drop cut off load by themselves once the line is back.
 */
import type { CDPSession, Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { approvedMenuListing, sampleMenu } from "../../bench/lib/menu-fixture.mjs";
import { phoneContext, SLOW_PHONE, throttle } from "../../bench/lib/slow-phone.mjs";
import { holdRequests, pageErrors, useBrowser } from "../browser";
import { E2E_ADMIN } from "../global-setup";

const browser = useBrowser();
const base = browser.baseURL;
const phone = { ...phoneContext, userAgent: REAL_UA };
let cafe: { unique_id: string; business_name: string };

beforeAll(async () => {
  // The seeded demo listing "مقهى الياسمين": approved, its cover a stored photo, three gallery images.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  }).then((r) => r.json());
  const list = await fetch(`${base}/api/qr/admin?search=${encodeURIComponent("مقهى الياسمين")}`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  }).then((r) => r.json());
  cafe = list.data.find((b: { business_name: string; status: string }) => b.business_name === "مقهى الياسمين" && b.status === "approved");
  expect(cafe?.unique_id).toBeTruthy();
});

/**
 * The line drops, or comes back as slow as it was: for the page (through the session that slows it
 * down, whose conditions would otherwise still say "online") and for the service worker, whose own
 * requests Playwright's offline switch reaches, and which fires the page's offline/online events.
 */
async function line(page: Page, cdp: CDPSession, up: boolean) {
  await page.context().setOffline(!up);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: !up,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
}

/** Every address in the page's caches (the service worker's and any other). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** Content-Security-Policy violations, as events in the page and as console messages. */
async function watchCsp(page: Page) {
  const messages: string[] = [];
  page.on("console", (m) => /Content[- ]Security[- ]Policy/i.test(m.text()) && messages.push(m.text()));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

/** The photos the page shows, and whether each is drawn. */
const photos = (page: Page) =>
  page.evaluate(() => [...document.images].map((img) => ({ src: img.currentSrc || img.src, drawn: img.complete && img.naturalWidth > 0 })));

describe("a listing page when the line drops", () => {
  it("opened once, it comes back offline from the saved copy, with a note in its language; owner screens and the API are never kept", async () => {
    let violations: () => Promise<string[]> = async () => [];
    let cdp!: CDPSession;
    const page = await browser.open(`/qr/${cafe.unique_id}?src=qr`, phone, {
      waitUntil: "load",
      prepare: async (p) => {
        cdp = await throttle(p);
        violations = await watchCsp(p);
      },
    });
    const key = `${base}/qr/${cafe.unique_id}?lang=ar`;
    // The worker registers once the page has loaded, and keeps the page it was opened on (handed
    // over by the page: the worker does not take over a visit that started without it).
    await expect.poll(() => cachedUrls(page), { timeout: 60_000 }).toContain(key);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const drawnOnline = (await photos(page)).filter((p) => p.drawn).map((p) => p.src);
    expect(drawnOnline.length).toBeGreaterThan(0);
    await expect.poll(async () => {
      const urls = await cachedUrls(page);
      return drawnOnline.filter((src) => !urls.includes(src));
    }).toEqual([]);

    // The same listing in English, opened while the worker is in charge (it sets the language cookie).
    await page.goto(`/qr/${cafe.unique_id}?lang=en`, { waitUntil: "load" });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);
    // On the slow line the network's page is shown, never the copy.
    expect(await page.locator("html").getAttribute("data-offline-copy")).toBeNull();
    expect(await page.getByTestId("offline-note").isVisible()).toBe(false);
    await expect.poll(() => cachedUrls(page), { timeout: 30_000 }).toContain(`${base}/qr/${cafe.unique_id}?lang=en`);

    // What the worker must never keep, all visited or fetched while it controls the QR area (the
    // dashboard sends a visitor without a session on to the login screen, where this ends).
    await page.goto("/qr/dashboard", { waitUntil: "load" });
    await page.goto(`/qr/${cafe.unique_id}/print`, { waitUntil: "load" });
    await page.goto("/qr/login", { waitUntil: "load" });
    const statuses = await page.evaluate(async (id) => {
      const paths = ["/api/health", "/api/services/active", `/qr/${id}/contact.vcf`, `/qr/code/${id}.svg`, "/api/qr/auth/login"];
      return Promise.all(paths.map((p) => fetch(p, p.endsWith("login") ? { method: "POST", headers: { "content-type": "application/json" }, body: "{}" } : {}).then((r) => r.status)));
    }, cafe.unique_id);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    const kept = await cachedUrls(page);
    const never = kept.filter((url) => /\/api(\/|$)|\/qr\/(login|register|dashboard|account|business|reset|code)\b|\/print\b|contact\.vcf|\/admin/.test(new URL(url).pathname));
    expect(never, kept.join("\n")).toEqual([]);
    // The pages kept are the listing's two languages, nothing else.
    expect(kept.filter((url) => new URL(url).pathname.startsWith("/qr/")).sort()).toEqual([key, `${base}/qr/${cafe.unique_id}?lang=en`].sort());

    // The line drops. The scan's address (any query) opens the Arabic copy ...
    await line(page, cdp, false);
    await page.goto(`/qr/${cafe.unique_id}?src=qr&t=7&lang=ar`, { waitUntil: "load" });
    const note = page.getByTestId("offline-note");
    await note.waitFor({ state: "visible" });
    expect(await page.getByTestId("business-name").innerText()).toBe(cafe.business_name);
    const words = await note.innerText();
    expect(words).toMatch(/^نسخة محفوظة من .+، أنت غير متصل بالإنترنت\./);
    expect(words).not.toMatch(/[0-9]/);
    expect(await note.locator("time").innerText()).toMatch(/[\u0660-\u0669]/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    // Its scripts run from the kept files under the copy's own CSP (the nonce they were saved with).
    await page.locator("agency-island[data-island=offline-kit][data-hydrated]").waitFor({ state: "attached" });
    // ... with the photos it showed online. A photo below the fold is lazy, so "load" does not wait
    // for it: on a busy machine it is still being read from the worker's cache and decoded here.
    await expect
      .poll(async () => {
        const offline = await photos(page);
        return drawnOnline.filter((src) => !offline.some((p) => p.src === src && p.drawn));
      }, { timeout: 10_000 })
      .toEqual([]);

    // Without ?lang the language cookie (English since the English visit) picks the English copy.
    await page.goto(`/qr/${cafe.unique_id}`, { waitUntil: "load" });
    await note.waitFor({ state: "visible" });
    expect(await note.innerText()).toMatch(/^Saved copy from .+, you are offline\./);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    expect(await violations()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);

    // Nothing else is served from the worker's caches: an owner screen is the browser's own error.
    await expect(page.goto("/qr/login")).rejects.toThrow(/net::ERR_/);
  });

  it("a line that gives nothing shows the saved copy after 6 s, rather than a blank screen", async () => {
    let cdp!: CDPSession;
    const page = await browser.open(`/qr/${cafe.unique_id}?src=qr`, phone, { waitUntil: "load", prepare: async (p) => (cdp = await throttle(p)) });
    await expect.poll(() => cachedUrls(page), { timeout: 60_000 }).toContain(`${base}/qr/${cafe.unique_id}?lang=ar`);
    // Connected, but nothing comes back: a 30 s round trip.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 30_000, downloadThroughput: SLOW_PHONE.bytesPerSecond, uploadThroughput: SLOW_PHONE.bytesPerSecond });
    const started = performance.now();
    await page.goto(`/qr/${cafe.unique_id}?src=qr`, { waitUntil: "commit", timeout: 25_000 });
    await page.getByTestId("offline-note").waitFor({ state: "visible", timeout: 25_000 });
    const waited = performance.now() - started;
    console.log(`saved copy shown ${Math.round(waited)} ms after asking, on a line that answers nothing`);
    expect(waited).toBeGreaterThanOrEqual(6000);
    expect(await page.getByTestId("business-name").innerText()).toBe(cafe.business_name);
  });

  it("a listing taken down leaves the phone at the next visit: never shown again, offline included", async () => {
    const { path, id } = await approvedMenuListing(base, sampleMenu(4, { photo: null }), { admin: E2E_ADMIN, name: "مقهى سيغلق" });
    let cdp!: CDPSession;
    const page = await browser.open(`${path}?src=qr`, phone, { waitUntil: "load", prepare: async (p) => (cdp = await throttle(p)) });
    await expect.poll(() => cachedUrls(page), { timeout: 60_000 }).toContain(`${base}${path}?lang=ar`);

    const { token } = (await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) }).then((r) => r.json())).data;
    const unpublished = await fetch(`${base}/api/qr/admin/${id}/unpublish`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ reason: "صور مخالفة" }),
    });
    expect(unpublished.status).toBe(200);

    // Online, the server's answer is shown (not the copy), and the copy goes.
    const answer = await page.goto(`${path}?src=qr`, { waitUntil: "load" });
    expect(answer?.status()).toBe(404);
    expect(await page.getByTestId("error-screen").isVisible()).toBe(true);
    await expect.poll(async () => (await cachedUrls(page)).filter((url) => url.includes(path))).toEqual([]);
    await line(page, cdp, false);
    await expect(page.goto(`${path}?src=qr`)).rejects.toThrow(/net::ERR_/);
  });

  it("a photo the drop cut off loads by itself once the line is back, without a reload", async () => {
    // Every photo's request is held until the page has scripts and has asked for all of them; the
    // line then drops with every photo on its way, and comes back.
    let cut = true;
    let held!: Awaited<ReturnType<typeof holdRequests>>;
    let cdp!: CDPSession;
    const page = await browser.open(`/qr/${cafe.unique_id}?src=qr`, phone, {
      waitUntil: "commit",
      prepare: async (p) => {
        cdp = await throttle(p);
        held = await holdRequests(p, "**/{media,images}/**", (route: Route) => (cut ? route.abort("internetdisconnected") : route.continue()));
      },
    });
    await page.locator("agency-island[data-island=offline-kit][data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    // Lazy photos further down start too once the page is scrolled there.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const count = await page.evaluate(() => new Set([...document.images].map((img) => img.getAttribute("src"))).size);
    expect(count).toBeGreaterThanOrEqual(4);
    await expect.poll(() => new Set(held.requests.map((r) => r.url())).size, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await line(page, cdp, false);
    held.release();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth === 0), null, { timeout: 30_000 });

    cut = false;
    await line(page, cdp, true);
    const back = performance.now();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), null, { timeout: 30_000 });
    console.log(`every photo drawn ${Math.round(performance.now() - back)} ms after the line came back (${count} photos)`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
