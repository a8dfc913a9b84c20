// `npm run bench:web`: the landing page's budgets, measured, printed as a table.
// Sizes are exact; Lighthouse figures vary with the machine's load, so read them as indications.
import { ensureBuild, startServer } from "./lib/server.mjs";
import { lighthouse } from "./lib/lighthouse.mjs";
import { chunkSize, firstViewJs, kib } from "./lib/sizes.mjs";
import { slowContactForm } from "./lib/slow-contact.mjs";

const budgets = { firstViewJsKiB: 15, threeChunkKiB: 140, lighthouse: 98, cls: 0.02 };

ensureBuild();
const server = await startServer();
const rows = [];
const row = (figure, value, budget, pass) => rows.push({ figure, value, budget, result: pass ? "ok" : "MISS" });
try {
  const js = await firstViewJs(server.url, "/", { excludePrefix: "scene-3d" });
  row("first-view JS of / (gzip, without 3D)", `${kib(js.total)} KiB`, `≤ ${budgets.firstViewJsKiB} KiB`, js.total <= budgets.firstViewJsKiB * 1024);
  const three = chunkSize("scene-3d");
  row("3D chunk (gzip)", `${kib(three)} KiB`, `≤ ${budgets.threeChunkKiB} KiB`, three <= budgets.threeChunkKiB * 1024);

  for (const [label, flags] of [["", []], [" --disable-3d-apis", ["--disable-3d-apis"]]]) {
    const lh = await lighthouse(`${server.url}/`, { extraFlags: flags });
    row(`Lighthouse mobile performance /${label}`, lh.score, `≥ ${budgets.lighthouse}`, lh.score >= budgets.lighthouse);
    row(`  LCP / TBT${label}`, `${lh.lcpMs} ms / ${lh.tbtMs} ms`, "", true);
    row(`  CLS${label}`, lh.cls, `≤ ${budgets.cls}`, lh.cls <= budgets.cls);
    if (lh.cls > budgets.cls) console.log(`layout shifts${label}:`, lh.shifts);
    row(`  requests to other origins${label}`, lh.otherOrigins, "0", lh.otherOrigins === 0);
  }
  const slow = await slowContactForm(server.url);
  row("slow phone: contact form can send after", `${slow.canSendMs} ms`, "", true);
  if (slow.sentMs) row("slow phone: filled and sent at once, confirmed after", `${slow.sentMs} ms`, "", true);
  console.table(rows);
  console.log("first-view scripts:", js.files.map(([n, s]) => `${n} ${kib(s)} KiB`).join(", "));
} finally {
  await server.stop();
}
