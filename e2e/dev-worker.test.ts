/**
 * `npm run dev:worker`: the real Worker in `wrangler dev --local`, on a fresh local database that
 * it migrates and seeds over HTTP through the libSQL test server. It serves the site, logs the
 * admin in, and leaves no process behind when stopped.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "agency-dev-worker-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

/** Every process descending from `root`, from /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // it ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) if (parent === pid) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}
/** Still running: present and not a zombie (an ended process its parent has not reaped yet). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
};

describe("npm run dev:worker", () => {
  it("serves the Worker on PORT with a migrated, seeded database, and stops cleanly", { timeout: 180_000 }, async () => {
    const port = await freePort();
    let log = "";
    const dev = spawn("node", ["scripts/dev-worker.mjs"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:${join(dir, "worker.db")}`,
        WRANGLER_STATE_DIR: join(dir, "wrangler"),
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD: "dev-worker-password",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    dev.stdout!.on("data", (d) => (log += d));
    dev.stderr!.on("data", (d) => (log += d));
    let tree: number[] = [];
    try {
      const url = `http://127.0.0.1:${port}`;
      for (const deadline = Date.now() + 150_000; ; ) {
        if (dev.exitCode !== null) throw new Error(`dev:worker exited:\n${log}`);
        if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
        if (Date.now() > deadline) throw new Error(`dev:worker never answered:\n${log}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      const home = await (await fetch(`${url}/`)).text();
      expect(home).toContain('<html lang="ar" dir="rtl"');
      expect(home).toContain("تصوير المنتجات والفعاليات");
      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "dev-worker-password" }),
      });
      expect(login.status).toBe(200);
      tree = descendants(dev.pid!);
      expect(tree.length).toBeGreaterThan(0);
    } finally {
      dev.kill("SIGINT");
      await new Promise((r) => (dev.exitCode !== null ? r(null) : dev.once("exit", r)));
      // Whatever the outcome, nothing of this run may keep running.
      for (const pid of [dev.pid!, ...tree]) if (alive(pid)) process.kill(pid, "SIGKILL");
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(tree.filter(alive)).toEqual([]);
  });
});
