import { base32 } from "oslo/encoding";
import { generateHOTP } from "oslo/otp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";

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
  const setup = await t.api.post("/auth/2fa/setup", undefined, token);
  expect(setup.status).toBe(200);
  expect(setup.json.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(setup.json.data.qr_code_data).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret: string = setup.json.data.secret;
  const enabled = await t.api.post("/auth/2fa/enable", { code: await totp(secret) }, token);
  expect(enabled.status).toBe(200);
  return { secret, recovery: enabled.json.data.recovery_codes as string[] };
}
const login = (body: Record<string, string>, ip = "198.51.100.10") => t.api.post("/auth/login", { username: TEST_ADMIN.username, password: TEST_ADMIN.password, ...body }, undefined, { "x-test-ip": ip });

describe("two-step verification (TOTP)", () => {
  it("enrols with a QR code, confirms with a first code and issues 10 one-time recovery codes", async () => {
    const token = await t.adminToken();
    expect((await t.api.get("/auth/2fa", token)).json.data).toEqual({ enabled: false, recovery_codes_left: 0 });
    const { recovery } = await enrol(token);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await t.api.get("/auth/2fa", token)).json.data).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await t.api.get("/auth/me", token)).json.data.two_factor).toBe(true);
    expect((await t.api.post("/auth/2fa/setup", undefined, token)).status).toBe(409);
  });

  it("refuses a wrong first code and keeps 2FA off", async () => {
    const token = await t.adminToken();
    const setup = await t.api.post("/auth/2fa/setup", undefined, token);
    const wrong = (Number(await totp(setup.json.data.secret)) + 1) % 1_000_000;
    const res = await t.api.post("/auth/2fa/enable", { code: String(wrong).padStart(6, "0") }, token);
    expect(res.status).toBe(400);
    expect(res.json.errors.code).toBeTruthy();
    expect((await t.api.get("/auth/2fa", token)).json.data.enabled).toBe(false);
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
    expect((await t.api.get("/auth/2fa", first.json.data.token)).json.data.recovery_codes_left).toBe(9);
  });

  it("turns off only with the password and a code", async () => {
    const token = await t.adminToken();
    const { secret } = await enrol(token);
    later(30);
    expect((await t.api.post("/auth/2fa/disable", { password: "wrong-password", code: await totp(secret) }, token)).status).toBe(400);
    expect((await t.api.post("/auth/2fa/disable", { password: TEST_ADMIN.password, code: "123456" }, token)).status).toBe(400);
    const off = await t.api.post("/auth/2fa/disable", { password: TEST_ADMIN.password, code: await totp(secret) }, token);
    expect(off.status).toBe(200);
    expect((await login({})).status).toBe(200);
  });
});

describe("own sessions", () => {
  it("lists the admin's sessions without exposing tokens, and revokes one", async () => {
    const first = await t.adminToken();
    const second = await t.adminToken();
    const list = await t.api.get("/auth/sessions", second);
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(2);
    expect(list.json.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.json)).not.toContain(first);
    expect(JSON.stringify(list.json)).not.toMatch(/token/i);
    const other = list.json.data.find((s: { current: boolean }) => !s.current);
    expect((await t.api.delete(`/auth/sessions/${other.id}`, second)).status).toBe(200);
    expect((await t.api.get("/auth/me", first)).status).toBe(401);
    expect((await t.api.get("/auth/me", second)).status).toBe(200);
    expect((await t.api.delete("/auth/sessions/0000000000000000", second)).status).toBe(404);
  });

  it("cannot see or end another admin's sessions", async () => {
    const mine = await t.adminToken();
    await t.api.post("/users", { username: "second", email: "second@example.com", password: "another-strong-pass", role: "admin" }, mine);
    const theirs = await t.adminToken("second", "another-strong-pass");
    const theirId = (await t.api.get("/auth/sessions", theirs)).json.data[0].id;
    expect((await t.api.get("/auth/sessions", mine)).json.data.map((s: { id: string }) => s.id)).not.toContain(theirId);
    expect((await t.api.delete(`/auth/sessions/${theirId}`, mine)).status).toBe(404);
    expect((await t.api.get("/auth/me", theirs)).status).toBe(200);
  });
});

describe("password policy", () => {
  it("refuses common passwords, even when long enough", async () => {
    const token = await t.adminToken();
    for (const common of ["password123", "qwertyuiop", "iloveyou1", "11111111"]) {
      const res = await t.api.put("/auth/password", { current_password: TEST_ADMIN.password, new_password: common }, token);
      expect(res.status, common).toBe(400);
      expect(res.json.errors.new_password, common).toBe("كلمة المرور هذه شائعة جداً، اختر كلمة أصعب");
    }
  });
});
