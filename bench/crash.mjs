// `npm run bench:crash`: writes from 20 concurrent clients, SIGKILL of the server in the middle,
// a restart on the same database file. Every write the server acknowledged must be there, and
// SQLite's integrity check must pass. Prints the figures.
import { createClient } from "@libsql/client";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ADMIN, ensureBuild, startServer } from "./lib/server.mjs";

ensureBuild();
let server = await startServer();
const dbFile = join(server.dir, "bench.db");
const login = async () =>
  (await (await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })).json()).data.token;
const token = await login();

const acknowledged = new Set();
let attempted = 0;
let stop = false;
async function writer(n) {
  while (!stop) {
    attempted++;
    try {
      const res = await fetch(`${server.url}/api/gallery`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `crash ${n}-${attempted}`, description: "before the crash", url: "/images/logo.svg", alt_text: "x", category: "works" }),
      });
      if (res.status === 201) acknowledged.add((await res.json()).data.id);
    } catch {
      // The server died under us: this write was never acknowledged.
    }
  }
}
const writers = Array.from({ length: 20 }, (_, i) => writer(i));
await new Promise((r) => setTimeout(r, Number(process.env.CRASH_AFTER_MS ?? 3000)));
process.kill(server.pid, "SIGKILL");
stop = true;
await Promise.all(writers);
const killedAt = acknowledged.size;

// The same database file, a new process: what survived?
const restarted = await startServerOn(server, dbFile);
try {
  const after = await login();
  const rows = (await (await fetch(`${restarted.url}/api/gallery`, { headers: { authorization: `Bearer ${after}` } })).json()).data;
  const present = new Set(rows.map((r) => r.id));
  const missing = [...acknowledged].filter((id) => !present.has(id));
  const client = createClient({ url: `file:${dbFile}` });
  const integrity = (await client.execute("PRAGMA integrity_check")).rows[0][0];
  const journal = (await client.execute("PRAGMA journal_mode")).rows[0][0];
  client.close();
  console.table([
    { figure: "write attempts", value: attempted },
    { figure: "writes acknowledged before SIGKILL", value: killedAt },
    { figure: "acknowledged writes missing after restart", value: missing.length },
    { figure: "PRAGMA integrity_check", value: integrity },
    { figure: "journal mode", value: journal },
  ]);
  if (missing.length || integrity !== "ok" || journal !== "wal" || killedAt === 0) process.exitCode = 1;
} finally {
  await restarted.stop();
}

/** Restarts the product on the crashed server's database and port. */
async function startServerOn(dead, file) {
  const port = new URL(dead.url).port;
  const child = spawn("node", ["dist/server/node.js"], {
    env: { ...process.env, PORT: port, DATABASE_URL: `file:${file}`, UPLOADS_DIR: join(dead.dir, "uploads"), ADMIN_PASSWORD: ADMIN.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${dead.url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  server = { ...dead, pid: child.pid };
  return { url: dead.url, stop: async () => {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", r)));
    await dead.stop().catch(() => {});
  } };
}
