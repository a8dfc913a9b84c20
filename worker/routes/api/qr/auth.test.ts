import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, qrUsers, sessions } from "../../../../db/schema";
import { addressesIn, as, createQrTestApp, type QrTestKit } from "./qr-test-kit";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
beforeAll(async () => {
  kit = await createQrTestApp();
});

type RegisterBody = Parameters<QrTestKit["qr"]["auth"]["register"]>[0];
type LoginBody = Parameters<QrTestKit["qr"]["auth"]["login"]>[0];
const form = (username: string, overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  username,
  email: `${username}@example.com`,
  password: "correct-horse-battery",
  phone: "+963 944 123 456",
  ...overrides,
});
const freshIp = addressesIn("192.0.2");

describe("POST /api/qr/auth/register", () => {
  it("creates an active, not yet approved (pending) owner and answers 201 with success and a message", async () => {
    const res = await kit.qr.auth.register(form("Yasmin.Cafe"), undefined, freshIp());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: expect.any(String) });
    expect(res.json.data).toMatchObject({ username: "Yasmin.Cafe", is_active: true, is_approved: false, status: "pending" });
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
    const [row] = await kit.db.select().from(qrUsers).where(eq(qrUsers.username_key, "yasmin.cafe"));
    expect(row.password_hash).toMatch(/^scrypt\$/);
    // Registered is signed in: the answer carries a session, as a login's does.
    expect(res.json.data.user).toMatchObject({ username: "Yasmin.Cafe", status: "pending" });
    const me = await kit.qr.auth.me(res.json.data.token);
    expect(me.status).toBe(200);
    expect(me.json.data.username).toBe("Yasmin.Cafe");
  });

  it("refuses a username taken in any letter case with 409 and a message in the request language", async () => {
    const res = await kit.qr.auth.register(form("YASMIN.cafe"), undefined, { ...freshIp(), "accept-language": "en" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, message: "This username already exists" });
    const ar = await kit.qr.auth.register(form("yasmin.CAFE"), undefined, freshIp());
    expect(ar.json.message).toBe("اسم المستخدم موجود بالفعل");
  });

  it("validates every field with per-field errors (400)", async () => {
    const cases: [RegisterBody, string][] = [
      [form("ab"), "username"],
      [form("a".repeat(33)), "username"],
      [form("bad name!"), "username"],
      [form("okname1", { email: "not-an-email" }), "email"],
      [form("okname2", { phone: "12ab" }), "phone"],
      [form("okname3", { phone: "1234567" }), "phone"],
      [form("okname4", { password: "short" }), "password"],
      [form("okname5", { password: "x".repeat(129) }), "password"],
      // The other fields left out, which the body's type requires: cast, as the API must refuse it.
      [{ username: "okname6" } as RegisterBody, "email"],
    ];
    for (const [body, field] of cases) {
      const res = await kit.qr.auth.register(body, undefined, freshIp());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.errors[field], `${field} of ${JSON.stringify(body)}`).toBeTruthy();
    }
  });

  it("accepts the username alphabet of letters, digits, _ . - at 3 and 32 characters", async () => {
    for (const name of ["a_b", "A.b-c_9".padEnd(32, "x")]) {
      const res = await kit.qr.auth.register(form(name), undefined, freshIp());
      expect(res.status, name).toBe(201);
    }
  });

  it("throttles sign-ups per address (429 with Retry-After)", async () => {
    const ip = { "x-test-ip": "192.0.2.250" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await kit.qr.auth.register(form(`u${i}`, { password: "x" }), undefined, ip)).status);
    // Invalid bodies are refused before they count; valid ones count.
    expect(statuses.every((s) => s === 400)).toBe(true);
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await kit.qr.auth.register(form(`burst${i}`), undefined, ip));
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results[10].status).toBe(429);
    expect(results[10].headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("POST /api/qr/auth/login and logout", () => {
  it("logs a pending owner in: token and user without any password hash", async () => {
    await kit.qr.auth.register(form("login-me"), undefined, freshIp());
    const res = await kit.qr.auth.login({ username: "LOGIN-me", password: "correct-horse-battery" }, undefined, freshIp());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: expect.any(String), data: { token: expect.any(String) } });
    expect(Object.keys(res.json.data.user).sort()).toEqual(
      ["created_at", "email", "id", "is_active", "is_approved", "phone", "status", "suspended_at", "suspension_reason", "username"].sort(),
    );
    expect(res.json.data.user).toMatchObject({ username: "login-me", status: "pending" });
    const me = await kit.qr.auth.me(res.json.data.token);
    expect(me.json.data.username).toBe("login-me");
  });

  it("answers 401 with one generic message for a wrong password and an unknown user", async () => {
    const wrong = await kit.qr.auth.login({ username: "login-me", password: "nope-nope-nope" }, undefined, freshIp());
    const unknown = await kit.qr.auth.login({ username: "nobody-here", password: "nope-nope-nope" }, undefined, freshIp());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
    // An empty body, which the login's type forbids: cast, as the API must refuse it.
    expect((await kit.qr.auth.login({} as LoginBody, undefined, freshIp())).status).toBe(400);
  });

  it("throttles repeated failures for one username and address (429)", async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await kit.qr.auth.login({ username: "login-me", password: `wrong-${i}` }, undefined, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("logout ends the session: the token no longer works", async () => {
    const owner = await kit.owner();
    expect((await kit.qr.listings.mine(owner.token)).status).toBe(200);
    const out = await kit.qr.auth.logout(owner.token);
    expect(out.status).toBe(200);
    expect((await kit.qr.listings.mine(owner.token)).status).toBe(401);
  });

  it("owner sessions are owner principals: an owner token is not an admin login and vice versa", async () => {
    const owner = await kit.owner();
    const [session] = await kit.db.select().from(sessions).where(eq(sessions.user_id, owner.id));
    expect(session.kind).toBe("owner");
    expect((await kit.typed.auth.me.$get(undefined, as(owner.token))).status).toBe(403);
    expect((await kit.qr.auth.logout(await kit.admin())).status).toBe(403);
  });

  it("records sign-ups in the audit log", async () => {
    const rows = await kit.db.select().from(auditLog).where(eq(auditLog.entity, "qr_user"));
    expect(rows.some((r) => r.action === "register" && r.actor_name === "Yasmin.Cafe")).toBe(true);
  });
});
