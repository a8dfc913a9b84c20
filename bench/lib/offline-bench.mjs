// Lighthouse on a listing page, once as a first-time visitor has it and once with the QR area's
// service worker already installed (islands/offline/sw.ts): the worker must not cost the page its
// score. Used by hand and by benchmarks: `offlineLighthouse(url, "/qr/abc123")`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROMIUM_PATH } from "./browser.mjs";
import { lighthouse } from "./lighthouse.mjs";

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

/** Waits for `check()` to be truthy, polling every 100 ms, at most `ms`. */
async function until(check, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A Chromium of its own (a fresh profile, listening for DevTools on a free port) in which a first
 * visit to `url` has installed the service worker and it has kept the page; then the HTTP cache is
 * emptied, so what the second Lighthouse run measures beside the fresh one is the worker and what
 * it kept, not a warm browser cache. `run(port)` runs in that browser; the browser is closed after.
 */
async function withInstalledWorker(url, run) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "offline-bench-"));
  const chrome = spawn(CHROMIUM_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
  try {
    const browser = await until(() => chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null), 30_000, "Chromium to start");
    const installed = {};
    try {
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      const key = `${new URL(url).origin}${new URL(url).pathname}?lang=${new URL(url).searchParams.get("lang") === "en" ? "en" : "ar"}`;
      const kept = () =>
        page.evaluate(async () => {
          const urls = [];
          for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
          return urls;
        });
      await until(async () => (await kept()).includes(key), 30_000, "the worker to keep the page");
      // A second look lets the files the page handed over land too, and shows the worker in charge.
      await page.goto(url, { waitUntil: "load" });
      installed.controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
      installed.kept = await kept();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.clearBrowserCache");
      await page.close();
    } finally {
      await browser.close();
    }
    return { ...installed, result: await run(port) };
  } finally {
    chrome.kill("SIGTERM");
    await new Promise((r) => (chrome.exitCode !== null ? r() : chrome.once("exit", r)));
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/**
 * Lighthouse's mobile performance figures for `serverUrl + path` (lighthouse.mjs: score, LCP,
 * TBT, CLS, bytes over the network): `fresh` (a new profile: no worker, empty caches) and
 * `withWorker` (the worker installed by an earlier visit, the page and its files in its caches,
 * the HTTP cache emptied), with how many answers the worker had kept and whether it controlled
 * the page before the run.
 */
export async function offlineLighthouse(serverUrl, path) {
  const url = `${serverUrl}${path}`;
  const fresh = await lighthouse(url);
  const { kept, controlled, result } = await withInstalledWorker(url, (port) => lighthouse(url, { extraArgs: [`--port=${port}`, "--disable-storage-reset"] }));
  return { fresh, withWorker: { ...result, keptFiles: kept.length, controlled } };
}
