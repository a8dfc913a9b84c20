/**
 * Starts the real product for the browser tests: builds if needed, then `node dist/server/node.js`
 * on a free port with a fresh database file and uploads folder, exactly as `npm start` runs it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password" };

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The snapshot of the build the server runs, for tests that start more servers. */
    buildDir: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const build = spawnSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");

  const dir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
  // Run a snapshot of the build, so another build (a parallel run, a dev's rebuild) cannot pull
  // the files out from under the server while the tests run. It lives under node_modules/.cache
  // so the server bundle still resolves its packages from the project's node_modules.
  mkdirSync("node_modules/.cache/e2e", { recursive: true });
  const snapshot = mkdtempSync(join("node_modules/.cache/e2e", "run-"));
  cpSync("dist", join(snapshot, "dist"), { recursive: true, filter: (src) => !src.endsWith(".build-lock") });
  const port = await freePort();
  let log = "";
  const server = spawn("node", [join(snapshot, "dist/server/node.js")], {
    env: {
      ...process.env,
      CLIENT_DIR: join(snapshot, "dist/client"),
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, "e2e.db")}`,
      UPLOADS_DIR: join(dir, "uploads"),
      // Each browser context sends its own X-Forwarded-For (e2e/browser.ts), so the per-address
      // throttles (logins, sign-ups, contact form) see separate visitors, as in real life.
      TRUST_PROXY: "1",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Everything the server says is kept for post-mortems (a test that saw a connection refused).
  const logFile = createWriteStream(join(snapshot, "..", `server-${port}.log`));
  server.stdout!.on("data", (d) => ((log += d), logFile.write(d)));
  server.stderr!.on("data", (d) => ((log += d), logFile.write(d)));
  let stopping = false;
  server.on("exit", (code, signal) => {
    if (!stopping) console.error(`e2e server exited (${code ?? signal}); its log: ${logFile.path}\n${log.slice(-3000)}`);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, () => log);
  project.provide("baseURL", baseURL);
  project.provide("buildDir", join(snapshot, "dist"));

  return async () => {
    stopping = true;
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
    rmSync(dir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
}
