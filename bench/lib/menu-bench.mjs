// What a long menu costs a phone: the public page's HTML (gzip, as the server sends it) with
// 150 and 300 items, and the time the server takes to render it.
import { gzipSync } from "node:zlib";
import { approvedMenuListing, sampleMenu } from "./menu-fixture.mjs";

export async function menuFigures(base) {
  const rows = [];
  for (const items of [0, 150, 300]) {
    const { path } = await approvedMenuListing(base, items ? sampleMenu(items) : null);
    // Twice: the first render fills the page cache; the figure is the page either way.
    const started = performance.now();
    const html = await (await fetch(`${base}${path}?lang=ar`)).text();
    const firstMs = Math.round(performance.now() - started);
    const bytes = Buffer.byteLength(html);
    rows.push({ items, bytes, gzip: gzipSync(html).length, firstMs });
  }
  return rows;
}
