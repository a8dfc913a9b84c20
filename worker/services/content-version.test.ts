import type { Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../db/client";
import { qrBusinesses } from "../../db/schema";
import { createApp } from "../app";
import type { AppDeps } from "../env";
import { memoryPageCache } from "../render/page-store";
import { adminTokenOf, createTestApp, TEST_ADMIN, typedClient } from "../testing/test-app";
import { as } from "../testing/fixtures";
import { contentVersion, databaseContentVersion, memoryContentVersion, type VersionMemo } from "./content-version";

const json = (body: unknown, token?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const phone = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1" };



describe("what bumps the content version", () => {
  it("logins, logouts, password and two-step changes, owner sign-ups, contact messages and scans keep the page cache", async () => {
    const t = await createTestApp();
    const app = createApp({ ...t.deps, pageCache: memoryPageCache(), contentVersion: databaseContentVersion(t.db) });
    // This app's own typed client: the writes below must go through the page cache it wires.
    const typed = typedClient(app);
    const [listing] = await t.db.select().from(qrBusinesses).where(eq(qrBusinesses.status, "approved"));
    await app.request("/privacy");
    const start = await contentVersion(t.db);

    const token = await adminTokenOf(typed);
    expect((await typed.auth["2fa"].setup.$post(undefined, as(token))).status).toBe(200);
    const newPassword = "another-horse-battery-staple-9";
    expect((await typed.auth.password.$put({ json: { current_password: TEST_ADMIN.password, new_password: newPassword } }, as(token))).status).toBe(200);
    const again = await adminTokenOf(typed, TEST_ADMIN.username, newPassword);
    expect((await typed.auth.logout.$post(undefined, as(again))).status).toBe(200);
    const owner = { username: "cache-owner", password: "quiet-cedar-lantern-1", email: "owner@example.com", phone: "+963944000222" };
    expect((await typed.qr.auth.register.$post({ json: owner })).status).toBe(201);
    const message = { name: "سلمى", email: "salma@example.com", message: "أريد عرض سعر لحملة إعلانية" };
    expect((await typed["contact-messages"].$post({ json: message })).status).toBe(201);
    await app.request(`/qr/${listing.unique_id}?src=qr`, { headers: phone });

    expect(await contentVersion(t.db)).toBe(start);
    expect((await app.request("/privacy")).headers.get("x-page-cache")).toBe("hit");
  });

  it("a content write bumps the database's version even when this process keeps its own in memory", async () => {
    const t = await createTestApp();
    const app = createApp({ ...t.deps, pageCache: memoryPageCache(), contentVersion: memoryContentVersion(t.db) });
    const token = await adminTokenOf(typedClient(app));
    const before = await contentVersion(t.db);
    const res = await app.request("/api/services/1", { ...json({ title_en: "Renamed" }, token), method: "PUT" });
    expect(res.status).toBe(200);
    expect(await contentVersion(t.db)).toBe(before + 1);
  });
});

describe("two processes on one database", () => {
  it("a write through one is seen at once by the other, whose pages and API reads were cached", async () => {
    const t = await createTestApp();
    // Each "process": its own memory caches, the version read from the shared database.
    const one = createApp({ ...t.deps, pageCache: memoryPageCache(), contentVersion: databaseContentVersion(t.db) });
    const two = createApp({ ...t.deps, pageCache: memoryPageCache(), contentVersion: databaseContentVersion(t.db) });
    await two.request("/?lang=en");
    await two.request("/api/services/active?lang=en");
    expect((await two.request("/?lang=en")).headers.get("x-page-cache")).toBe("hit");

    const token = await adminTokenOf(typedClient(one));
    await one.request("/api/services/1", { ...json({ title_en: "Written through process one" }, token), method: "PUT" });

    const page = await two.request("/?lang=en");
    expect(page.headers.get("x-page-cache")).toBe("miss");
    expect(await page.text()).toContain("Written through process one");
    expect(JSON.stringify(await (await two.request("/api/services/active?lang=en")).json())).toContain("Written through process one");
  });
});

describe("the database briefly unreachable", () => {
  /** The app over a database that can be cut off: every statement then fails. */
  async function flakyApp(memo?: VersionMemo) {
    const t = await createTestApp();
    let down = false;
    const client = new Proxy(t.client, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => (down ? Promise.reject(new Error("database unreachable")) : value.apply(target, args));
      },
    }) as Client;
    const db = drizzle(client, { schema });
    const pageCache = memoryPageCache();
    const deps: AppDeps = { ...t.deps, db, pageCache };
    const app = createApp({ ...deps, contentVersion: databaseContentVersion(db, memo) });
    return { app, deps, db, logs: t.logs, setDown: (value: boolean) => (down = value) };
  }

  it("still serves cached pages and cached API reads; what is not cached fails", async () => {
    const { app, logs, setDown } = await flakyApp();
    await app.request("/?lang=en");
    await app.request("/api/services/active");
    setDown(true);
    const page = await app.request("/?lang=en");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-page-cache")).toBe("hit");
    expect((await app.request("/api/services/active")).status).toBe(200);
    expect((await app.request("/blog?lang=en")).status).toBe(500);
    // The failure is in the request's one log line, with its error.
    expect(logs.find((l) => l.path === "/blog" && l.status === 500)?.error?.message).toMatch(/^Failed query/);
    setDown(false);
    expect((await app.request("/blog?lang=en")).status).toBe(200);
  });

  it("a fresh process (a new Worker isolate) finds the last version in the memo", async () => {
    let saved: number | undefined;
    const memo: VersionMemo = { get: async () => saved, put: async (v) => void (saved = v) };
    const first = await flakyApp(memo);
    await first.app.request("/privacy");
    expect(saved).toBeDefined();
    first.setDown(true);
    // Same database and cache, a new version object: it has read nothing yet.
    const fresh = createApp({ ...first.deps, contentVersion: databaseContentVersion(first.db, memo) });
    const res = await fresh.request("/privacy");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-page-cache")).toBe("hit");
  });
});

describe("memory page cache bounds", () => {
  it("keeps at most the configured number of bytes, least recently used out first", async () => {
    // Each entry below weighs 2 bytes per character of its key and body: "a" + "aaaa" is 10.
    const cache = memoryPageCache(100, 25);
    await cache.put("a", { body: "aaaa", status: 200 });
    await cache.put("b", { body: "bbbb", status: 200 });
    await cache.get("a");
    await cache.put("c", { body: "cccc", status: 200 });
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toBeDefined();
    expect(await cache.get("c")).toBeDefined();
    // Replacing an entry counts it once; an answer bigger than the whole cache is not kept.
    await cache.put("c", { body: "ccccccc", status: 200 });
    expect(await cache.get("a")).toBeUndefined();
    await cache.put("huge", { body: "x".repeat(20), status: 200 });
    expect(await cache.get("huge")).toBeUndefined();
    expect(await cache.get("c")).toBeDefined();
  });
});
