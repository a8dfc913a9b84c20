/** Session lifetimes (ASVS V7): admins idle out after 2 h and never live past 12 h. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionPolicy } from "../services/sessions";
import { createTestApp } from "../testing/test-app";
import { as, replyOf, type QueryOf, type Lang, type TestApp } from "../testing/fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const t = await createTestApp();
afterEach(() => vi.useRealTimers());
const clock = () => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const me = async (token: string) => (await readMe(t, token)).status;

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type PostQuery = QueryOf<TestApp["typed"]["blog-posts"]["$get"]>;
const readMe = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));
const logout = async (t: TestApp, bearer: string | null) => replyOf(await t.typed.auth.logout.$post(undefined, as(bearer)));
const listPosts = async (t: TestApp, query: PostQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$get({ query }, as(bearer)));

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
    await logout(t, token);
    const res = await listPosts(t, {}, token);
    expect(res.status).toBe(401);
    expect((await listPosts(t)).status).toBe(200);
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
