/**
 * Headless Chromium for a browser project's run (e2e, e2e-slow), started by this global setup in
 * Vitest's own process: one browser per worker of the project, as with the servers
 * (e2e/global-setup.ts). Each test file connects to its worker's (e2e/browser.ts) and works in
 * contexts of its own, which it closes when it ends: a context has its own cookies, storage and
 * cache, so files see no more of each other than they did with a browser each, and the run no
 * longer pays a Chromium start and exit per file (about a second each on a busy 2-core machine).
 * A browser per worker, not one for both: a browser draws and composites every page it holds in
 * its own few processes, and two files at once in one browser queued behind each other there.
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROME_FLAGS, CHROMIUM_PATH } from "../bench/lib/browser.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each worker's Chromium listens (Playwright's protocol, for `chromium.connect`). */
    browserWSEndpoints: string[];
  }
}

export default async function startBrowsers(project: TestProject) {
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  // The same browser and flags as each file launched before (bench/lib/browser.mjs).
  const servers = await Promise.all(Array.from({ length: count }, () => chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS })));
  project.provide(
    "browserWSEndpoints",
    servers.map((server) => server.wsEndpoint()),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
