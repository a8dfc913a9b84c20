// The Worker bundle as `wrangler deploy` would upload it: `wrangler deploy --dry-run` builds it
// (into a temp folder) and reports its size, raw and gzip, the way Cloudflare counts it against
// the plan's size limit. Those are the figures returned. Needs `npm run build` first: the
// bundle imports the client's Vite manifest, and the assets folder must exist.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const KIB = 1024;

/**
 * The environment of a production build: `wrangler deploy` bundles with NODE_ENV=production
 * unless the caller's environment says otherwise, and Vitest sets NODE_ENV=test, which made
 * wrangler bundle React's development builds (381 KiB gzip instead of 352 for the same code).
 */
const buildEnv = () => ({ ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" });

export function workerBundleSize() {
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], { encoding: "utf8", env: buildEnv() });
    if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
    const figures = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(run.stdout);
    if (!figures || !existsSync(join(out, "worker.js"))) throw new Error(`wrangler deploy --dry-run reported no bundle size:\n${run.stdout}`);
    return { raw: Math.round(Number(figures[1]) * KIB), gzip: Math.round(Number(figures[2]) * KIB) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The compatibility date of wrangler.toml, for every Worker a bench runs in Miniflare. */
export const COMPAT = { compatibilityDate: /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync("wrangler.toml", "utf8"))[1] };

/** Builds the production bundle into `{dir}/bundle` (`wrangler deploy --dry-run`). */
export function buildBundle(dir) {
  const build = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", join(dir, "bundle")], { encoding: "utf8", env: buildEnv() });
  if (build.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${build.stderr}`);
}

/**
 * Miniflare's options for the agency's Worker from the bundle in `{dir}/bundle`, served at
 * `{name}.local` over the libSQL server at `databaseUrl`, with R2; `extra` adds or overrides
 * options (the Images binding, the Cache API switch).
 */
export const agencyWorker = (dir, name, databaseUrl, extra = {}) => ({
  name,
  ...COMPAT,
  compatibilityFlags: ["nodejs_compat"],
  modules: true,
  modulesRoot: join(dir, "bundle"),
  scriptPath: join(dir, "bundle", "worker.js"),
  r2Buckets: ["IMAGES"],
  bindings: { DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: "" },
  routes: [`${name}.local/*`],
  ...extra,
});
