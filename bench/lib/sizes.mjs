// Byte budgets: gzip sizes of what a page really loads, measured in a browser.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { launch, REAL_UA } from "./browser.mjs";

export const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
export const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The built 3D chunk (three.js and the scene), gzip bytes. */
export function chunkSize(prefix) {
  const file = readdirSync("dist/client/assets").find((f) => f.startsWith(prefix) && f.endsWith(".js"));
  return file ? gzipSize(`dist/client/assets/${file}`) : 0;
}

/** File names of the built React chunks (react, react-dom, react-dom/client), from Vite's manifest. */
export function reactChunks() {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8"));
  return Object.entries(manifest)
    .filter(([key, chunk]) => /^_react(-dom)?-/.test(key) || key.startsWith("node_modules/react") || chunk.name === "react" || chunk.name === "react-dom")
    .map(([, chunk]) => chunk.file.split("/").pop());
}

/**
 * Loads `path` like a first-time visitor (no scrolling, no taps), waits for the idle islands, and
 * sums the gzip size of every same-origin script it fetched, except `excludePrefix` chunks.
 */
export async function firstViewJs(baseUrl, path, { excludePrefix, waitMs = 3000, before, browser: shared } = {}) {
  // A caller measuring several pages passes its browser (each page still gets a fresh context).
  const browser = shared ?? (await launch());
  try {
    const context = await browser.newContext({ userAgent: REAL_UA, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (before) await before(page);
    const scripts = new Set();
    page.on("request", (r) => {
      if (r.resourceType() === "script" && r.url().startsWith(baseUrl)) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(waitMs);
    let total = 0;
    const files = [];
    for (const p of scripts) {
      const name = p.split("/").pop();
      if (excludePrefix && name.startsWith(excludePrefix)) continue;
      const size = gzipSize(`dist/client${p}`);
      files.push([name, size]);
      total += size;
    }
    await context.close();
    return { total, files };
  } finally {
    if (!shared) await browser.close();
  }
}
