// The owner's screens on the slow phone, printed as a table (`npm run bench:owner`): for each
// screen, a first visit and the move to it from the dashboard, the JavaScript each loads (gzip)
// and when it shows its content and becomes usable. The byte figures are exact; the times vary
// with the machine's load (best of `RUNS`, 2 by default).
import { launch } from "./lib/browser.mjs";
import { ownerBudgets, ownerScreenFigures } from "./lib/owner-screens.mjs";
import { ADMIN, ensureBuild, startServer } from "./lib/server.mjs";
import { kib } from "./lib/sizes.mjs";

const runs = Number(process.env.RUNS ?? 2);
const lang = process.env.LANG_ONLY ?? "ar";
ensureBuild();
const server = await startServer();
const browser = await launch();
try {
  let best;
  for (let i = 0; i < runs; i++) {
    const rows = await ownerScreenFigures(browser, server.url, ADMIN, { lang });
    best = best ? best.map((b, j) => pick(b, rows[j])) : rows;
  }
  const table = best.map(({ screen, first, next }) => ({
    screen,
    "first: JS gzip": `${kib(first.jsBytes)} KiB (${first.scripts})`,
    "first: content": `${first.contentMs} ms`,
    "first: usable": `${first.usableMs} ms`,
    "next: new JS": next ? `${kib(next.jsBytes)} KiB` : "",
    "next: usable": next ? `${next.usableMs} ms` : "",
    budget:
      first.jsBytes <= ownerBudgets.firstJsKB * 1000 &&
      first.usableMs <= ownerBudgets.firstUsableMs &&
      (!next || (next.jsBytes <= ownerBudgets.nextJsKB * 1000 && next.usableMs <= ownerBudgets.nextUsableMs))
        ? "ok"
        : "MISS",
  }));
  console.log(`owner screens, slow phone (${lang}), best of ${runs}; budgets: first visit ≤ ${ownerBudgets.firstJsKB} KB JS and usable ≤ ${ownerBudgets.firstUsableMs} ms, next screen ≤ ${ownerBudgets.nextJsKB} KB new JS and ≤ ${ownerBudgets.nextUsableMs} ms`);
  console.table(table);
  if (process.env.MARKDOWN) {
    console.log("| screen | first visit: JS (gzip) | content | usable | next screen: new JS | usable |\n|---|---|---|---|---|---|");
    for (const { screen, first, next } of best)
      console.log(`| ${screen} | ${kib(first.jsBytes)} KiB | ${(first.contentMs / 1000).toFixed(1)} s | ${(first.usableMs / 1000).toFixed(1)} s | ${next ? `${kib(next.jsBytes)} KiB` : "–"} | ${next ? `${(next.usableMs / 1000).toFixed(1)} s` : "–"} |`);
  }
  if (table.some((r) => r.budget === "MISS")) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}

/** The faster of two runs of one screen (bytes are the same in both). */
function pick(a, b) {
  return {
    ...a,
    first: a.first.usableMs <= b.first.usableMs ? a.first : b.first,
    next: a.next && b.next ? (a.next.usableMs <= b.next.usableMs ? a.next : b.next) : a.next,
  };
}
