import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page, type Request, type Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { ofThisWorker, server } from "./server";

/**
 * The run's headless Chromium (Debian's, with the benchmarks' flags for a shared headless
 * machine), started once by e2e/browser-server.ts. `close()` on what this returns closes the
 * contexts this file opened and disconnects, leaving the browser to the next file.
 */
export const connectBrowser = (): Promise<Browser> => chromium.connect(ofThisWorker(inject("browserWSEndpoints")));

/**
 * The run's Chromium, for one test file. `open()` gives a fresh context (empty storage and
 * cookies) and a page whose relative URLs go to the server under test; page errors fail tests.
 *
 * A context opened by a test is closed when that test ends; one opened by a `beforeAll` (shared
 * by the tests after it) when the file ends. An open page is not free: Chromium emulates a
 * slower CPU by keeping a core busy for every throttled page (measured: an idle slow-phone page
 * kept half of this 2-core machine busy, an idle unthrottled one 7 %), and the hero's floating
 * emoji animate for as long as the page is open, so pages left open by earlier tests slowed
 * every later one.
 */
export function useBrowser() {
  let browser: Browser;
  const { baseURL } = server();
  /** The contexts the running test opened (null between tests). */
  let ofTest: BrowserContext[] | null = null;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  beforeEach(() => {
    ofTest = [];
  });
  afterEach(async () => {
    const opened = ofTest ?? [];
    ofTest = null;
    await Promise.all(opened.map((context) => context.close()));
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
      ofTest?.push(context);
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

/**
 * A finished download's bytes. The browser runs in another process (e2e/browser-server.ts), where
 * `download.path()` is not available: the file comes over the connection instead.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Types into a form's fields, by their `name`, in the order given, as a person fills a form from
 * top to bottom (each field is cleared first, as `page.fill` does).
 */
export async function fillFields(page: Page, fields: Record<string, string>) {
  // Form fields only: a page's <meta name="description"> shares a field's name.
  for (const [name, value] of Object.entries(fields)) await page.fill(`:is(input, textarea)[name="${name}"]`, value);
}

/**
 * Holds every request to `url` until `release()`, so a test can look at the "sending" state (a
 * locked button, its label) for as long as it needs: behind a fixed delay, a busy machine could
 * be past that state before the test looks. A released request goes on to the server unless
 * `then` says otherwise; `requests` lists what was held.
 */
export async function holdRequests(page: Page, url: string, then: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  await page.route(url, async (route) => {
    requests.push(route.request());
    await released;
    await then(route);
  });
  return { release, requests };
}
