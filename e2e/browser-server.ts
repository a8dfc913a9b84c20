/**
 * One headless Chromium for the whole run of a browser project (e2e, e2e-slow), started by this
 * global setup in Vitest's own process. Each test file connects to it (e2e/browser.ts) and works
 * in contexts of its own, which it closes when it ends: a context has its own cookies, storage and
 * cache, so files see no more of each other than they did with a browser each, and the run no
 * longer pays a Chromium start and exit per file (about a second each on a busy 2-core machine).
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROME_FLAGS, CHROMIUM_PATH } from "../bench/lib/browser.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (Playwright's protocol, for `chromium.connect`). */
    browserWSEndpoint: string;
  }
}

export default async function startBrowser(project: TestProject) {
  // The same browser and flags as each file launched before (bench/lib/browser.mjs).
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  project.provide("browserWSEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
