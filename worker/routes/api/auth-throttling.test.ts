import { describe, expect, it } from "vitest";
import { as, expectFailure, expectSuccess, login, replyOf, type Lang, type TestApp } from "../../testing/fixtures";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";

/**
 * Throttling of admin logins: 429 with Retry-After per username+IP after
 * 5 attempts, without locking the user out from other addresses, safe against parallel bursts,
 * and a per-IP limit against one address spraying many usernames. A fresh app per test.
 */



/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
const readMe = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));

describe("login throttling", () => {
  it("locks a username+IP after 5 failures with 429 and Retry-After; other IPs are unaffected", async () => {
    const t = await createTestApp();
    const ip = "192.0.2.10";
    for (let i = 0; i < 5; i++) expectFailure(await login(t, ip, TEST_ADMIN.username, `wrong-${i}`), 401);

    const locked = await login(t, ip, TEST_ADMIN.username, "wrong-again");
    expectFailure(locked, 429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);

    // Locked out from this IP even with the right password (no oracle for the attacker).
    expectFailure(await login(t, ip), 429);

    // Another IP: a wrong password is an ordinary 401, and the right one works.
    expectFailure(await login(t, "192.0.2.11", TEST_ADMIN.username, "wrong"), 401);
    const other = await login(t, "192.0.2.12");
    expectSuccess(other);
    expect((await readMe(t, other.json.data.token)).status).toBe(200);
  });

  it("localizes the 429 message", async () => {
    const t = await createTestApp();
    const ip = "192.0.2.20";
    for (let i = 0; i < 5; i++) await login(t, ip, "someone", "wrong-password");
    const ar = await login(t, ip, "someone", "wrong-password");
    const en = await replyOf(await t.typedIn("en").auth.login.$post({ json: { username: "someone", password: "wrong-password" } }, as(null, { "x-test-ip": ip })));
    expectFailure(ar, 429);
    expectFailure(en, 429);
    expect(ar.json.message).toMatch(/[\u0600-\u06FF]/);
    expect(en.json.message).toMatch(/[A-Za-z]/);
    expect(en.json.message).not.toBe(ar.json.message);
  });

  it("lets at most 5 of 100 parallel wrong logins from one IP+username through; the rest are 429", async () => {
    const t = await createTestApp();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, "192.0.2.30", TEST_ADMIN.username, `guess-${i}`)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429), `unexpected statuses: ${[...new Set(statuses)]}`).toBe(true);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
  });

  it("also throttles one IP spraying many usernames (per-IP limit)", async () => {
    const t = await createTestApp();
    const ip = "192.0.2.40";
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t, ip, `user${i}`, "Password1!")));
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // And the next username from that IP is refused too, though it was never tried before.
    expectFailure(await login(t, ip, "fresh-username", "Password1!"), 429);
    // Another IP is not affected.
    expect((await login(t, "192.0.2.41")).status).toBe(200);
    // Forty parallel logins, thirty of them scrypt checks: slow on two shared cores.
  }, 60_000);
});
