/**
 * `npm run dev:worker`: the real Worker in `wrangler dev --local`, on a fresh local database that
 * it migrates and seeds over HTTP through the libSQL test server. It serves the site (the demo
 * café's cover a real photo from wrangler's local R2), logs the admin in, and leaves no process
 * behind when stopped.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./global-setup";

const dir = mkdtempSync(join(tmpdir(), "agency-dev-worker-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    // Its own process group (detached), so the check below can find every process it started.
    const dev = await startServer(
      "scripts/dev-worker.mjs",
      {
        DATABASE_URL: `file:${join(dir, "worker.db")}`,
        WRANGLER_STATE_DIR: join(dir, "wrangler"),
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD: "dev-worker-password",
      },
      { timeout: 150_000, poll: 500, detached: true },
    );
    const pid = dev.child.pid!;
    let tree: number[] = [];
    try {
      const { url } = dev;
      const home = await (await fetch(`${url}/`)).text();
      expect(home).toContain('<html lang="ar" dir="rtl"');
      expect(home).toContain("تصوير المنتجات والفعاليات");
      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "dev-worker-password" }),
      });
      expect(login.status).toBe(200);
      // The demo café's cover is a real photo, seeded into wrangler's local R2 and served by the Worker.
      expect(dev.log()).toContain("Demo photos stored in wrangler's local R2");
      const listing = /\/qr\/([a-z0-9]+)</.exec(await (await fetch(`${url}/sitemap.xml`)).text())![1];
      const page = await (await fetch(`${url}/qr/${listing}`)).text();
      const cover = /src="([^"]+)"/.exec(/<img\b[^>]*data-testid="business-cover"[^>]*>/.exec(page)?.[0] ?? "")?.[1];
      expect(cover).toMatch(/^\/media\/[a-z0-9]{40}\.jpg$/);
      const photo = await fetch(`${url}${cover}`);
      expect([photo.status, photo.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      tree = descendants(pid);
      expect(tree.length).toBeGreaterThan(0);
    } finally {
      await dev.stop("SIGINT");
      // Whatever the outcome, nothing of this run may keep running.
      for (const left of [pid, ...tree]) if (alive(left)) process.kill(left, "SIGKILL");
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(tree.filter(alive)).toEqual([]);
  });
});
