import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

/** Debian's Chromium; flags from toolchain.md (this machine's network is closed). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * One headless Chromium per test file. `open()` gives a fresh context (empty storage and
 * cookies) and a page whose relative URLs go to the server under test; page errors fail tests.
 */
export function useBrowser() {
  let browser: Browser;
  const baseURL = inject("baseURL");
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL,
    async open(path = "/", options: BrowserContextOptions = {}): Promise<Page> {
      // A visitor address of its own per context (the server trusts X-Forwarded-For in e2e).
      const visitor = `10.${rand()}.${rand()}.${rand()}`;
      const context = await browser.newContext({ baseURL, ...options, extraHTTPHeaders: { "x-forwarded-for": visitor, ...options.extraHTTPHeaders } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      (page as Page & { errors: string[] }).errors = errors;
      await page.goto(path);
      return page;
    },
  };
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** Uncaught errors a page threw so far. */
export const pageErrors = (page: Page) => (page as Page & { errors?: string[] }).errors ?? [];
