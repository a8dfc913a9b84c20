import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
// Debian's Chromium with flags for a shared headless machine (no sandbox, GPU, QUIC or background traffic), launched the same way as the benchmarks.
import { launch } from "../bench/lib/browser.mjs";

/**
 * One headless Chromium per test file. `open()` gives a fresh context (empty storage and
 * cookies) and a page whose relative URLs go to the server under test; page errors fail tests.
 */
export function useBrowser() {
  let browser: Browser;
  const baseURL = inject("baseURL");
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL,
    /**
     * `prepare` runs before the first navigation (network and CPU emulation, init scripts);
     * `waitUntil` says how much of the page to wait for ("commit": the first byte only).
     */
    async open(
      path = "/",
      options: BrowserContextOptions = {},
      { prepare, waitUntil }: { prepare?: (page: Page) => Promise<unknown>; waitUntil?: "commit" | "domcontentloaded" | "load" } = {},
    ): Promise<Page> {
      // A visitor address of its own per context (the server trusts X-Forwarded-For in e2e).
      const visitor = `10.${rand()}.${rand()}.${rand()}`;
      const context = await browser.newContext({ baseURL, ...options, extraHTTPHeaders: { "x-forwarded-for": visitor, ...options.extraHTTPHeaders } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      (page as Page & { errors: string[] }).errors = errors;
      await prepare?.(page);
      await page.goto(path, { waitUntil });
      return page;
    },
  };
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** Uncaught errors a page threw so far. */
export const pageErrors = (page: Page) => (page as Page & { errors?: string[] }).errors ?? [];
