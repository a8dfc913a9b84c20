// `npm run bench:scale`: the admin lists as a growing agency would see them. Seeds a fresh
// libSQL file (WAL, like `npm start`) at two sizes, 100 and 10,000 QR listings, with owners,
// posts and scans in proportion (500 owners, 1,000 posts and 100,000 scans at full size), then
// asks the real app (in process, through app.request) for each admin list's first page, a
// search and an owner's 30-day stats, and prints size and p50/p99 latency side by side.
// Budgets: first page ≤ 300 KB and p99 ≤ 150 ms; search p99 ≤ 150 ms; stats p99 ≤ 50 ms.
// A slow list (the old unpaged one) is timed a few times only, so the run stays short.
// Then the built server (`node dist/server/node.js`) is started on the same database and
// Chromium times the admin QR screen from navigation to its first rows on screen (a phone,
// 360 x 740, median of 3 loads); budget 1 s. SCALE_BROWSER=0 skips that part.
import { withSource } from "../scripts/load-ts.mjs";
import { launch } from "./lib/browser.mjs";
import { withScratchDatabase } from "./lib/scratch-db.mjs";
import { ensureBuild, startServer } from "./lib/server.mjs";

const SIZES = (process.env.SCALE_SIZES ?? "100,10000").split(",").map(Number);
const BUDGET = { pageBytes: 300 * 1024, listP99: 150, searchP99: 150, statsP99: 50, firstRowsMs: 1000 };
const BROWSER = process.env.SCALE_BROWSER !== "0";
const ADMIN_PASSWORD = "bench-admin-password-1";
const SCREEN_ROW = "Admin QR screen, first rows (Chromium)";
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const arabicWords = ["مطعم", "الشام", "دمشق", "مقهى", "الياسمين", "حلويات", "أبو", "إبراهيم", "صيدلية", "الهدى", "مكتبة", "النور", "فندق", "قاسيون"];
const pick = (i, list) => list[i % list.length];
const nameOf = (i) => `${pick(i, arabicWords)} ${pick(i * 7 + 3, arabicWords)} ${i}`;
const longText = (i, n) => Array.from({ length: n }, (_, k) => pick(i + k, arabicWords)).join(" ");

async function seed(load, db, client, listings) {
  const { qrFields } = await load("/worker/services/qr/qr-code.ts");
  const owners = Math.max(5, Math.round(listings / 20));
  const posts = Math.max(10, Math.round(listings / 10));
  const scans = listings * 10;
  const now = Date.now();
  const iso = (msAgo) => new Date(now - msAgo).toISOString();
  const batch = async (rows, sql, args) => {
    for (let i = 0; i < rows; i += 500) {
      const stmts = [];
      for (let k = i; k < Math.min(rows, i + 500); k++) stmts.push({ sql, args: args(k) });
      await client.batch(stmts, "write");
    }
  };
  await batch(owners, "insert into qr_users (username, username_key, email, phone, password_hash, is_active, is_approved, created_at, updated_at) values (?, ?, ?, ?, 'x', 1, ?, ?, ?)", (k) => [
    `owner${k}`, `owner${k}`, `owner${k}@example.com`, "+963 11 000 0000", k % 3 === 0 ? 0 : 1, iso(k * 60_000), iso(k * 60_000),
  ]);
  // One real QR image, reused: every approved row carries its ~8 KB data URL as in production.
  const origin = "http://localhost";
  await batch(listings, `insert into qr_businesses (owner_id, unique_id, business_name, business_type, description, address, phone, email,
      qr_code_url, qr_code_image_url, qr_code_data, status, created_at, updated_at) values (?, ?, ?, 'مطعم', ?, 'دمشق، الشعلان', '+963 11 111 1111', ?, ?, ?, ?, ?, ?, ?)`, (k) => {
    const approved = k % 2 === 0;
    const uid = `bench${String(k).padStart(7, "0")}`;
    const qr = approved ? qrFields(origin, uid) : null;
    return [
      (k % owners) + 1, uid, nameOf(k), longText(k, 150), `shop${k}@example.com`,
      qr?.qr_code_url ?? null, qr?.qr_code_image_url ?? null, qr?.qr_code_data ?? null,
      approved ? "approved" : "pending", iso(k * 1000), iso(k * 1000),
    ];
  });
  await batch(posts, `insert into blog_posts (title_ar, title_en, excerpt_ar, excerpt_en, content_ar, content_en, category, status, published_at, created_at, updated_at)
      values (?, ?, ?, '', ?, '', 'news', ?, ?, ?, ?)`, (k) => [nameOf(k), `Post ${k}`, longText(k, 20), longText(k, 600), k % 2 ? "published" : "draft", iso(k * 3600_000), iso(k * 3600_000), iso(k * 3600_000)]);
  // Scans: listing-days with a count, the last 60 days spread over the approved listings.
  await batch(scans / 5, "insert or ignore into qr_scans (business_id, day, count) values (?, ?, 5)", (k) => [
    ((k * 2) % listings) + 1, new Date(now - (Math.floor(k / Math.max(1, listings / 2)) % 60) * 86_400_000).toISOString().slice(0, 10),
  ]);
  return { owners, posts, scans };
}

async function measure(app, path, token, maxMs = 4000) {
  const get = () => app.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });
  const first = await get();
  const body = await first.text();
  if (first.status !== 200) throw new Error(`${path}: ${first.status} ${body.slice(0, 200)}`);
  const samples = [];
  const started = performance.now();
  while (samples.length < 100 && (samples.length < 3 || performance.now() - started < maxMs)) {
    const t = performance.now();
    await (await get()).arrayBuffer();
    samples.push(performance.now() - t);
  }
  const json = JSON.parse(body);
  return { bytes: Buffer.byteLength(body), rows: Array.isArray(json.data) ? json.data.length : "-", total: json.meta?.total ?? "-", p50: percentile(samples, 50), p99: percentile(samples, 99), n: samples.length };
}

async function run(load, listings) {
  return withScratchDatabase(load, "scale-bench-", async ({ db, close, file }) => {
    const { seedDatabase } = await load("/worker/seed/seed.ts");
    const { createApp } = await load("/worker/app.ts");
    const { createMemoryBlobStore } = await load("/worker/blob/memory.ts");
    const { assetsFromManifest } = await load("/worker/render/assets.ts");
    const { createSession } = await load("/worker/services/sessions.ts");
    const client = db.$client;
    await seedDatabase(db, { adminUsername: "admin", adminPassword: ADMIN_PASSWORD, log: () => {} });
    const t0 = performance.now();
    const counts = await seed(load, db, client, listings);
    const seedMs = performance.now() - t0;
    const { noImageProcessor } = await load("/worker/images/passthrough.ts");
    const app = createApp({ db, blobs: createMemoryBlobStore(), images: noImageProcessor, assets: assetsFromManifest({ "islands/client.ts": { file: "c.js", isEntry: true }, "pages/global.css": { file: "g.css", isEntry: true } }), clientIp: () => "203.0.113.9" });
    const adminId = (await client.execute("select id from admin_users limit 1")).rows[0].id;
    const admin = await createSession(db, "admin", Number(adminId));
    const owner = await createSession(db, "owner", 1);
    const ownedId = (await client.execute("select id from qr_businesses where owner_id = 1 and status = 'approved' limit 1")).rows[0].id;
    const lists = {
      "QR listings": "/api/qr/admin",
      "QR owners": "/api/qr/admin/users",
      "Blog posts": "/api/blog-posts",
      Services: "/api/services",
      Portfolio: "/api/portfolio",
      Gallery: "/api/gallery",
      Messages: "/api/contact-messages",
      "Admin users": "/api/users",
      ...(process.env.SCALE_BEFORE ? {} : { "Activity log": "/api/activity" }),
    };
    const results = {};
    for (const [name, path] of Object.entries(lists)) results[name] = await measure(app, path, admin);
    const q = process.env.SCALE_BEFORE ? "search" : "q";
    // Typed with a bare alef: it must still find the names spelled "أبو".
    results["QR search (ابو)"] = await measure(app, `/api/qr/admin?${q}=${encodeURIComponent("ابو")}`, admin);
    results["QR search (owner7@)"] = await measure(app, `/api/qr/admin?${q}=owner7%40`, admin);
    results["Owner stats, 30 days"] = await measure(app, `/api/qr/businesses/${ownedId}/stats?days=30`, owner);
    close();
    if (BROWSER) results[SCREEN_ROW] = await firstRowsOnScreen(file);
    return { listings, counts, seedMs, results };
  });
}

/**
 * The built server on the seeded database, and Chromium as an admin on a phone: from navigation
 * to /admin/qr-businesses until the first listing (`item-card`) is visible, three loads.
 */
async function firstRowsOnScreen(file) {
  const server = await startServer({ DATABASE_URL: `file:${file}` });
  const browser = await launch();
  try {
    const login = await (
      await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }) })
    ).json();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/favicon.svg");
    await page.evaluate(([t, u]) => (localStorage.setItem("token", t), localStorage.setItem("user", u)), [login.data.token, JSON.stringify(login.data.user)]);
    const samples = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await page.goto("/admin/qr-businesses");
      await page.locator("[data-testid=item-card]").first().waitFor({ state: "visible", timeout: 30_000 });
      samples.push(performance.now() - t);
    }
    return { bytes: null, rows: "-", total: "-", p50: percentile(samples, 50), p99: Math.max(...samples), n: samples.length };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const fmtKb = (b) => (b === null ? "-" : `${(b / 1024).toFixed(1)} KB`);
const fmtMs = (ms) => `${ms.toFixed(1)} ms`;

if (BROWSER) ensureBuild();
await withSource(async (load) => {
  const runs = [];
  for (const size of SIZES) {
    const r = await run(load, size);
    console.error(`seeded ${size} listings, ${r.counts.owners} owners, ${r.counts.posts} posts, ${r.counts.scans} scans in ${(r.seedMs / 1000).toFixed(1)} s`);
    runs.push(r);
  }
  const header = ["list", ...runs.flatMap((r) => [`rows/total @${r.listings}`, `size @${r.listings}`, `p50 @${r.listings}`, `p99 @${r.listings}`])];
  const rows = Object.keys(runs[0].results).map((name) => [
    name,
    ...runs.flatMap((r) => {
      const x = r.results[name];
      return [`${x.rows}/${x.total}`, fmtKb(x.bytes), fmtMs(x.p50), fmtMs(x.p99)];
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
  const big = runs[runs.length - 1].results;
  const over = [];
  for (const [name, x] of Object.entries(big)) {
    const isSearch = name.startsWith("QR search");
    const isStats = name.startsWith("Owner stats");
    if (name === SCREEN_ROW) {
      if (x.p50 > BUDGET.firstRowsMs) over.push(`${name}: ${fmtMs(x.p50)} > ${BUDGET.firstRowsMs} ms`);
      continue;
    }
    if (!isStats && x.bytes > BUDGET.pageBytes) over.push(`${name}: ${fmtKb(x.bytes)} > 300 KB`);
    const limit = isStats ? BUDGET.statsP99 : isSearch ? BUDGET.searchP99 : BUDGET.listP99;
    if (x.p99 > limit) over.push(`${name}: p99 ${fmtMs(x.p99)} > ${limit} ms`);
  }
  console.log(over.length ? `\nOver budget at ${runs[runs.length - 1].listings} listings:\n  ${over.join("\n  ")}` : "\nEvery figure within budget.");
});
