/**
 * Several `npm start` processes on one database, as an operator scales Node behind a load
 * balancer: a write taken by one is what the other serves next, though the other had the old
 * page and API answer in its memory cache. Sessions and throttles live in the database already.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_ADMIN, startServer, type StartedServer } from "./global-setup";

const buildDir = inject("buildDir");
const dir = mkdtempSync(join(tmpdir(), "agency-instances-"));
const servers: StartedServer[] = [];

/** One `npm start` process on the shared database file and uploads folder. */
async function startInstance() {
  const server = await startServer(
    join(buildDir, "server/node.js"),
    {
      CLIENT_DIR: join(buildDir, "client"),
      DATABASE_URL: `file:${join(dir, "shared.db")}`,
      DATABASE_SHARED: "1",
      UPLOADS_DIR: join(dir, "uploads"),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    { timeout: 30_000, poll: 100 },
  );
  servers.push(server);
  return server.url;
}

let one: string;
let two: string;
beforeAll(async () => {
  // One after the other: the first migrates and seeds, the second finds it done.
  one = await startInstance();
  two = await startInstance();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
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
