import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectNode } from "../../db/connect";
import { adminUsers, auditLog, rateLimits } from "../../db/schema";
import { newPassword, passwordWeakness } from "../lib/password-policy";
import { verifyPassword } from "../lib/password";
import { as, expectFailure, expectSuccess, login, replyOf, tokenFor, type BodyOf, type Lang, type QueryOf, type TestApp } from "../testing/fixtures";
import { createTestApp, TEST_ADMIN } from "../testing/test-app";
import { describeReset, describeUnknownUser, newOneTimePassword, resetAdminPassword } from "./admin-reset";
import { createAdmin } from "./admin-users";

const actor = { kind: "system" as const, name: "command line" };



/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type PasswordChange = BodyOf<TestApp["typed"]["auth"]["password"]["$put"]>;
type UserQuery = QueryOf<TestApp["typed"]["users"]["$get"]>;
type ActivityQuery = QueryOf<TestApp["typed"]["activity"]["$get"]>;
type PostQuery = QueryOf<TestApp["typed"]["blog-posts"]["$get"]>;
const readMe = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));
const changePassword = async (t: TestApp, body: PasswordChange, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.password.$put({ json: body }, as(bearer)));
const listUsers = async (t: TestApp, query: UserQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$get({ query }, as(bearer)));
const readActivity = async (t: TestApp, query: ActivityQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).activity.$get({ query }, as(bearer)));
const listPosts = async (t: TestApp, query: PostQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$get({ query }, as(bearer)));

describe("newOneTimePassword", () => {
  it("is 24 characters nobody misreads, in four groups of six, and never the same twice", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = newOneTimePassword();
      expect(p).toMatch(/^[a-km-np-z2-9]{6}(-[a-km-np-z2-9]{6}){3}$/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });

  it("passes the product's own password rules, strength estimate included", async () => {
    const p = newOneTimePassword();
    expect((await newPassword().safeParseAsync(p)).success).toBe(true);
    expect(await passwordWeakness(p, [TEST_ADMIN.username, "admin@damascus-agency.sy"])).toBeNull();
  });
});

describe("resetAdminPassword", () => {
  it("sets a new password, ends every session of that admin, clears their failed logins and records it", async () => {
    const t = await createTestApp();
    const { db } = t;
    const ip = "198.51.100.7";
    const first = await tokenFor(t, ip);
    const second = await tokenFor(t, "198.51.100.8");
    // Another admin, logged in too: the reset leaves them alone.
    await createAdmin(db, { username: "editor.one", email: "editor@example.com", password: "another-long-pass-9", role: "editor" });
    const editor = await tokenFor(t, ip, "editor.one", "another-long-pass-9");
    // The lost password's owner tried from this address until throttled.
    for (let i = 0; i < 5; i++) await login(t, ip, TEST_ADMIN.username, `guess-${i}`);
    expectFailure(await login(t, ip), 429);
    // Another username's counter, whose key starts the same way, stays.
    await db.insert(rateLimits).values({ key: `login:admin:${TEST_ADMIN.username}x:${ip}`, count: 3, reset_at: Date.now() + 60_000 });

    // Any letter case names the account.
    const outcome = await resetAdminPassword(db, " ADMIN ", { actor, details: "npm run admin:reset-password, run by ops on laptop" });
    expect(outcome).toMatchObject({ ok: true, username: TEST_ADMIN.username, sessionsEnded: 2, totpEnabled: false, isActive: true });
    if (!outcome.ok) return;

    const [stored] = await db.select().from(adminUsers).where(eq(adminUsers.username_key, TEST_ADMIN.username));
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(stored.password_hash, outcome.password)).toBe(true);

    // The sessions opened with the old password are over; the other admin's is not.
    for (const token of [first, second]) expect((await readMe(t, token)).status).toBe(401);
    expectSuccess(await readMe(t, editor));

    // The old password no longer works, the new one does at once, even from the throttled address.
    expectFailure(await login(t, "198.51.100.9"), 401);
    const fresh = await tokenFor(t, ip, TEST_ADMIN.username, outcome.password);
    expect(expectSuccess(await readMe(t, fresh))).toMatchObject({ one_time_sign_in: true });

    // It is for one sign-in: until the admin chooses their own, nothing else answers.
    const held = await readActivity(t, {}, fresh, "en");
    expectFailure(held, 403);
    expect(held.json.message).toBe("Choose your own password first: the current one is for a single sign-in");
    expectFailure(await listUsers(t, {}, fresh), 403);
    // Public reads answer it as they answer a visitor: no drafts.
    const posts = expectSuccess(await listPosts(t, {}, fresh)) as { status: string }[];
    expect(posts.every((p) => p.status === "published")).toBe(true);
    expectSuccess(await changePassword(t, { current_password: outcome.password, new_password: "a-password-of-my-own-42" }, fresh));
    expect(expectSuccess(await readMe(t, fresh))).toMatchObject({ one_time_sign_in: false });
    expect((await db.select().from(rateLimits).where(eq(rateLimits.key, `login:admin:${TEST_ADMIN.username}x:${ip}`))).length).toBe(1);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "reset_password"));
    expect(entry).toMatchObject({
      entity: "admin_user",
      entity_id: String(stored.id),
      actor_kind: "system",
      actor_name: "command line",
      details: "npm run admin:reset-password, run by ops on laptop",
    });
    // The admin's activity log lists it, as done by the system rather than by an admin.
    const activity = expectSuccess(await readActivity(t, { action: "reset_password" }, fresh));
    expect(activity).toMatchObject([{ action: "reset_password", entity: "admin_user", actor_kind: "system", actor_name: "command line" }]);
  });

  it("refuses an unknown username, changing nothing, and names the admins that exist", async () => {
    const t = await createTestApp();
    const { db } = t;
    const token = await tokenFor(t, "198.51.100.20");
    const [before] = await db.select().from(adminUsers);
    const outcome = await resetAdminPassword(db, "adnim", { actor });
    expect(outcome).toEqual({ ok: false, reason: "unknown_user", known: [TEST_ADMIN.username] });
    const [after] = await db.select().from(adminUsers);
    expect(after.password_hash).toBe(before.password_hash);
    expectSuccess(await readMe(t, token));
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "reset_password"))).toEqual([]);
    expect(describeUnknownUser("adnim", [TEST_ADMIN.username])).toBe(`No admin is named "adnim"; nothing was changed. Admins: "admin".`);
  });

  it("says when the database is not the site's (no admin accounts table)", async () => {
    const { db, close } = await connectNode(":memory:");
    expect(await resetAdminPassword(db, "admin", { actor })).toEqual({ ok: false, reason: "no_admin_table" });
    close();
  });

  it("keeps two-step verification and deactivation as they were, and says so", async () => {
    const { db } = await createTestApp();
    await db.update(adminUsers).set({ totp_enabled: true, totp_secret: "JBSWY3DPEHPK3PXP", is_active: false }).where(eq(adminUsers.username_key, TEST_ADMIN.username));
    const outcome = await resetAdminPassword(db, TEST_ADMIN.username, { actor });
    expect(outcome).toMatchObject({ ok: true, totpEnabled: true, isActive: false, sessionsEnded: 0 });
    const [row] = await db.select().from(adminUsers);
    expect([row.totp_enabled, row.is_active]).toEqual([true, false]);
    if (!outcome.ok) return;
    const text = describeReset(outcome).join("\n");
    expect(text).toContain(`New password for admin "admin": ${outcome.password}`);
    expect(text).toContain("Two-step verification stays on");
    expect(text).toContain("This account is deactivated");
    expect(text).toContain("Ended 0 sessions");
    // Only the password in clear: never its hash.
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain(row.password_hash);
  });
});
