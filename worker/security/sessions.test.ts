/** Session lifetimes (ASVS V7): admins idle out after 2 h and never live past 12 h. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionPolicy } from "../services/sessions";
import { createTestApp } from "../testing/test-app";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const t = await createTestApp();
afterEach(() => vi.useRealTimers());
const clock = () => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const me = async (token: string) => (await t.api.get("/auth/me", token)).status;

describe("admin sessions", () => {
  it("are limited to 12 h absolute and 2 h idle by policy", () => {
    expect(sessionPolicy.admin.absoluteMs).toBeLessThanOrEqual(12 * HOUR);
    expect(sessionPolicy.admin.idleMs).toBeLessThanOrEqual(2 * HOUR);
  });

  it("a new, distinct token at every login; each works on its own", async () => {
    const [a, b] = [await t.adminToken(), await t.adminToken()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[\w-]{43}$/); // 256 random bits, base64url
    expect(await me(a)).toBe(200);
    expect(await me(b)).toBe(200);
  });

  it("idle for just under 2 h: still valid; just over: gone", async () => {
    const token = await t.adminToken();
    clock();
    advance(2 * HOUR - 2 * MINUTE);
    expect(await me(token)).toBe(200);
    advance(2 * HOUR + MINUTE);
    expect(await me(token)).toBe(401);
  });

  it("a dead session is refused even on public reads, so the client learns it at once", async () => {
    const token = await t.adminToken();
    await t.api.post("/auth/logout", undefined, token);
    const res = await t.api.get("/blog-posts", token);
    expect(res.status).toBe(401);
    expect((await t.api.get("/blog-posts")).status).toBe(200);
  });

  it("in constant use, it still ends at 12 h", async () => {
    const token = await t.adminToken();
    clock();
    for (let elapsed = 30 * MINUTE; elapsed < 12 * HOUR; elapsed += 30 * MINUTE) {
      advance(30 * MINUTE);
      expect(await me(token), `after ${elapsed / HOUR} h`).toBe(200);
    }
    advance(30 * MINUTE);
    expect(await me(token)).toBe(401);
  });
});
