/**
 * Property-based fuzzing (fast-check) of every API route: 500 generated bodies, queries and path
 * parameters each, sent with the credentials the route expects. Whatever comes in, the answer is
 * never a 5xx, always the JSON envelope, and a refused write changes nothing in the database.
 *
 * Each route is fuzzed against a fresh app (seeded, the admin and an owner signed in, the
 * owner's listing). The routes are shared out between the files fuzz-1.test.ts to
 * fuzz-<FUZZ_SHARDS>.test.ts: one file took half a minute alone, the longest of the unit tests,
 * and split this way it runs on both cores beside the other files.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createQrTestApp, listingForm } from "../routes/api/qr/qr-test-kit";
import { createTestApp } from "../testing/test-app";

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

/** How many files share the routes: fuzz-1.test.ts to fuzz-4.test.ts. */
export const FUZZ_SHARDS = 4;

// Field names the API knows, so generated objects reach past "unknown shape" into validation.
const fieldNames = [
  ...Object.keys(listingForm()),
  "username", "password", "email", "phone", "title", "title_ar", "title_en", "description", "description_ar",
  "description_en", "excerpt", "content", "image", "alt_text", "category", "status", "tags", "icon", "order_index",
  "order", "features", "feature_text", "is_active", "client", "completion_date", "completionDate", "isFeatured",
  "technologies", "link", "images", "url", "size", "dimensions", "type", "label", "value", "platform", "name",
  "subject", "message", "website", "is_read", "role", "current_password", "new_password", "admin_notes", "code",
  "totp_code", "primary_color", "site_name", "id", "owner_id", "unique_id", "qr_code_url",
];
const nasty = fc.constantFrom("", " ", "javascript:alert(1)", "<script>alert(1)</script>", "' OR 1=1 --", "../../etc/passwd", "\u0000", "ن".repeat(5000), "%00", "{{x}}", "NaN", "-1", "1e309", "__proto__", "constructor");
const leaf = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), nasty, fc.date().map((d) => (Number.isNaN(d.getTime()) ? "x" : d.toISOString())));
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("value"), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...fieldNames), tie("value"), { maxKeys: 4 })),
})).value;
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string()), value, { maxKeys: 12 }),
  fc.array(value, { maxLength: 5 }),
  leaf,
  fc.string().map((s) => ({ raw: s })), // sent as raw text below: broken JSON
);
const query = fc.dictionary(fc.constantFrom("lang", "type", "businessId", "status", "search", "src", "download", "x"), fc.oneof(fc.string(), nasty), { maxKeys: 4 });
const param = fc.oneof(fc.integer({ min: -5, max: 1_000_000_000_000 }).map(String), fc.string({ minLength: 1 }), nasty.filter((s) => s.length > 0));

// Business tables: sessions and throttling counters may legitimately change on a refused call.
const tables = ["admin_users", "blog_posts", "services", "service_features", "portfolio_projects", "portfolio_images", "gallery_images",
  "contact_info", "social_links", "site_settings", "about_content", "contact_messages", "qr_users", "qr_businesses",
  "qr_business_images", "qr_issued_ids", "uploads", "recovery_codes"];

/**
 * A fresh app for one route: the seed, the admin and an owner signed in, the owner's listing,
 * and a way to tell whether the business tables changed.
 */
async function fuzzApp() {
  const kit = await createQrTestApp();
  const { app, db, client } = kit;
  const adminToken = await kit.admin();
  const owner = await kit.owner("fuzz");
  await kit.listing(owner);

  async function fingerprint() {
    const parts = await Promise.all(tables.map((t) => db.all(sql.raw(`SELECT * FROM ${t} ORDER BY 1`))));
    return JSON.stringify(parts);
  }

  // Reading every business table twice per request was most of this file's time. Triggers (on this
  // test's connection only) count every row written to those tables; while the count stands
  // still, nothing can have changed and the last fingerprint still holds. Any write, even one that
  // leaves the row as it was, makes the test read the tables again and compare them in full.
  await db.run(sql.raw("CREATE TEMP TABLE fuzz_writes (n INTEGER NOT NULL)"));
  await db.run(sql.raw("INSERT INTO fuzz_writes VALUES (0)"));
  for (const table of tables) {
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      await db.run(sql.raw(`CREATE TEMP TRIGGER fuzz_${table}_${event} AFTER ${event} ON main.${table} BEGIN UPDATE fuzz_writes SET n = n + 1; END`));
    }
  }
  const writes = async () => (await db.get<{ n: number }>(sql.raw("SELECT n FROM temp.fuzz_writes"))).n;
  let known = { writes: -1, fingerprint: "" };
  /** The business tables' content, read again only when something was written since the last read. */
  async function snapshot() {
    const now = await writes();
    if (now !== known.writes) known = { writes: now, fingerprint: await fingerprint() };
    return known;
  }

  const tokenFor = (path: string) => (path.startsWith("/api/qr/businesses") || path.startsWith("/api/qr/auth") ? owner.token : adminToken);
  return { app, snapshot, tokenFor, close: () => client.close() };
}

/** Fuzzes every FUZZ_SHARDS-th API route, starting with the shard-th (1-based). */
export async function fuzzShard(shard: number) {
  // Every file must exist, or the routes of a missing one would go unfuzzed without a word.
  for (let i = 1; i <= FUZZ_SHARDS; i++) {
    if (!existsSync(new URL(`./fuzz-${i}.test.ts`, import.meta.url))) throw new Error(`fuzz-${i}.test.ts is missing: its routes would not be fuzzed`);
  }
  if (!Number.isInteger(shard) || shard < 1 || shard > FUZZ_SHARDS) throw new Error(`no fuzz shard ${shard} of ${FUZZ_SHARDS}`);

  const { app } = await createTestApp({ seed: false });
  const all = [...new Set(app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/")).map((r) => `${r.method} ${r.path}`))];
  const routes = all.filter((_, i) => i % FUZZ_SHARDS === shard - 1);

  describe(`fuzzing the API routes, part ${shard} of ${FUZZ_SHARDS} (${RUNS} runs each)`, () => {
    // Each route starts from a fresh app. When they all shared one, the logout route (the third)
    // ended the admin's session at its first run, and every later route only ever saw a dead
    // token (a 401 before any validation); a fuzzed admin decision could lock the owner out too.
    it.each(routes)("%s", async (route) => {
      const { app, snapshot, tokenFor, close } = await fuzzApp();
      const [method, pattern] = route.split(" ");
      try {
        await fc.assert(
          fc.asyncProperty(body, query, param, fc.boolean(), async (payload, q, p, withToken) => {
            const path = pattern.replace(/:[a-z]+/g, encodeURIComponent(p));
            const search = new URLSearchParams(q).toString();
            const raw = payload && typeof payload === "object" && "raw" in payload ? String((payload as { raw: string }).raw) : JSON.stringify(payload);
            const before = method === "GET" ? undefined : await snapshot();
            const res = await app.request(`${path}${search ? `?${search}` : ""}`, {
              method,
              headers: { "content-type": "application/json", ...(withToken ? { authorization: `Bearer ${tokenFor(pattern)}` } : {}), "x-test-ip": "192.0.2.77" },
              body: method === "GET" ? undefined : raw,
            });
            expect(res.status, `${route} ${path}?${search} ${raw.slice(0, 200)}`).toBeLessThan(500);
            const text = await res.text();
            if (res.status !== 304 && !pattern.startsWith("/api/qr/code")) {
              expect(() => JSON.parse(text), `${route}: not JSON: ${text.slice(0, 100)}`).not.toThrow();
              expect(typeof JSON.parse(text).success).toBe("boolean");
            }
            if (before && res.status >= 400) expect((await snapshot()).fingerprint, `${route} changed data while refusing (${res.status})`).toBe(before.fingerprint);
          }),
          { numRuns: RUNS },
        );
      } finally {
        close();
      }
      // A route's runs take a few seconds alone; on a busy shared machine, several times that.
    }, 60_000);
  });
}
