import { base32 } from "oslo/encoding";
import { generateHOTP } from "oslo/otp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../../testing/fixtures";
import { changePassword, disable2fa, enable2fa, sessions, setUp2fa, twoFactor } from "../../testing/auth-calls";

/** The authenticator app: the code for a secret at a moment (default: now). */
const totp = (secret: string, at = Date.now()) => generateHOTP(base32.decode(secret, { strict: false }), Math.floor(at / 30_000));

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
  // Only the clock is faked: codes change every 30 s, and a code is never accepted twice.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T10:00:00Z") });
});
afterEach(() => vi.useRealTimers());
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

async function enrol(token: string) {
  const setup = await setUp2fa(t, token);
  expect(setup.status).toBe(200);
  expect(setup.json.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(setup.json.data.qr_code_data).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret: string = setup.json.data.secret;
  const enabled = await enable2fa(t, { code: await totp(secret) }, token);
  expect(enabled.status).toBe(200);
  return { secret, recovery: enabled.json.data.recovery_codes as string[] };
}
/** The admin's login with these extra fields (a second-factor or recovery code), from this IP. */
const login = async (body: Record<string, string>, ip = "198.51.100.10") =>
  replyOf(await t.typed.auth.login.$post({ json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, ...body } }, as(null, { "x-test-ip": ip })));

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck
 * (the account calls shared with the other account tests: worker/testing/auth-calls.ts). Each
 * takes the app and the caller's bearer (none when omitted or null). A body the API must refuse is
 * cast to the body type: it is what the type forbids.
 */
type NewUser = BodyOf<TestApp["typed"]["users"]["$post"]>;
const readMe = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));
const endSession = async (t: TestApp, id: unknown, bearer: string | null) => replyOf(await t.typed.auth.sessions[":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const createUser = async (t: TestApp, body: NewUser, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$post({ json: body }, as(bearer)));

describe("two-step verification (TOTP)", () => {
  it("enrols with a QR code, confirms with a first code and issues 10 one-time recovery codes", async () => {
    const token = await t.adminToken();
    expect((await twoFactor(t, token)).json.data).toEqual({ enabled: false, recovery_codes_left: 0 });
    const { recovery } = await enrol(token);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await twoFactor(t, token)).json.data).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await readMe(t, token)).json.data.two_factor).toBe(true);
    expect((await setUp2fa(t, token)).status).toBe(409);
  });

  it("refuses a wrong first code and keeps 2FA off", async () => {
    const token = await t.adminToken();
    const setup = await setUp2fa(t, token);
    const wrong = (Number(await totp(setup.json.data.secret)) + 1) % 1_000_000;
    const res = await enable2fa(t, { code: String(wrong).padStart(6, "0") }, token);
    expect(res.status).toBe(400);
    expect(res.json.errors.code).toBeTruthy();
    expect((await twoFactor(t, token)).json.data.enabled).toBe(false);
  });

  it("then asks for the code at login, refuses a wrong or replayed one, and accepts a fresh one", async () => {
    const { secret } = await enrol(await t.adminToken());
    const noCode = await login({});
    expect(noCode.status).toBe(401);
    expect(noCode.json).toMatchObject({ success: false, code: "totp_required" });
    expect(noCode.json.data).toBeUndefined();

    expect((await login({ totp_code: "000000" })).status).toBe(401);
    // The code that confirmed enrolment is spent for its time step.
    expect((await login({ totp_code: await totp(secret) })).status).toBe(401);

    later(30);
    const fresh = await totp(secret);
    const ok = await login({ totp_code: fresh });
    expect(ok.status).toBe(200);
    expect(ok.json.data.token).toBeTruthy();
    expect((await login({ totp_code: fresh }, "198.51.100.11")).status).toBe(401);
  });

  it("accepts a code from the previous 30 s step (clock drift), not from two steps ago", async () => {
    const { secret } = await enrol(await t.adminToken());
    later(60);
    const previous = await totp(secret, Date.now() - 30_000);
    const twoAgo = await totp(secret, Date.now() - 60_000);
    expect((await login({ totp_code: twoAgo })).status).toBe(401);
    expect((await login({ totp_code: previous })).status).toBe(200);
  });

  it("lets a recovery code in once", async () => {
    const { recovery } = await enrol(await t.adminToken());
    const first = await login({ totp_code: recovery[0].toUpperCase() });
    expect(first.status).toBe(200);
    expect((await login({ totp_code: recovery[0] })).status).toBe(401);
    expect((await twoFactor(t, first.json.data.token)).json.data.recovery_codes_left).toBe(9);
  });

  it("turns off only with the password and a code", async () => {
    const token = await t.adminToken();
    const { secret } = await enrol(token);
    later(30);
    expect((await disable2fa(t, { password: "wrong-password", code: await totp(secret) }, token)).status).toBe(400);
    expect((await disable2fa(t, { password: TEST_ADMIN.password, code: "123456" }, token)).status).toBe(400);
    const off = await disable2fa(t, { password: TEST_ADMIN.password, code: await totp(secret) }, token);
    expect(off.status).toBe(200);
    expect((await login({})).status).toBe(200);
  });
});

describe("own sessions", () => {
  it("lists the admin's sessions without exposing tokens, and revokes one", async () => {
    const first = await t.adminToken();
    const second = await t.adminToken();
    const list = await sessions(t, second);
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(2);
    expect(list.json.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.json)).not.toContain(first);
    expect(JSON.stringify(list.json)).not.toMatch(/token/i);
    const other = list.json.data.find((s: { current: boolean }) => !s.current);
    expect((await endSession(t, other.id, second)).status).toBe(200);
    expect((await readMe(t, first)).status).toBe(401);
    expect((await readMe(t, second)).status).toBe(200);
    expect((await endSession(t, "0000000000000000", second)).status).toBe(404);
  });

  it("cannot see or end another admin's sessions", async () => {
    const mine = await t.adminToken();
    await createUser(t, { username: "second", email: "second@example.com", password: "another-strong-pass", role: "admin" }, mine);
    const theirs = await t.adminToken("second", "another-strong-pass");
    const theirId = (await sessions(t, theirs)).json.data[0].id;
    expect((await sessions(t, mine)).json.data.map((s: { id: string }) => s.id)).not.toContain(theirId);
    expect((await endSession(t, theirId, mine)).status).toBe(404);
    expect((await readMe(t, theirs)).status).toBe(200);
  });
});

describe("password policy", () => {
  it("refuses common passwords, even when long enough", async () => {
    const token = await t.adminToken();
    for (const common of ["password123", "qwertyuiop", "iloveyou1", "11111111"]) {
      const res = await changePassword(t, { current_password: TEST_ADMIN.password, new_password: common }, token);
      expect(res.status, common).toBe(400);
      expect(res.json.errors.new_password, common).toBe("كلمة المرور هذه شائعة جداً، اختر كلمة أصعب");
    }
  });
});
