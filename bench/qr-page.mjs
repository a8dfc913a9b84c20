// The QR public page's budgets, measured, printed as a table: the page a scanned code
// opens on a phone. Sizes are exact; Lighthouse figures vary with the machine's load.
import { launch, REAL_UA } from "./lib/browser.mjs";
import { firstScreen } from "./lib/first-screen.mjs";
import { lighthouse } from "./lib/lighthouse.mjs";
import { ADMIN, ensureBuild, startServer } from "./lib/server.mjs";
import { firstViewJs, gzipSize, kib } from "./lib/sizes.mjs";

const budgets = { firstViewJsKiB: 10, lighthouse: 98, cls: 0.02, actionsMs: 3000, coverMs: 4000, firstScreenCls: 0.05 };

/** The seeded demo listing (approved, with a three-image gallery), found through the admin API. */
async function demoListing(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json());
  const list = await fetch(`${url}/api/qr/admin?status=approved`, { headers: { authorization: `Bearer ${login.data.token}` } }).then((r) => r.json());
  const listing = list.data.find((b) => b.images.length > 0);
  if (!listing) throw new Error("no approved listing with a gallery in the seed");
  return listing;
}

/** What the first tap on a thumbnail costs: the scripts fetched from the tap until the lightbox is open. */
async function afterTapJs(url, path) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ userAgent: REAL_UA, viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(url + path, { waitUntil: "networkidle" });
    const scripts = new Set();
    page.on("request", (r) => r.resourceType() === "script" && r.url().startsWith(url) && scripts.add(new URL(r.url()).pathname));
    const started = performance.now();
    await page.locator("[data-testid=gallery-item]").first().tap();
    await page.locator("[data-testid=lightbox]").waitFor();
    const openMs = Math.round(performance.now() - started);
    const files = [...scripts].map((p) => [p.split("/").pop(), gzipSize(`dist/client${p}`)]);
    return { total: files.reduce((n, [, s]) => n + s, 0), files, openMs };
  } finally {
    await browser.close();
  }
}

ensureBuild();
const server = await startServer();
const rows = [];
const row = (figure, value, budget, pass) => rows.push({ figure, value, budget, result: pass === undefined ? "" : pass ? "ok" : "MISS" });
try {
  const listing = await demoListing(server.url);
  const path = `/qr/${listing.unique_id}`;
  const js = await firstViewJs(server.url, path);
  row(`JS before the first tap, ${path} (gzip)`, `${kib(js.total)} KiB`, `≤ ${budgets.firstViewJsKiB} KiB`, js.total <= budgets.firstViewJsKiB * 1024);
  const tap = await afterTapJs(server.url, path);
  row("  JS fetched by the first tap (gzip)", `${kib(tap.total)} KiB`, "", undefined);
  row("  tap to open lightbox (local)", `${tap.openMs} ms`, "", undefined);

  // The first screen as a visitor at a table gets it, on the slow phone (best of three: the
  // machine is shared, and the emulated line is what is measured, not the machine's hiccups).
  const browser = await launch();
  try {
    for (const [label, url, colorScheme] of [
      ["ar, dark", `${server.url}${path}?src=qr`, "dark"],
      ["en, light", `${server.url}${path}?src=qr&lang=en`, "light"],
    ]) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await firstScreen(browser, url, { colorScheme, userAgent: REAL_UA }));
      const best = runs.sort((a, b) => a.actionsMs - b.actionsMs)[0];
      row(`slow phone (${label}): name and actions drawn`, `${best.actionsMs} ms`, `≤ ${budgets.actionsMs} ms`, best.actionsMs <= budgets.actionsMs);
      row(`  cover drawn (${label})`, `${best.coverMs} ms`, `≤ ${budgets.coverMs} ms`, best.coverMs <= budgets.coverMs);
      row(`  bytes by then / whole load (${label})`, `${kib(best.bytesFirstScreen)} / ${kib(best.bytesLoad)} KiB (${best.requests} requests)`, "", undefined);
      row(`  layout shift (${label})`, best.cls, `≤ ${budgets.firstScreenCls}`, best.cls <= budgets.firstScreenCls);
    }
  } finally {
    await browser.close();
  }

  for (const [label, url] of [
    ["ar", `${server.url}${path}`],
    ["en", `${server.url}${path}?lang=en`],
  ]) {
    const lh = await lighthouse(url);
    row(`Lighthouse mobile performance (${label})`, lh.score, `≥ ${budgets.lighthouse}`, lh.score >= budgets.lighthouse);
    row(`  LCP / TBT (${label})`, `${lh.lcpMs} ms / ${lh.tbtMs} ms`, "", undefined);
    row(`  CLS (${label})`, lh.cls, `≤ ${budgets.cls}`, lh.cls <= budgets.cls);
    if (lh.cls > budgets.cls) console.log(`layout shifts (${label}):`, lh.shifts);
    row(`  requests to other origins (${label})`, lh.otherOrigins, "0", lh.otherOrigins === 0);
  }
  console.table(rows);
  console.log("before the first tap:", js.files.map(([n, s]) => `${n} ${kib(s)} KiB`).join(", "));
  console.log("fetched by the first tap:", tap.files.map(([n, s]) => `${n} ${kib(s)} KiB`).join(", "));
  if (rows.some((r) => r.result === "MISS")) process.exitCode = 1;
} finally {
  await server.stop();
}
