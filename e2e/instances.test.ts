/**
 * Several `npm start` processes on one database, as an operator scales Node behind a load
 * balancer: a write taken by one is what the other serves next, though the other had the old
 * page and API answer in its memory cache. Sessions and throttles live in the database already.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_ADMIN } from "./global-setup";

const buildDir = inject("buildDir");
const dir = mkdtempSync(join(tmpdir(), "agency-instances-"));
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

/** One `npm start` process on the shared database file and uploads folder. */
async function startInstance() {
  const port = await freePort();
  let log = "";
  const child = spawn("node", [join(buildDir, "server/node.js")], {
    env: {
      ...process.env,
      CLIENT_DIR: join(buildDir, "client"),
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, "shared.db")}`,
      DATABASE_SHARED: "1",
      UPLOADS_DIR: join(dir, "uploads"),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${log}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return url;
    if (Date.now() > deadline) throw new Error(`instance not healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let one: string;
let two: string;
beforeAll(async () => {
  // One after the other: the first migrates and seeds, the second finds it done.
  one = await startInstance();
  two = await startInstance();
});
afterAll(async () => {
  for (const child of children) {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
  }
  rmSync(dir, { recursive: true, force: true });
});

const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const login = async (url: string) => (await (await fetch(`${url}/api/auth/login`, json("POST", E2E_ADMIN))).json()).data.token as string;
const page = (url: string) => fetch(`${url}/?lang=en`);
const activeServices = async (url: string) => JSON.stringify(await (await fetch(`${url}/api/services/active?lang=en`)).json());

describe("two Node instances on one database", () => {
  it("a write through one is served by the other on its very next request", async () => {
    // Instance two has the page and the API answer cached.
    await page(two);
    await activeServices(two);
    expect((await page(two)).headers.get("x-page-cache")).toBe("hit");

    // A login through one is shared (sessions live in the database) and empties no cache.
    const token = await login(one);
    expect((await (await fetch(`${two}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()).data.username).toBe(E2E_ADMIN.username);
    expect((await page(two)).headers.get("x-page-cache")).toBe("hit");

    const title = "Photography, written through instance one";
    const write = await fetch(`${one}/api/services/1`, json("PUT", { title_en: title }, token));
    expect(write.status).toBe(200);
    const writtenAt = performance.now();
    const next = await page(two);
    const seenAfter = performance.now() - writtenAt;
    expect(next.headers.get("x-page-cache")).toBe("miss");
    expect(await next.text()).toContain(title);
    expect(await activeServices(two)).toContain(title);
    console.log(`instance two served the write ${seenAfter.toFixed(0)} ms after instance one acknowledged it`);

    // And the other way round.
    await page(one);
    const back = "Photography, written through instance two";
    expect((await fetch(`${two}/api/services/1`, json("PUT", { title_en: back }, token))).status).toBe(200);
    expect(await (await page(one)).text()).toContain(back);
  });
});
