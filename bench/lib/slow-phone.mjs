// The slow phone most visitors have: a 400 ms round trip, 400 kbit/s each way and a CPU four
// times slower than this machine's, emulated through the Chrome DevTools Protocol. Shared by the
// slow-network browser tests (e2e/slow/) and `npm run bench`.

export const SLOW_PHONE = {
  latencyMs: 400,
  // 400 kbit/s, in bytes per second as CDP wants it.
  bytesPerSecond: 400_000 / 8,
  cpuSlowdown: 4,
  viewport: { width: 360, height: 740 },
};

/** Context options of a phone (touch, small viewport) for `browser.newContext()`. */
export const phoneContext = { viewport: SLOW_PHONE.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/**
 * Slows `page` down to the profile before it loads anything: every request of this page from
 * then on, the first document included, pays the latency and the bandwidth.
 */
export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  return cdp;
}

/**
 * Records, inside the page and from navigation start, when the contact form is parsed, whether
 * the server can take it as it is (a real `method="post"` form), and when its island hydrates.
 * Call before `page.goto()`; read the figures with `contactTimings(page)`.
 */
export async function watchContactForm(page) {
  await page.addInitScript(() => {
    const marks = {};
    window.__contactMarks = marks;
    const look = () => {
      const form = document.querySelector("form[data-testid=contact-form]");
      if (form && marks.parsed === undefined) {
        marks.parsed = performance.now();
        marks.posts = (form.getAttribute("method") ?? "").toLowerCase() === "post" && !!form.getAttribute("action");
      }
      if (marks.hydrated === undefined && document.querySelector("agency-island[data-island=contact-form][data-hydrated]")) marks.hydrated = performance.now();
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

/**
 * The contact form's moments, in ms from navigation: parsed, hydrated, and "can send": the moment
 * a tap on Send is sure to reach the server. A form that posts to a server answer can send as soon
 * as it is parsed (before hydration the tap is held and replayed, or posted as is); a form without
 * one loses a tap until its island is hydrated.
 */
export async function contactTimings(page) {
  const marks = await page.evaluate(() => window.__contactMarks);
  return { parsedMs: round(marks.parsed), hydratedMs: round(marks.hydrated), canSendMs: round(marks.posts ? marks.parsed : marks.hydrated) };
}

const round = (ms) => (ms === undefined ? undefined : Math.round(ms));
