// What a visitor at a café table gets on the slow phone (bench/lib/slow-phone.mjs) in the first
// seconds after scanning a listing's code: when its name, its actions and its cover are painted
// (the Element Timing API: the page marks them `elementtiming`), what moved (layout shifts), the
// bytes that came down meanwhile, and whether the first screen's boxes lie inside the viewport.
// Shared by the browser test of the first screen and `npm run bench:qr`.
import { phoneContext, SLOW_PHONE, throttle } from "./slow-phone.mjs";

/** The boxes the first screen must show whole, by what they are. */
export const FIRST_SCREEN = {
  name: "[data-testid=business-name]",
  category: "[data-testid=business-type]",
  open: "[data-testid=open-status]",
  actions: "[data-testid=listing-actions]",
  logo: "[data-testid=listing-logo]",
  cover: "[data-testid=business-cover]",
  // Only on a page a numbered table code opened (`?t=7`); absent otherwise.
  table: "[data-testid=table-number]",
};

/**
 * Opens `url` in a fresh phone context on the slow profile and returns the first screen's
 * figures, once the page has loaded and had `settleMs` more to move.
 */
export async function firstScreen(browser, url, { colorScheme = "dark", userAgent, settleMs = 1500, otherTheme = false } = {}) {
  const context = await browser.newContext({ ...phoneContext, colorScheme, ...(userAgent ? { userAgent } : {}) });
  try {
    await context.addCookies([{ name: "theme", value: colorScheme, url: new URL(url).origin }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const marks = { elements: {}, shifts: [], lcp: 0 };
      window.__firstScreen = marks;
      const observe = (type, take) => {
        try {
          new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
        } catch {
          // An entry type this browser does not know: its figure stays empty.
        }
      };
      observe("element", (e) => {
        const t = e.renderTime || e.loadTime;
        marks.elements[e.identifier] = Math.max(marks.elements[e.identifier] ?? 0, t);
      });
      observe("layout-shift", (e) => !e.hadRecentInput && marks.shifts.push({ at: e.startTime, value: e.value }));
      observe("largest-contentful-paint", (e) => (marks.lcp = e.renderTime || e.loadTime));
    });
    const cdp = await throttle(page);
    // Bytes as they came over the emulated line, each with when its download ended.
    const started = Date.now();
    const transfers = [];
    cdp.on("Network.loadingFinished", (e) => transfers.push({ at: Date.now() - started, bytes: e.encodedDataLength }));
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    const marks = await page.evaluate(() => window.__firstScreen);
    const measure = async () => {
      const boxes = {};
      for (const [key, selector] of Object.entries(FIRST_SCREEN)) {
        // The page has loaded and settled: a box that is not there now is absent (the table's
        // number on a page no table code opened), not worth a locator's wait.
        const found = page.locator(selector).first();
        const box = (await found.count()) ? await found.boundingBox().catch(() => null) : null;
        boxes[key] = box && { top: Math.round(box.y), bottom: Math.round(box.y + box.height), left: Math.round(box.x), right: Math.round(box.x + box.width) };
      }
      return boxes;
    };
    const boxes = await measure();
    // The other theme on the same page (the theme toggle flips this attribute): its boxes too,
    // without a second load on the slow line.
    let otherBoxes;
    if (otherTheme) {
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), colorScheme === "dark" ? "light" : "dark");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      otherBoxes = await measure();
    }
    const round = (v) => (v ? Math.round(v) : null);
    const coverMs = round(marks.elements["listing-cover"]);
    // The name and every action's label painted: the moment the visitor can act.
    const actionsMs = round(Math.max(marks.elements["listing-name"] ?? 0, marks.elements["listing-action"] ?? 0));
    const lastPaint = Math.max(coverMs ?? 0, actionsMs ?? 0);
    const bytesBy = (ms) => transfers.filter((t) => t.at <= ms).reduce((n, t) => n + t.bytes, 0);
    return {
      nameMs: round(marks.elements["listing-name"]),
      actionsMs,
      coverMs,
      lcpMs: round(marks.lcp),
      // Shifts after the first screen was drawn (the budget), and over the whole load.
      clsAfter: Number(marks.shifts.filter((s) => s.at > lastPaint).reduce((n, s) => n + s.value, 0).toFixed(3)),
      cls: Number(marks.shifts.reduce((n, s) => n + s.value, 0).toFixed(3)),
      // Over the wire; the requests' start is not the navigation's, so these are close, not exact.
      bytesFirstScreen: bytesBy(lastPaint + 50),
      bytesLoad: transfers.reduce((n, t) => n + t.bytes, 0),
      requests: transfers.length,
      boxes,
      ...(otherBoxes ? { otherBoxes } : {}),
      viewport: SLOW_PHONE.viewport,
    };
  } finally {
    await context.close();
  }
}

/** Whether a box lies whole inside the viewport (a missing box does not). */
export const insideViewport = (box, viewport = SLOW_PHONE.viewport) => !!box && box.top >= 0 && box.left >= 0 && box.bottom <= viewport.height && box.right <= viewport.width;
