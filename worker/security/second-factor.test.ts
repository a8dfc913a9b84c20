/**
 * Outside probe, finding 3 and 4 (SECURITY.md lists them): a TOTP code accepted once per racing
 * request, and no attempt limit on the checks a stolen session could guess at (current password,
 * TOTP and recovery codes). Now a time step is consumed by one conditional update, and each account
 * has its own allowance of failed guesses, whatever address they come from.
 */
import { base32 } from "oslo/encoding";
import { generateHOTP } from "oslo/otp";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN } from "../testing/test-app";
import { as, replyOf } from "../testing/fixtures";
import { changePassword, disable2fa, enable2fa, sessions, setUp2fa, twoFactor } from "../testing/auth-calls";

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeEach(async () => {
  t = await createTestApp();
});

/** The authenticator app: the code for a secret at a 30 s step. */
const codeAt = (secret: string, step: number) => generateHOTP(base32.decode(secret, { strict: false }), step);
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * Waits out the last two seconds of a 30 s step. The previous step's code is accepted only while
 * the server's clock is still in the step the test read: computed just before a step ends, it
 * would reach the server two steps old and be refused (a race the test, not the app, would lose).
 */
async function clearOfStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 2_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns two-step verification on for the seeded admin; returns the secret and recovery codes. */
async function enrol(token: string) {
  const { secret } = (await setUp2fa(t, token)).json.data;
  // Confirm with the previous step's code (accepted for clock drift), so the current one is unused.
  await clearOfStepEdge();
  const enabled = await enable2fa(t, { code: await codeAt(secret, stepNow() - 1) }, token);
  expect(enabled.status, JSON.stringify(enabled.json)).toBe(200);
  return { secret: secret as string, recovery: enabled.json.data.recovery_codes as string[] };
}

/** The admin's login with this second-factor code (none: undefined), from this IP. */
const login = async (totp_code: string | undefined, ip: string) =>
  replyOf(await t.typed.auth.login.$post({ json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, totp_code } }, as(null, { "x-test-ip": ip })));

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck
 * (the account calls shared with the other account tests: worker/testing/auth-calls.ts). Each
 * takes the app and the caller's bearer (none when omitted or null). A body the API must refuse is
 * cast to the body type: it is what the type forbids.
 */

describe("TOTP codes are single-use, even when requests race", () => {
  it("three parallel logins with the same password and code yield exactly one session", async () => {
    const { secret } = await enrol(await t.adminToken());
    const code = await codeAt(secret, stepNow());
    const answers = await Promise.all(["198.51.100.61", "198.51.100.62", "198.51.100.63"].map((ip) => login(code, ip)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 401, 401]);
    const refused = answers.filter((a) => a.status === 401);
    for (const r of refused) expect(r.json.errors.totp_code).toBe("رمز التحقق غير صحيح أو منتهي الصلاحية");
    // One login, one session (the one that enrolled plus the winner).
    const token = answers.find((a) => a.status === 200)!.json.data.token;
    expect((await sessions(t, token)).json.data).toHaveLength(2);
  });

  it("a recovery code raced three times opens one session", async () => {
    const { recovery } = await enrol(await t.adminToken());
    const answers = await Promise.all(["198.51.100.64", "198.51.100.65", "198.51.100.66"].map((ip) => login(recovery[0], ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });
});

describe("per-account attempt limits behind a session", () => {
  it("PUT /api/auth/password: 5 wrong current passwords, then 429 with Retry-After even for the right one", async () => {
    const token = await t.adminToken();
    for (let i = 0; i < 5; i++) {
      const res = await replyOf(await t.typed.auth.password.$put({ json: { current_password: `guess-${i}`, new_password: "Plum-Orchard-8842-lamp" } }, as(token, { "x-test-ip": `198.51.100.${70 + i}` })));
      expect(res.status).toBe(400);
    }
    const blocked = await replyOf(await t.typed.auth.password.$put({ json: { current_password: TEST_ADMIN.password, new_password: "Plum-Orchard-8842-lamp" } }, as(token, { "x-test-ip": "198.51.100.79" })));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json).toMatchObject({ success: false });
    expect(blocked.json.message).toMatch(/محاولات كثيرة/);
    // Nothing changed: the old password still logs in.
    expect((await login(undefined, "198.51.100.80")).status).toBe(200);
  });

  it("right guesses do not use the allowance up", async () => {
    const token = await t.adminToken();
    let password = TEST_ADMIN.password;
    for (let i = 0; i < 7; i++) {
      const next = `Plum-Orchard-${8840 + i}-lamp`;
      const res = await changePassword(t, { current_password: password, new_password: next }, token);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      password = next;
    }
  });

  it("POST /api/auth/2fa/disable: code guesses end in 429, and the right code is refused then too", async () => {
    const token = await t.adminToken();
    const { secret } = await enrol(token);
    let answered429 = false;
    for (let i = 0; i < 12 && !answered429; i++) {
      const res = await disable2fa(t, { password: TEST_ADMIN.password, code: String(100000 + i) }, token);
      if (res.status === 429) {
        answered429 = true;
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      } else expect(res.status).toBe(400);
    }
    expect(answered429).toBe(true);
    const right = await disable2fa(t, { password: TEST_ADMIN.password, code: await codeAt(secret, stepNow()) }, token);
    expect(right.status).toBe(429);
    expect((await twoFactor(t, token)).json.data.enabled).toBe(true);
  });

  it("POST /api/auth/2fa/disable: password guesses end in 429", async () => {
    const token = await t.adminToken();
    await enrol(token);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await disable2fa(t, { password: `guess-${i}`, code: "123456" }, token)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("login codes and recovery codes share the account's allowance, from any address", async () => {
    const { recovery } = await enrol(await t.adminToken());
    const statuses = [];
    // Ten different addresses, so the per-address login limit never applies.
    for (let i = 0; i < 11; i++) statuses.push((await login(`zzzz-zz${String(i).padStart(2, "0")}`, `198.51.100.${100 + i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The right recovery code is refused while the limit holds, and stays unspent.
    const blocked = await login(recovery[0], "198.51.100.120");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("POST /api/auth/2fa/enable: wrong first codes end in 429", async () => {
    const token = await t.adminToken();
    await setUp2fa(t, token);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await enable2fa(t, { code: String(200000 + i) }, token)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
