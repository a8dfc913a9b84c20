import { beforeAll, describe, expect, it } from "vitest";
import { as, rawRequest, expectFailure, expectNoSecrets, expectSuccess, forgedTokens, login, replyOf, tokenFor, type BodyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";

/**
 * `/api/users`: admin accounts, GET, POST and PUT only, for admins with the admin
 * role. No password in any response, case-insensitive unique usernames (409), the last active
 * admin is protected (409), nobody deactivates themselves, a new password ends that user's sessions.
 */

type User = { id: number; username: string; email: string; role: string; is_active: boolean; last_login: string | null };

let t: TestApp;
let token: string;
let me: User;
let ipCounter = 0;
// A fresh address per login keeps the per-IP login limit out of these tests.
const nextIp = () => `198.51.100.${100 + ++ipCounter}`;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t, nextIp());
  me = (await readMe(token)).json.data;
});

const newUser = (over: Record<string, unknown> = {}) => ({
  username: `user${Math.random().toString(36).slice(2, 8)}`,
  email: "someone@example.com",
  password: "a-good-long-password",
  ...over,
});
// Bodies made here may be ones the API must refuse: cast to the body type, which forbids them.
const create = (body: Record<string, unknown>) => createUser(body as NewUser);

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type UserQuery = QueryOf<TestApp["typed"]["users"]["$get"]>;
type NewUser = BodyOf<TestApp["typed"]["users"]["$post"]>;
type UserChange = BodyOf<TestApp["typed"]["users"][":id"]["$put"]>;
const readMe = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));
const listUsers = async (query: UserQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$get({ query }, as(bearer)));
const createUser = async (body: NewUser, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang).users.$post({ json: body }, as(bearer)));
const updateUser = async (id: unknown, body: UserChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang).users[":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const statistics = async (bearer?: string | null) => replyOf(await t.typed.statistics.$get(undefined, as(bearer)));

describe("GET /api/users", () => {
  it("lists the admin accounts without passwords or hashes", async () => {
    const res = await listUsers({}, token);
    const users: User[] = expectSuccess(res);
    expect(users.map((u) => u.username)).toContain(TEST_ADMIN.username);
    for (const u of users) {
      expect(u).toHaveProperty("username");
      expect(u).toHaveProperty("email");
      expect(u).toHaveProperty("role");
      expect(u).toHaveProperty("last_login");
    }
    expectNoSecrets(res);
  });
});

describe("POST /api/users", () => {
  it("creates an account (default role editor) that can log in; no password in the reply", async () => {
    const body = newUser({ username: "Layla.Editor", email: "layla@example.com" });
    const res = await create(body);
    const user = expectSuccess(res, 201);
    expect(user).toMatchObject({ username: "Layla.Editor", email: "layla@example.com", role: "editor", is_active: true, last_login: null });
    expect(user.id).toBeTypeOf("number");
    expectNoSecrets(res);

    const listed: User[] = expectSuccess(await listUsers({}, token));
    expect(listed.map((u) => u.username)).toContain("Layla.Editor");

    const logged = await login(t, nextIp(), "layla.editor", body.password);
    expect(expectSuccess(logged).user).toMatchObject({ username: "Layla.Editor", role: "editor" });
    expectNoSecrets(logged);
  });

  it("creates an admin when asked", async () => {
    expect(expectSuccess(await create(newUser({ role: "admin" })), 201).role).toBe("admin");
  });

  it.each(["admin", "ADMIN", "Admin", " admin "])("refuses the taken username %j with 409", async (username) => {
    const res = await create(newUser({ username }));
    expectFailure(res, 409);
  });

  it("refuses a username that differs only in case from a newly created one (409)", async () => {
    expectSuccess(await create(newUser({ username: "Omar_K" })), 201);
    const res = await create(newUser({ username: "omar_k" }));
    expectFailure(res, 409, "username");
  });

  it.each([
    ["a short username", { username: "ab" }, "username"],
    ["a long username", { username: "u".repeat(33) }, "username"],
    ["a username with spaces", { username: "two words" }, "username"],
    ["a username with markup", { username: "<b>x</b>" }, "username"],
    ["a missing username", { username: undefined }, "username"],
    ["an invalid email", { email: "nope" }, "email"],
    ["a missing email", { email: undefined }, "email"],
    ["a 7-character password", { password: "1234567" }, "password"],
    ["a 129-character password", { password: "p".repeat(129) }, "password"],
    ["a missing password", { password: undefined }, "password"],
    ["an unknown role", { role: "superuser" }, "role"],
    ["a numeric username", { username: 12345 }, "username"],
  ])("refuses %s with 400", async (_name, over, field) => {
    const res = await create(newUser(over));
    expectFailure(res, 400, field);
    expectNoSecrets({ ...res, json: { ...res.json, errors: {}, message: "" } });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    expectFailure(await rawRequest(t.app, "POST", t.typed.users.$url(), '{"username": ', token), 400);
  });
});

describe("PUT /api/users/:id", () => {
  it("updates email and role; no password in the reply", async () => {
    const user: User = expectSuccess(await create(newUser()), 201);
    const res = await updateUser(user.id, { email: "changed@example.com", role: "admin" });
    expect(expectSuccess(res)).toMatchObject({ id: user.id, email: "changed@example.com", role: "admin" });
    expectNoSecrets(res);
    expectFailure(await updateUser(user.id, { email: "bad" }), 400, "email");
    // A role the API must refuse, cast to the body type (which forbids it).
    expectFailure(await updateUser(user.id, { role: "root" } as unknown as UserChange), 400, "role");
    expectFailure(await updateUser(user.id, { is_active: "perhaps" }), 400, "is_active");
    expectFailure(await updateUser(user.id, { password: "short" }), 400, "password");
  });

  it("a new password ends that user's sessions; the new password works, the old one does not", async () => {
    const body = newUser();
    const user: User = expectSuccess(await create(body), 201);
    const theirs = await tokenFor(t, nextIp(), body.username, body.password);
    expect((await readMe(theirs)).status).toBe(200);

    const res = await updateUser(user.id, { password: "a-different-password" });
    expectSuccess(res);
    expectNoSecrets(res);
    expectFailure(await readMe(theirs), 401);
    expectFailure(await login(t, nextIp(), body.username, body.password), 401);
    expect((await login(t, nextIp(), body.username, "a-different-password")).status).toBe(200);
    // The acting admin's own session is untouched.
    expect((await readMe(token)).status).toBe(200);
  });

  it("deactivating a user ends their sessions and blocks their login", async () => {
    const body = newUser();
    const user: User = expectSuccess(await create(body), 201);
    const theirs = await tokenFor(t, nextIp(), body.username, body.password);
    expect(expectSuccess(await updateUser(user.id, { is_active: false })).is_active).toBe(false);
    expectFailure(await readMe(theirs), 401);
    expectFailure(await login(t, nextIp(), body.username, body.password), 401);
  });

  it("refuses to let an admin deactivate their own account (409)", async () => {
    expectFailure(await updateUser(me.id, { is_active: false }), 409);
    expect((await readMe(token)).status).toBe(200);
  });

  it("protects the last active admin from demotion (409), but allows it while another admin exists", async () => {
    const fresh = await createTestApp();
    const adminToken = await tokenFor(fresh, "198.51.100.250");
    // This test's own app, through its typed client.
    const put = async (id: number, body: UserChange, bearer: string) =>
      replyOf(await fresh.typed.users[":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
    const list = async (bearer: string) => replyOf(await fresh.typed.users.$get({ query: {} }, as(bearer)));
    const self: User = (await replyOf(await fresh.typed.auth.me.$get(undefined, as(adminToken)))).json.data;

    // Alone: cannot demote oneself.
    expectFailure(await put(self.id, { role: "editor" }, adminToken), 409);

    // A second admin, then deactivated: still the last *active* admin.
    const second: User = expectSuccess(
      await replyOf(await fresh.typed.users.$post({ json: newUser({ username: "second_admin", role: "admin" }) as NewUser }, as(adminToken))),
      201,
    );
    expectSuccess(await put(second.id, { is_active: false }, adminToken));
    expectFailure(await put(self.id, { role: "editor" }, adminToken), 409);

    // Reactivated: now the first admin may step down, and the second becomes the last one.
    expectSuccess(await put(second.id, { is_active: true }, adminToken));
    expect(expectSuccess(await put(self.id, { role: "editor" }, adminToken)).role).toBe("editor");
    // Now an editor: user management is closed to this token.
    expectFailure(await list(adminToken), 403);

    const secondToken = await tokenFor(fresh, "198.51.100.251", "second_admin", "a-good-long-password");
    expectFailure(await put(second.id, { role: "editor" }, secondToken), 409);
    expectFailure(await put(second.id, { is_active: false }, secondToken), 409);
    expect((await list(secondToken)).status).toBe(200);
  });

  it.each(["99999", "abc", "0"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await updateUser(id, { email: "x@example.com" }), 404);
  });
});

describe("methods and roles", () => {
  it("has no DELETE: 405 JSON (Allow: PUT), and the user stays", async () => {
    const user: User = expectSuccess(await create(newUser()), 201);
    // The typed client has no DELETE for users, which is the point: a raw request to the user's address.
    const res = await rawRequest(t.app, "DELETE", t.typed.users[":id"].$url({ param: { id: String(user.id) } }), undefined, token);
    // The path exists, the method does not: 405 with what it does answer.
    expectFailure(res, 405);
    expect(res.headers.get("allow")).toBe("PUT");
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(expectSuccess(await listUsers({}, token)).map((u: User) => u.id)).toContain(user.id);
  });

  it("refuses editors with 403 on GET, POST and PUT", async () => {
    const body = newUser({ role: "editor" });
    const editor: User = expectSuccess(await create(body), 201);
    const editorToken = await tokenFor(t, nextIp(), body.username, body.password);
    expectFailure(await listUsers({}, editorToken), 403);
    expectFailure(await createUser(newUser(), editorToken), 403);
    // Not even their own role.
    expectFailure(await updateUser(editor.id, { role: "admin" }, editorToken), 403);
    expect(expectSuccess(await readMe(editorToken)).role).toBe("editor");
    // Editors still manage content.
    expect((await statistics(editorToken)).status).toBe(200);
  });

  it("refuses anonymous callers and forged tokens with 401", async () => {
    // null is no token at all (an undefined bearer would be the admin's, the writes' default).
    for (const bearer of [null, ...forgedTokens()]) {
      expectFailure(await listUsers({}, bearer), 401);
      expectFailure(await createUser(newUser(), bearer), 401);
      expectFailure(await updateUser(me.id, { email: "x@example.com" }, bearer), 401);
    }
  });
});
