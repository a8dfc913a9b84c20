// `npm run dev:worker`: the real Cloudflare Worker (worker/worker.ts, as `npm run deploy` ships it)
// in `wrangler dev --local` on PORT, so the edge build can be tried on a laptop before deploying.
// Its database: a local file served over HTTP by the libSQL test server (the protocol Turso
// speaks), migrated and seeded on the first run exactly as `npm run db:setup` prepares a database;
// or, with DATABASE_URL=libsql://…, a real Turso database, which gets no demo content unless
// `npm run dev:worker -- --demo` asks for it. Images go to wrangler's local R2, the demo
// photos too: the seed stores them there through wrangler's own view of its local bindings
// (getPlatformProxy on the same persist folder), processed by sharp as `npm start` does.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { getPlatformProxy } from "wrangler";
import { withSource } from "./load-ts.mjs";

const env = process.env;
const port = Number(env.PORT ?? 8787);
// Its own file by default: images uploaded here go to wrangler's local R2, not to data/uploads.
const databaseUrl = env.DATABASE_URL ?? "file:data/worker.db";
const local = databaseUrl.startsWith("file:");
const persistTo = resolve(env.WRANGLER_STATE_DIR ?? "data/wrangler");

// Static assets and the Vite manifest the Worker imports come from the build.
if (spawnSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" }).status !== 0) process.exit(1);

let server;
let workerDatabaseUrl = databaseUrl;
await withSource(async (load) => {
  const { connectNode } = await load("/db/connect.ts");
  const { parseSetupArgs, planSetup, runSetup, describeSetup, SETUP_USAGE } = await load("/worker/seed/setup.ts");
  const { createR2BlobStore } = await load("/worker/blob/r2.ts");
  const { sharpImageProcessor } = await load("/worker/images/sharp.ts");
  const { unprocessedImagesNotice } = await load("/worker/node-deps.ts");
  // The same choice as `npm run db:setup`: a local file gets the demo content, a remote (Turso)
  // database none unless `npm run dev:worker -- --demo` asks for it.
  const args = parseSetupArgs(process.argv.slice(2));
  if (!args.ok || args.help) {
    if (!args.ok) console.error(args.message);
    console.error(SETUP_USAGE.replace("npm run db:setup", "npm run dev:worker"));
    process.exit(args.ok ? 0 : 2);
  }
  const plan = planSetup(databaseUrl, args.mode);
  if (local) {
    const path = resolve(databaseUrl.slice("file:".length));
    mkdirSync(dirname(path), { recursive: true });
    const { startLibsqlServer } = await load("/worker/testing/libsql-server.ts");
    server = await startLibsqlServer({ path });
    workerDatabaseUrl = server.url;
    console.log(`libSQL server for ${path} on ${server.url}`);
  }
  // Over HTTP, as the Worker will reach it: nothing to do when already migrated and seeded.
  const { db, close } = await connectNode(workerDatabaseUrl, env.DATABASE_AUTH_TOKEN);
  // The demo photos go where the Worker will read them: wrangler's local R2 under the same
  // persist folder (`wrangler dev --persist-to X` keeps its state in X/v3). It is opened only if
  // a photo is stored (a database already seeded needs none), and closed before wrangler starts.
  // A remote database (Turso) keeps the SVG artwork: its Worker's R2 is not this machine's.
  // One proxy, however many files are stored at once (a second one on the same folder would
  // find its storage locked): the promise is kept, not its result.
  let proxy;
  const bucket = async () => (await (proxy ??= getPlatformProxy({ configPath: "wrangler.toml", persist: { path: join(persistTo, "v3") } }))).env.IMAGES;
  const blobs = {
    put: async (key, data, type) => createR2BlobStore(await bucket()).put(key, data, type),
    get: async (key) => createR2BlobStore(await bucket()).get(key),
    delete: async (key) => createR2BlobStore(await bucket()).delete(key),
  };
  try {
    const report = await runSetup(db, plan, {
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      media: local ? { blobs, images: sharpImageProcessor() } : undefined,
    });
    // Nothing to say when the database was already set up by an earlier run.
    if (report.migrations.applied.length || report.admin || report.demo.status === "seeded") for (const line of describeSetup(databaseUrl, report)) console.log(line);
    const photos = report.demo.status === "seeded" ? report.demo.photos : null;
    if (photos === "stored") console.log(`Demo photos stored in wrangler's local R2 (${persistTo}).`);
    if (photos === "skipped") console.log("Demo photos skipped (a remote database's images are in its own R2): SVG artwork instead.");
  } finally {
    await (await proxy)?.dispose();
  }
  const notice = await unprocessedImagesNotice(db, `npm run images:backfill -- --url http://localhost:${port}`);
  if (notice) console.log(notice);
  close();
});

// The Worker's secrets go in a private file rather than on the command line, where any user of
// the machine could read them.
const secretsDir = mkdtempSync(join(tmpdir(), "dev-worker-"));
const secrets = join(secretsDir, "worker.env");
const lines = [`DATABASE_URL=${workerDatabaseUrl}`, `DATABASE_AUTH_TOKEN=${env.DATABASE_AUTH_TOKEN ?? ""}`];
if (env.PUBLIC_ORIGIN) lines.push(`PUBLIC_ORIGIN=${env.PUBLIC_ORIGIN}`);
writeFileSync(secrets, lines.join("\n") + "\n", { mode: 0o600 });
const args = ["wrangler", "dev", "--local", "--port", String(port), "--ip", "127.0.0.1", "--show-interactive-dev-session=false"];
args.push("--env-file", secrets, "--persist-to", persistTo);
// A process group of its own: wrangler starts node and workerd children, which a signal to npx
// alone would leave running. Stopping the group stops them all.
const wrangler = spawn("npx", args, {
  stdio: "inherit",
  detached: true,
  env: { ...env, WRANGLER_SEND_METRICS: "false" },
});

let stopping = false;
function stop(signal = "SIGTERM") {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-wrangler.pid, signal);
  } catch {
    // the group has already gone
  }
  // If something in the group ignores the polite signal, end it.
  setTimeout(() => {
    try {
      process.kill(-wrangler.pid, "SIGKILL");
    } catch {
      // gone
    }
  }, 5000).unref();
}
process.on("SIGINT", () => stop("SIGTERM"));
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("exit", () => {
  rmSync(secretsDir, { recursive: true, force: true });
  try {
    process.kill(-wrangler.pid, "SIGKILL");
  } catch {
    // gone
  }
});
wrangler.on("exit", async (code, signal) => {
  if (!stopping) stop();
  await server?.close();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
