import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { as, rawRequest, expectFailure, expectNoSecrets, expectRecentIso, expectSuccess, forgedTokens, login, MESSAGES, replyOf, tamper, tokenFor, type BodyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";

/**
 * Admin authentication: login, logout, /auth/me, own password change,
 * tokens, session expiry and the generic failure message (throttling: auth-throttling.test.ts).
 * Each describe gets its own app where logins or password changes would disturb the others; IPs
 * are picked per test (x-test-ip) so the per-IP login limit never spills from one test to another.
 */

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type Credentials = BodyOf<TestApp["typed"]["auth"]["login"]["$post"]>;
type PasswordChange = BodyOf<TestApp["typed"]["auth"]["password"]["$put"]>;
type PostQuery = QueryOf<TestApp["typed"]["blog-posts"]["$get"]>;
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
const readMe = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));
const logout = async (t: TestApp, bearer: string | null) => replyOf(await t.typed.auth.logout.$post(undefined, as(bearer)));
const changePassword = async (t: TestApp, body: PasswordChange, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.password.$put({ json: body }, as(bearer)));
const listPosts = async (t: TestApp, query: PostQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$get({ query }, as(bearer)));
const createPost = async (t: TestApp, body: NewPost, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));

describe("POST /api/auth/login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  /** A login from this IP with this body (cast to the credentials type when the API must refuse it). */
  const signIn = async (body: Credentials, ip: string, lang?: Lang) =>
    replyOf(await t.typedIn(lang).auth.login.$post({ json: body }, as(null, { "x-test-ip": ip })));

  it("answers {success, message, data: {token, user: {username, email, role, last_login}}} in Arabic by default", async () => {
    const before = Date.now();
    const res = await login(t, "198.51.100.1");
    const data = expectSuccess(res);
    expect(res.json.message).toBe(MESSAGES.loginSuccess.ar);
    expect(typeof data.token).toBe("string");
    // At least 128 random bits: 22+ base64url characters.
    expect(data.token.length).toBeGreaterThanOrEqual(22);
    expect(data.user).toMatchObject({ username: TEST_ADMIN.username, role: "admin" });
    expect(data.user.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expectRecentIso(data.user.last_login);
    expect(Date.parse(data.user.last_login)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("never sends a password or a hash", async () => {
    const res = await login(t, "198.51.100.2");
    expect(res.status).toBe(200);
    expectNoSecrets(res);
  });

  it("speaks English with ?lang=en", async () => {
    const res = await signIn(TEST_ADMIN, "198.51.100.3", "en");
    expectSuccess(res);
    expect(res.json.message).toBe(MESSAGES.loginSuccess.en);
  });

  it("accepts the username in any letter case", async () => {
    const res = await login(t, "198.51.100.4", TEST_ADMIN.username.toUpperCase());
    expect(res.json.data?.user?.username).toBe(TEST_ADMIN.username);
  });

  it("gives one generic Arabic message, identical for an unknown user and a wrong password", async () => {
    const wrongPassword = await login(t, "198.51.100.5", TEST_ADMIN.username, "not-the-password");
    const unknownUser = await login(t, "198.51.100.5", "nobody-here", "not-the-password");
    expectFailure(wrongPassword, 401);
    expectFailure(unknownUser, 401);
    expect(wrongPassword.json.message).toBe(MESSAGES.invalidCredentials.ar);
    expect(unknownUser.json).toEqual(wrongPassword.json);
    expect(wrongPassword.json.data?.token).toBeUndefined();
  });

  it("gives the same generic message in English with ?lang=en", async () => {
    const wrongPassword = await signIn({ username: TEST_ADMIN.username, password: "nope-nope" }, "198.51.100.6", "en");
    const unknownUser = await signIn({ username: "ghost", password: "nope-nope" }, "198.51.100.6", "en");
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.message).toBe(MESSAGES.invalidCredentials.en);
    expect(unknownUser.json).toEqual(wrongPassword.json);
  });

  it.each([
    ["username missing", { password: "whatever-123" }, "username"],
    ["password missing", { username: "admin" }, "password"],
    ["username blank", { username: "   ", password: "whatever-123" }, "username"],
    ["password blank", { username: "admin", password: "" }, "password"],
    ["username of the wrong type", { username: 42, password: "whatever-123" }, "username"],
    ["password of the wrong type", { username: "admin", password: ["x"] }, "password"],
  ])("refuses a request with the %s (400, per-field error)", async (_name, body, field) => {
    const res = await signIn(body as Credentials, "198.51.100.7");
    expectFailure(res, 400, field);
  });

  it("answers malformed JSON with 400 and the localized message, never 500", async () => {
    // Not JSON, which no typed call can send: raw requests to the route's address.
    const ar = await rawRequest(t.app, "POST", t.typed.auth.login.$url(), '{"username": "admin", "password": ', null, { "x-test-ip": "198.51.100.8" });
    expectFailure(ar, 400);
    expect(ar.json.message).toBe(MESSAGES.malformedJson.ar);
    const en = await rawRequest(t.app, "POST", t.typed.auth.login.$url({ query: { lang: "en" } }), "{not json", null, { "x-test-ip": "198.51.100.8" });
    expectFailure(en, 400);
    expect(en.json.message).toBe(MESSAGES.malformedJson.en);
  });

  it("issues tokens that all work, across many logins (no encoding mishaps)", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await tokenFor(t, "198.51.100.9"));
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) {
      const me = await readMe(t, token);
      expect(me.status, `token ${token} should work`).toBe(200);
      expect(me.json.data.username).toBe(TEST_ADMIN.username);
    }
  });
});

describe("GET /api/auth/me", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t, "198.51.100.20");
  });

  it("returns the logged-in admin: username, email, role, last_login, and no secrets", async () => {
    const res = await readMe(t, token);
    const data = expectSuccess(res);
    expect(data).toMatchObject({ username: TEST_ADMIN.username, role: "admin" });
    expect(data.email).toContain("@");
    expectRecentIso(data.last_login);
    expectNoSecrets(res);
  });

  it("answers 401 without a token, with a forged token and with a tampered real token", async () => {
    expectFailure(await readMe(t), 401);
    for (const forged of forgedTokens()) expectFailure(await readMe(t, forged), 401);
    expectFailure(await readMe(t, tamper(token)), 401);
    // Not a bearer scheme at all.
    expectFailure(await replyOf(await t.typed.auth.me.$get(undefined, as(null, { authorization: `Basic ${btoa("admin:x")}` }))), 401);
  });

  it("says so in Arabic by default and in English with ?lang=en", async () => {
    expect((await readMe(t)).json.message).toBe(MESSAGES.unauthorized.ar);
    expect((await readMe(t, undefined, "en")).json.message).toBe(MESSAGES.unauthorized.en);
  });
});

describe("POST /api/auth/logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("revokes the token it was called with, and only that one", async () => {
    const a = await tokenFor(t, "198.51.100.30");
    const b = await tokenFor(t, "198.51.100.30");
    expect((await readMe(t, a)).status).toBe(200);
    const res = await logout(t, a);
    expectSuccess(res);
    expectFailure(await readMe(t, a), 401);
    expectFailure(await createPost(t, {}, a), 401);
    expect((await readMe(t, b)).status).toBe(200);
    // Logging out twice: the token is gone.
    expectFailure(await logout(t, a), 401);
  });

  it("answers 401 without a token or with a forged one", async () => {
    expectFailure(await logout(t, null), 401);
    for (const forged of forgedTokens()) expectFailure(await logout(t, forged), 401);
  });

  it("a revoked token also stops seeing admin-only content", async () => {
    const token = await tokenFor(t, "198.51.100.31");
    expect((await listPosts(t, {}, token)).json.data).toHaveLength(5);
    await logout(t, token);
    // An invalid token on a public read: treated as anonymous or refused, never admin data.
    const after = await listPosts(t, {}, token);
    if (after.status === 200) expect(after.json.data).toHaveLength(4);
    else expect(after.status).toBe(401);
  });
});

describe("PUT /api/auth/password", () => {
  let t: TestApp;
  let password = TEST_ADMIN.password;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("changes the password, keeps the current session and revokes the other ones", async () => {
    const current = await tokenFor(t, "198.51.100.40", TEST_ADMIN.username, password);
    const other = await tokenFor(t, "198.51.100.41", TEST_ADMIN.username, password);
    const newPassword = "a-brand-new-passphrase";
    const res = await changePassword(t, { current_password: password, new_password: newPassword }, current);
    expectSuccess(res);
    expectNoSecrets({ ...res, json: { ...res.json, message: "" } });
    expect((await readMe(t, current)).status).toBe(200);
    expectFailure(await readMe(t, other), 401);

    expectFailure(await login(t, "198.51.100.42", TEST_ADMIN.username, password), 401);
    expect((await login(t, "198.51.100.42", TEST_ADMIN.username, newPassword)).status).toBe(200);
    password = newPassword;
  });

  it("refuses a wrong current password (400 on current_password) and changes nothing", async () => {
    const token = await tokenFor(t, "198.51.100.43", TEST_ADMIN.username, password);
    const other = await tokenFor(t, "198.51.100.43", TEST_ADMIN.username, password);
    const res = await changePassword(t, { current_password: "not-the-current-one", new_password: "another-long-passphrase" }, token);
    expectFailure(res, 400, "current_password");
    // Nothing happened: the other session lives and the old password still works.
    expect((await readMe(t, other)).status).toBe(200);
    expect((await login(t, "198.51.100.44", TEST_ADMIN.username, password)).status).toBe(200);
  });

  it.each([
    ["7 characters", "1234567"],
    ["129 characters", "x".repeat(129)],
    ["an empty string", ""],
    ["a number", 12345678],
  ])("refuses a new password of %s (400 on new_password)", async (_name, newPassword) => {
    const token = await tokenFor(t, "198.51.100.45", TEST_ADMIN.username, password);
    // A new password the API must refuse (one not even a string), cast to the body type.
    const res = await changePassword(t, { current_password: password, new_password: newPassword as string }, token);
    expectFailure(res, 400, "new_password");
    expect((await readMe(t, token)).status).toBe(200);
  });

  it("accepts the bounds: 8 and 128 characters", async () => {
    const token = await tokenFor(t, "198.51.100.46", TEST_ADMIN.username, password);
    const eight = "mX7#qp2z";
    expectSuccess(await changePassword(t, { current_password: password, new_password: eight }, token));
    // 128 characters, not one letter repeated (that is refused as a single character).
    const long = "Plum-Orchard-8842-".repeat(8).slice(0, 128);
    expect(long).toHaveLength(128);
    expectSuccess(await changePassword(t, { current_password: eight, new_password: long }, token));
    password = long;
    expect((await login(t, "198.51.100.47", TEST_ADMIN.username, long)).status).toBe(200);
  });

  it("requires both fields", async () => {
    const token = await tokenFor(t, "198.51.100.48", TEST_ADMIN.username, password);
    // Bodies missing a field the type requires, cast to it.
    expectFailure(await changePassword(t, { new_password: "long-enough-pass" } as PasswordChange, token), 400, "current_password");
    expectFailure(await changePassword(t, { current_password: password } as PasswordChange, token), 400, "new_password");
  });

  it("answers 401 without a token or with a forged one", async () => {
    const body = { current_password: password, new_password: "whatever-passphrase" };
    expectFailure(await changePassword(t, body, null), 401);
    for (const forged of forgedTokens()) expectFailure(await changePassword(t, body, forged), 401);
  });
});

describe("session expiry", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const EXPIRED = [MESSAGES.unauthorized.ar, "انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى"];

  it("ends a session left idle for a day", async () => {
    const token = await tokenFor(t, "198.51.100.60");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    expect((await readMe(t, token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 24 * HOUR);
    const res = await readMe(t, token);
    expectFailure(res, 401);
    expect(EXPIRED).toContain(res.json.message);
    // And it stays dead even if time were to go back.
    vi.useRealTimers();
    expectFailure(await readMe(t, token), 401);
  });

  it("ends even a session in constant use, within two days (absolute expiry)", async () => {
    const token = await tokenFor(t, "198.51.100.61");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    let aliveFor = 0;
    for (let elapsed = 0; elapsed <= 48 * HOUR; elapsed += 30 * MINUTE) {
      vi.setSystemTime(Date.now() + 30 * MINUTE);
      if ((await readMe(t, token)).status !== 200) break;
      aliveFor = elapsed + 30 * MINUTE;
    }
    // Used every 30 minutes: it lives for hours, but not forever.
    expect(aliveFor).toBeGreaterThanOrEqual(2 * HOUR);
    expect(aliveFor).toBeLessThan(48 * HOUR);
    expectFailure(await readMe(t, token), 401);
  });
});
