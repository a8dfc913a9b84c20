// The Worker bundle as `wrangler deploy` would upload it, built with --dry-run into a temp folder.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function workerBundleSize() {
  const out = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
    if (run.status !== 0) throw new Error(`wrangler dry-run failed:\n${run.stderr}`);
    let raw = 0;
    let gzip = 0;
    for (const file of readdirSync(out, { recursive: true })) {
      if (!String(file).endsWith(".js")) continue;
      const bytes = readFileSync(join(out, String(file)));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { raw, gzip };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
