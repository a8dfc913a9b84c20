// Lighthouse (mobile preset) against Debian's Chromium; returns the figures the budgets name.
import { spawn } from "node:child_process";
import { CHROMIUM_PATH } from "./browser.mjs";

/** Lighthouse now and then fails to record its trace ("NO_NAVSTART"): such a run is tried again. */
export async function lighthouse(url, options = {}, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      if (i >= attempts) throw error;
    }
  }
}

/**
 * `extraArgs` go to Lighthouse itself: `--port=N` runs it in a Chrome already listening there
 * (the profile a test prepared), `--disable-storage-reset` keeps that profile's caches and workers.
 */
async function lighthouseOnce(url, { extraFlags = [], extraArgs = [] } = {}) {
  const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", ...extraFlags].join(" ");
  const args = ["lighthouse", url, "--quiet", "--output=json", "--only-categories=performance", `--chrome-flags=${flags}`, ...extraArgs];
  const json = await new Promise((resolve, reject) => {
    let out = "";
    const child = spawn("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`lighthouse exited ${code}`))));
  });
  const report = JSON.parse(json);
  const audits = report.audits;
  const origin = new URL(url).origin;
  const requests = audits["network-requests"]?.details?.items ?? [];
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    otherOrigins: requests.filter((r) => r.url && !r.url.startsWith(origin) && !r.url.startsWith("data:")).length,
    // Bytes that came over the network (none for what a service worker answered from its cache).
    transferBytes: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    // What moved, to explain a CLS figure.
    shifts: (audits["layout-shifts"]?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.snippet?.slice(0, 80) ?? "?"}`),
  };
}
