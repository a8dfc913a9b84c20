import { spawn } from "node:child_process";
import { CHROMIUM_PATH } from "./bench/lib/browser.mjs";
import { startServer } from "./bench/lib/server.mjs";
const server = await startServer();
const run = (url) => new Promise((resolve, reject) => {
  let out = "";
  const child = spawn("npx", ["lighthouse", url, "--quiet", "--output=json", "--only-categories=seo,accessibility", "--chrome-flags=--headless --no-sandbox --disable-gpu"], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout.on("data", (d) => (out += d));
  child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error("lh " + code))));
});
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const listing = /\/qr\/([a-z0-9]+)</.exec(sitemap)?.[1];
  const pages = (process.env.PAGES ?? `/,/blog,/blog/1,/privacy,/terms,/qr/${listing},/portfolio/1,/qr/login`).split(",");
  for (const p of pages) for (const lang of (process.env.LANGS ?? "ar,en").split(",")) {
    const t0 = Date.now();
    const r = await run(`${server.url}${p}${lang === "ar" ? "" : "?lang=en"}`);
    const bad = Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable").map((a) => a.id + (a.details?.items?.[0]?.node?.snippet ? " " + a.details.items[0].node.snippet.slice(0, 100) : ""));
    console.log(p, lang, "seo", Math.round(r.categories.seo.score * 100), "a11y", Math.round(r.categories.accessibility.score * 100), `${Date.now() - t0}ms`, bad.join(" | "));
  }
} finally { await server.stop(); }
