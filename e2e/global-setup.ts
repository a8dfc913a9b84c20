/**
 * Starts the real product for the browser tests: builds if needed, then `node dist/server/node.js`
 * on a free port with a fresh database file and uploads folder, exactly as `npm start` runs it
 * (one such server per worker of the project: see `setup` below).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { TestProject } from "vitest/node";

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password" };

/** One server under test: where it answers, and its database. */
export interface E2EServer {
  baseURL: string;
  /** The server's database, for tests that run the operator's commands against it. */
  databaseUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker of the project (e2e/server.ts picks a file's). */
    servers: E2EServer[];
    /** The snapshot of the build the servers run, for tests that start more servers. */
    buildDir: string;
  }
}

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

export interface StartedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  log(): string;
  /** Signals the process (SIGTERM unless told) and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `node <script>` on a free port (PORT) with these environment variables on top of this
 * process's, and waits until its `/api/health` answers. Every server the browser tests start goes
 * through here: `npm start`'s bundle (the shared e2e server, extra instances) and `npm run
 * dev:worker`. A process that exits or stays silent until `timeout` fails the start, its output
 * in the error, and is stopped.
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
  options: { timeout?: number; poll?: number; detached?: boolean; onOutput?: (chunk: Buffer) => void } = {},
): Promise<StartedServer> {
  const { timeout = 60_000, poll = 200, detached = false } = options;
  const port = await freePort();
  let log = "";
  const child = spawn("node", [script], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached });
  const collect = (d: Buffer) => ((log += d), options.onOutput?.(d));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const server: StartedServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    log: () => log,
    async stop(signal = "SIGTERM") {
      if (!ended()) child.kill(signal);
      await new Promise((r) => (ended() ? r(null) : child.once("exit", r)));
    },
  };
  try {
    for (const deadline = Date.now() + timeout; ; ) {
      if (ended()) throw new Error(`${script} exited early:\n${log}`);
      if (await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false)) return server;
      if (Date.now() > deadline) throw new Error(`${script} did not become healthy:\n${log}`);
      await new Promise((r) => setTimeout(r, poll));
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The project's servers: one per worker the project runs files in (its `maxWorkers`), each with a
 * database and uploads folder of its own. A worker runs its files one after another against its
 * own server, so two files running at once never see each other's data, settings or throttles,
 * and a file sees exactly what it saw when every file ran in turn on one server.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");

  // Run a snapshot of the build, so another build (a parallel run, a dev's rebuild) cannot pull
  // the files out from under the servers while the tests run. It lives under node_modules/.cache
  // so the server bundle still resolves its packages from the project's node_modules.
  mkdirSync("node_modules/.cache/e2e", { recursive: true });
  // The servers' logs of earlier runs are kept a week, for post-mortems, then cleared.
  for (const name of readdirSync("node_modules/.cache/e2e")) {
    const path = join("node_modules/.cache/e2e", name);
    if (name.startsWith("server-") && Date.now() - statSync(path).mtimeMs > 7 * 24 * 3600_000) rmSync(path, { force: true });
  }
  const snapshot = mkdtempSync(join("node_modules/.cache/e2e", "run-"));
  cpSync("dist", join(snapshot, "dist"), { recursive: true, filter: (src) => !src.endsWith(".build-lock") });

  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const dirs: string[] = [];
  let stopping = false;
  const attempts = await Promise.allSettled(
    Array.from({ length: count }, async (_, index) => {
      const dir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
      dirs.push(dir);
      // Everything the server says is kept for post-mortems (a test that saw a connection refused).
      const logFile = createWriteStream(join(snapshot, "..", `server-${basename(snapshot)}-${index + 1}.log`));
      const databaseUrl = `file:${join(dir, "e2e.db")}`;
      const server = await startServer(
        join(snapshot, "dist/server/node.js"),
        {
          CLIENT_DIR: join(snapshot, "dist/client"),
          DATABASE_URL: databaseUrl,
          UPLOADS_DIR: join(dir, "uploads"),
          // Each browser context sends its own X-Forwarded-For (e2e/browser.ts), so the per-address
          // throttles (logins, sign-ups, contact form) see separate visitors, as in real life.
          TRUST_PROXY: "1",
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
        },
        { onOutput: (d) => logFile.write(d) },
      );
      server.child.on("exit", (code, signal) => {
        if (!stopping) console.error(`e2e server ${index + 1} exited (${code ?? signal}); its log: ${logFile.path}\n${server.log().slice(-3000)}`);
      });
      return { server, databaseUrl };
    }),
  );
  const started = attempts.flatMap((attempt) => (attempt.status === "fulfilled" ? [attempt.value] : []));
  const stopAll = async () => {
    stopping = true;
    await Promise.all(started.map(({ server }) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
  // One server that would not start fails the run, and the others are stopped, not left running.
  const failed = attempts.find((attempt) => attempt.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "servers",
    started.map(({ server, databaseUrl }) => ({ baseURL: server.url, databaseUrl })),
  );
  project.provide("buildDir", join(snapshot, "dist"));

  return stopAll;
}
