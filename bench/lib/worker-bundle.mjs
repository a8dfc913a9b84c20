// The Worker bundle as `wrangler deploy` would upload it: `wrangler deploy --dry-run` builds it
// (into a temp folder) and reports its size, raw and gzip, the way Cloudflare counts it against
// the plan's size limit. Those are the figures returned. Needs `npm run build` first: the
// bundle imports the client's Vite manifest, and the assets folder must exist.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const KIB = 1024;

export function workerBundleSize() {
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    });
    if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
    const figures = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(run.stdout);
    if (!figures || !existsSync(join(out, "worker.js"))) throw new Error(`wrangler deploy --dry-run reported no bundle size:\n${run.stdout}`);
    return { raw: Math.round(Number(figures[1]) * KIB), gzip: Math.round(Number(figures[2]) * KIB) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
