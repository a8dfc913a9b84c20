/**
 * Six camera photos at once on the phone most owners have (360 x 740, Arabic, a 400 ms round
 * trip, 400 kbit/s each way, CPU x4: bench/lib/slow-phone.mjs): the owner picks a cover, then
 * five photos for the gallery in one go (12 MP, 4 to 5 MB each), and types the description while
 * they go. Each photo is shrunk on the phone to what the largest stored variant needs, prepared
 * one at a time and sent two at a time (islands/qr/use-listing-images.ts).
 *
 * The target is all six stored within 30 s of the first pick. This machine is shared, so the
 * time is printed and bounded generously here (`npm run bench`, part `photos`, prints the figure
 * that counts); what is asserted tightly is what does not depend on the machine: the bytes sent,
 * which must fit the 30 s at 400 kbit/s with room for the round trips.
 *
 * The second test drops the line in the middle (the DevTools "offline" for a few seconds): the
 * photos whose upload failed go again by themselves once the line is back, nobody taps retry.
 * Screenshots go to e2e/artifacts/six-photos/ for a person to look at.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CDPSession, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_UA } from "../../bench/lib/browser.mjs";
import { phoneContext, SLOW_PHONE, throttle } from "../../bench/lib/slow-phone.mjs";
import { cameraPhoto } from "../../worker/testing/camera-photo";
import { hydrated } from "../admin-kit";
import { pageErrors, useBrowser } from "../browser";
import { newOwner, type AreaOwner } from "../qr-area-kit";

const browser = useBrowser();
const base = browser.baseURL;
const SHOTS = "e2e/artifacts/six-photos";

/** All six photos' upload bytes must fit this: 30 s at 400 kbit/s is 1.5 MB, less room for round trips, preparing and the server. */
const BYTES_BUDGET = 1_200_000;
/** The time bound here; the target is 30 s (see the top of the file). */
const GENEROUS_MS = 45_000;

let owner: AreaOwner;
/** The photo files on disk: 5 x 5 MB through the DevTools protocol may take longer than an action's timeout. */
let cover: string;
let gallery: string[];
let sizes: number[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), "six-photos-"));
  // Grain as a camera sensor leaves it: each photo weighs 4 to 5 MB, like the phone's own.
  const made = await Promise.all([
    cameraPhoto({ width: 4032, height: 3024, grain: 21, seed: 21 }),
    cameraPhoto({ width: 3024, height: 4032, grain: 24, base: "chelsea", seed: 22 }),
    cameraPhoto({ width: 4032, height: 3024, orientation: 6, grain: 21, seed: 23 }),
    cameraPhoto({ width: 4032, height: 3024, grain: 24, base: "chelsea", seed: 24 }),
    cameraPhoto({ width: 4000, height: 3000, grain: 21, seed: 25 }),
    cameraPhoto({ width: 4032, height: 3024, orientation: 6, grain: 24, base: "chelsea", seed: 26 }),
  ]);
  sizes = made.map((b) => b.length);
  const paths = made.map((bytes, i) => {
    const path = join(dir, `IMG_30${10 + i}.jpg`);
    writeFileSync(path, bytes);
    return path;
  });
  [cover, ...gallery] = paths;
  owner = await newOwner(base, "six");
}, 120_000);

/**
 * Marks, by the page's own clock, the first pick and the moment all six photos are stored, and
 * counts each photo's preparations (a "preparing" overlay appearing) and the longest task that
 * held the page's main thread.
 */
function watchSix() {
  const w = window as unknown as { __six: { picked?: number; stored: number; allStored?: number; preparing: number; longestTask: number; offline: number; online: number } };
  w.__six = { stored: 0, preparing: 0, longestTask: 0, offline: 0, online: 0 };
  addEventListener("change", (e) => (e.target as HTMLInputElement).type === "file" && (w.__six.picked ??= performance.now()), true);
  addEventListener("offline", () => w.__six.offline++);
  addEventListener("online", () => w.__six.online++);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__six.longestTask = Math.max(w.__six.longestTask, entry.duration);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) {
        if (n instanceof Element) w.__six.preparing += n.querySelectorAll("[data-testid=upload-preparing]").length + (n.matches("[data-testid=upload-preparing]") ? 1 : 0);
      }
    }
    w.__six.stored = document.querySelectorAll("[data-testid=preview-cover][data-uploaded], [data-testid=gallery-entry][data-uploaded]").length;
    if (w.__six.stored >= 6) w.__six.allStored ??= performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-uploaded"] });
}
type SixMarks = { picked?: number; stored: number; allStored?: number; preparing: number; longestTask: number; offline: number; online: number };
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __six: SixMarks }).__six);

/** The new-listing form on the slow phone, the owner logged in, hydrated; and the page's network handle. */
async function slowForm(): Promise<{ page: Page; cdp: CDPSession; uploads: Request[] }> {
  const page = await browser.open("/favicon.svg", { ...phoneContext, userAgent: REAL_UA });
  await page.evaluate(([t, u]) => (localStorage.setItem("qr_token", t), localStorage.setItem("qr_user", u)), [owner.token, JSON.stringify(owner.user)]);
  await page.addInitScript(watchSix);
  const uploads: Request[] = [];
  page.on("request", (r) => r.url().includes("/upload-image") && uploads.push(r));
  const cdp = await throttle(page);
  await page.goto("/qr/business/new?lang=ar", { waitUntil: "commit" });
  await hydrated(page, "qr-business-form").then(() => page.getByTestId("business-form").waitFor({ timeout: 60_000 }));
  return { page, cdp, uploads };
}

/** The bytes of a request's body as they went over the line (Content-Length: Playwright reports 0 for a Blob body). */
const bodyBytes = async (request: Request) => Number(await request.headerValue("content-length"));

/** Brings the gallery to the middle of the screen, for a screenshot. */
const showGallery = (page: Page) =>
  page.getByTestId("gallery-entry").first().evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));

/** Picks the cover, then the five gallery photos in one go. */
async function pickSix(page: Page) {
  await page.getByTestId("upload-cover").setInputFiles(cover);
  await page.getByTestId("upload-gallery").setInputFiles(gallery);
}

const allStored = (page: Page, timeout: number) =>
  page.waitForFunction(() => (window as unknown as { __six: SixMarks }).__six.allStored !== undefined, null, { timeout, polling: 250 });

describe("six camera photos at once on a slow phone", () => {
  it("are all stored within the target while the owner types, in few enough bytes for 30 s at 400 kbit/s", async () => {
    expect(sizes.every((s) => s > 4_000_000 && s < 5_600_000)).toBe(true);
    const { page, uploads } = await slowForm();
    const name = `مخبز الصور الست ${Date.now().toString(36)}`;
    await page.locator("input[name=business_name]").fill(name);
    await page.locator("select[name=business_type]").selectOption({ index: 1 });
    await pickSix(page);
    // The gallery while its photos are prepared and sent, for a person to look at.
    await page.getByTestId("gallery-entry").getByTestId("upload-progress").first().waitFor({ timeout: 60_000 });
    await showGallery(page);
    await page.screenshot({ path: `${SHOTS}/ar-1-uploading.png` });

    // The owner types the description while the photos go, one letter at a time; each letter
    // is read back from the page, which answers only when its main thread is free.
    const text = "مخبز عائلي يقدم الخبز الطازج والمعجنات كل صباح";
    const description = page.locator("textarea[name=description]");
    await description.tap();
    let slowestKeyMs = 0;
    /** When each letter showed in the field, by the page's clock. */
    const shown: number[] = [];
    for (const letter of text) {
      const t0 = Date.now();
      await page.keyboard.insertText(letter);
      shown.push(await description.evaluate(() => performance.now()));
      slowestKeyMs = Math.max(slowestKeyMs, Date.now() - t0);
      await page.waitForTimeout(80);
    }

    await allStored(page, 120_000);
    const m = await marks(page);
    const seconds = (m.allStored! - m.picked!) / 1000;
    const typedMeanwhile = shown.filter((t) => t < m.allStored!).length;
    const sent = await Promise.all(uploads.map(bodyBytes));
    const total = sent.reduce((a, b) => a + b, 0);
    console.log(
      `six photos stored in ${seconds.toFixed(1)} s (slow phone, from the first pick): ` +
        `bytes sent ${(total / 1000).toFixed(0)} KB (${sent.map((s) => (s / 1000).toFixed(0)).join(", ")} KB) ` +
        `for ${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} MB picked; ` +
        `longest main-thread task ${Math.round(m.longestTask)} ms, slowest keystroke answered in ${slowestKeyMs} ms, ` +
        `${typedMeanwhile} of ${shown.length} letters typed while photos were on their way`,
    );
    // The owner typed while the photos went: letters showed before the last photo was stored (how
    // many depends on how fast the photos went; 19 of 46 on a quick run, 30 on a slow one).
    expect(typedMeanwhile).toBeGreaterThanOrEqual(5);
    expect(await description.inputValue()).toBe(text);
    expect(uploads).toHaveLength(6);
    expect(total).toBeLessThanOrEqual(BYTES_BUDGET);
    // Each photo prepared once.
    expect(m.preparing).toBe(6);
    // The page kept answering: no keystroke waited more than a second and a half on this slowed CPU.
    expect(slowestKeyMs).toBeLessThan(1500);
    expect(seconds * 1000).toBeLessThan(GENEROUS_MS);

    await showGallery(page);
    await page.screenshot({ path: `${SHOTS}/ar-2-stored.png` });

    // The listing saves with its cover and its five gallery photos.
    await page.getByTestId("save-business").tap();
    await page.waitForURL("**/qr/dashboard", { timeout: 60_000 });
    const mine = await (await fetch(`${base}/api/qr/businesses/my-businesses`, { headers: { authorization: `Bearer ${owner.token}` } })).json();
    const saved = mine.data.find((b: { business_name: string }) => b.business_name === name);
    expect(saved).toMatchObject({ description: text });
    expect(saved.cover_image_url).toMatch(/^\/media\//);
    expect(saved.images).toHaveLength(5);
    expect(pageErrors(page)).toEqual([]);
  });

  it("when the line drops in the middle, the photos that failed go again by themselves once it is back", async () => {
    const { page, cdp, uploads } = await slowForm();
    const line = (offline: boolean) =>
      cdp.send("Network.emulateNetworkConditions", {
        offline,
        latency: SLOW_PHONE.latencyMs,
        downloadThroughput: SLOW_PHONE.bytesPerSecond,
        uploadThroughput: SLOW_PHONE.bytesPerSecond,
      });
    // Chromium's "offline" stops only requests that start after it (one already sending goes on
    // at full speed), so the line drops as the third upload starts: that one is cut, and so is
    // every upload that starts in the next five seconds.
    let started = 0;
    let downUntil = 0;
    let back: Promise<void> | undefined;
    await page.route("**/upload-image*", async (route) => {
      started++;
      if (started === 3) {
        await line(true);
        downUntil = Date.now() + 5000;
        back = new Promise((resolve) => setTimeout(() => line(false).then(() => resolve()), 5000));
      }
      if (Date.now() < downUntil) return route.abort("internetdisconnected");
      return route.continue();
    });
    await pickSix(page);

    await page.getByTestId("upload-retry").first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("upload-error").first().innerText()).toBe("انقطع الاتصال قبل اكتمال رفع الصورة. ما زالت الصورة هنا، فأعد المحاولة حين يعود الاتصال.");
    await showGallery(page);
    await page.screenshot({ path: `${SHOTS}/ar-3-line-dropped.png` });
    await expect.poll(() => back !== undefined, { timeout: 30_000 }).toBe(true);
    await back;

    // Nobody taps retry: every photo ends stored.
    await allStored(page, 120_000);
    const m = await marks(page);
    const failed = uploads.filter((u) => !!u.failure()).length;
    console.log(
      `six photos with the line down for 5 s: stored in ${((m.allStored! - m.picked!) / 1000).toFixed(1)} s, ` +
        `${uploads.length} requests, ${failed} cut by the drop and sent again by themselves`,
    );
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(uploads.length - failed).toBe(6);
    // The browser said so: offline, then online again.
    expect([m.offline, m.online]).toEqual([1, 1]);
    // Prepared once each: a retry sends the photo already prepared.
    expect(m.preparing).toBe(6);
    expect(await page.getByTestId("upload-retry").count()).toBe(0);
    await showGallery(page);
    await page.screenshot({ path: `${SHOTS}/ar-4-stored-after-drop.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
