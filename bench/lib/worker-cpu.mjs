// CPU time of the production Worker per request, in workerd: the bundle `wrangler deploy
// --dry-run` builds, run by Miniflare against the libSQL test server (a fresh database, migrated
// and seeded over HTTP), with R2 and the Cache API local.
//
// How it is measured: workerd runs every local Worker on one thread, and a Worker's CPU time is
// time on that thread. So the figure is the workerd process's CPU time (Linux schedstat, in
// nanoseconds, all threads) over a run of sequential requests, divided by their number, minus
// the same figure for a Worker that only answers "ok" through the same local plumbing (HTTP
// parsing, Miniflare's entry worker). Waiting for the database costs no CPU, as on Cloudflare.
// Pages and API reads "uncached" run on a copy of the Worker with the Cache API switched off, so
// they are rendered or queried every time. "Cached" figures are an upper bound: they include
// Miniflare's Cache API, which runs as JavaScript in the same process (Cloudflare's runs outside
// the Worker's isolate); `cacheApi` measures that part alone, with a 64 KiB entry.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { withSource } from "../../scripts/load-ts.mjs";
import { agencyWorker, buildBundle, COMPAT } from "./worker-bundle.mjs";

const ADMIN = { username: "admin", password: "bench-admin-password" };

/** The workerd process Miniflare started for us (a child of this process). */
export function workerdPid() {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid && readFileSync(`/proc/${name}/comm`, "utf8").trim() === "workerd") return Number(name);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error("no workerd process found");
}

/** CPU time of a process, all threads, in milliseconds. */
export function cpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
  return ns / 1e6;
}

// A Worker that only reads a 64 KiB entry from the Cache API: what Miniflare's cache costs.
const CACHE_PROBE = `export default {
  async fetch() {
    const key = "https://probe.internal/page";
    let hit = await caches.default.match(key);
    if (!hit) {
      await caches.default.put(key, new Response("x".repeat(65536), { headers: { "cache-control": "max-age=3600" } }));
      hit = await caches.default.match(key);
    }
    return new Response(await hit.text());
  },
};`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function workerCpu({ rounds = 5, perRound = 20, logins = 8 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "worker-cpu-"));
  let server;
  let mf;
  try {
    buildBundle(dir);

    await withSource(async (load) => {
      const { startLibsqlServer } = await load("/worker/testing/libsql-server.ts");
      const { connectNode } = await load("/db/connect.ts");
      const { migrateDatabase } = await load("/db/migrate.ts");
      const { seedDatabase } = await load("/worker/seed/seed.ts");
      server = await startLibsqlServer({ path: join(dir, "bench.db") });
      const { db } = await connectNode(server.url);
      await migrateDatabase(db);
      await seedDatabase(db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password, log: () => {} });
    });

    const agency = (name, cache) => agencyWorker(dir, name, server.url, { cache });
    mf = new Miniflare({
      workers: [
        agency("cached", true),
        // The same Worker with the Cache API switched off: every page is rendered.
        agency("uncached", false),
        { name: "baseline", ...COMPAT, modules: true, script: `export default { fetch: () => new Response("ok") }`, routes: ["baseline.local/*"] },
        { name: "cacheprobe", ...COMPAT, modules: true, script: CACHE_PROBE, routes: ["cacheprobe.local/*"] },
      ],
    });
    await mf.ready;
    const pid = workerdPid();

    /** Median CPU ms per request over `rounds` runs of `perRound` sequential requests. */
    async function perRequest(makeRequest, { n = perRound } = {}) {
      for (let i = 0; i < 5; i++) {
        await (await mf.dispatchFetch(...makeRequest(i))).arrayBuffer(); // warm-up: JIT, isolate caches
      }
      const figures = [];
      for (let round = 0; round < rounds; round++) {
        let total = 0;
        for (let i = 0; i < n; i++) {
          const start = cpuMs(pid);
          const res = await mf.dispatchFetch(...makeRequest(round * n + i));
          await res.arrayBuffer();
          total += cpuMs(pid) - start;
          if (!res.ok) throw new Error(`${res.status} for ${makeRequest(0)[0]}`);
        }
        figures.push(total / n);
      }
      return median(figures);
    }

    const baseline = await perRequest(() => ["http://baseline.local/"]);
    const net = (ms) => Math.max(0, ms - baseline);
    const cachedPage = net(await perRequest(() => ["http://cached.local/?lang=en"]));
    const uncachedPage = net(await perRequest(() => ["http://uncached.local/"]));
    const cachedApi = net(await perRequest(() => ["http://cached.local/api/services/active?lang=en"]));
    const uncachedApi = net(await perRequest(() => ["http://uncached.local/api/services/active?lang=en"]));
    const cacheApi = net(await perRequest(() => ["http://cacheprobe.local/"]));
    // Logins from distinct addresses, so the per-address throttle never answers instead.
    const login = (i) => [
      "http://uncached.local/api/auth/login",
      { method: "POST", headers: { "content-type": "application/json", "cf-connecting-ip": `198.51.100.${(i % 250) + 1}` }, body: JSON.stringify(ADMIN) },
    ];
    const loginMs = net(await perRequest(login, { n: logins }));
    return { baseline, cachedPage, uncachedPage, cachedApi, uncachedApi, login: loginMs, cacheApi };
  } finally {
    await mf?.dispose();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
