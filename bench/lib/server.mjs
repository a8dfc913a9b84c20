// Starts the built product (`node dist/server/node.js`) on a free port with a fresh database,
// as `npm start` would, for benchmarks. Returns its URL and a stop function.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const ADMIN = { username: "admin", password: "bench-admin-password" };

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

export function ensureBuild() {
  const result = spawnSync("node", ["scripts/ensure-build.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("build failed");
}

/** `entry` runs another build of the server (SERVER_ENTRY, e.g. an older one for a before/after figure). */
export async function startServer(extraEnv = {}, entry = process.env.SERVER_ENTRY ?? "dist/server/node.js") {
  const dir = mkdtempSync(join(tmpdir(), "agency-bench-"));
  const port = await freePort();
  const started = performance.now();
  const child = spawn("node", [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, "bench.db")}`,
      UPLOADS_DIR: join(dir, "uploads"),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    dir,
    pid: child.pid,
    readyMs,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
