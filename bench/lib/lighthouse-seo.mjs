// Lighthouse's SEO and accessibility categories (mobile preset) over many pages in one Chromium:
// what search engines and assistive technology are judged by, page by page. Lighthouse drives
// the browser through its debugging port, one page after another (it needs the whole browser).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import lighthouse from "lighthouse";
import { chromium as playwright } from "playwright-core";
import { CHROME_FLAGS, CHROMIUM_PATH } from "./browser.mjs";

/** A free TCP port for the browser's debugging endpoint. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startChromium() {
  const port = await freePort();
  const child = spawn(CHROMIUM_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, "--user-data-dir=" + `/tmp/lighthouse-profile-${port}`, "about:blank"], { stdio: "ignore" });
  // Ready when its debugging endpoint answers.
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
    if (up) return { port, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("Chromium did not open its debugging port");
}

/** Audits that count towards a category's score and did not pass, with the first element each names. */
function failures(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}${audit.details?.items?.[0]?.node?.snippet ? ` ${audit.details.items[0].node.snippet.slice(0, 120)}` : ""}`);
}

/**
 * `{ url, seo, accessibility, failed }` for each of `urls`: the two scores (0 to 100) and what
 * cost points. A run that Lighthouse could not finish is tried once more.
 */
export async function seoAndAccessibility(urls) {
  const chromium = await startChromium();
  const control = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  try {
    const rows = [];
    for (const url of urls) {
      // Each page as a first visit: a language picked on the page before (a cookie) would make a
      // bare Arabic address answer in English, which is for people, not for this judge.
      await Promise.all(control.contexts().map((context) => context.clearCookies()));
      let result;
      for (let attempt = 1; !result; attempt++) {
        try {
          result = await lighthouse(url, { port: chromium.port, output: "json", logLevel: "error", onlyCategories: ["seo", "accessibility"] });
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        } catch (error) {
          result = undefined;
          if (attempt >= 2) throw error;
        }
      }
      const report = result.lhr;
      rows.push({
        url,
        seo: Math.round(report.categories.seo.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        failed: [...failures(report, "seo"), ...failures(report, "accessibility")],
      });
    }
    return rows;
  } finally {
    await control.close().catch(() => undefined);
    chromium.stop();
  }
}
