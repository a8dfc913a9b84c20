import { beforeAll, describe, expect, it } from "vitest";
import { createQrTestApp, type QrTestKit } from "../routes/api/qr/qr-test-kit";
import { TEST_ADMIN } from "../testing/test-app";
import { holdsUsername, passwordWeakness } from "./password-policy";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";

/** A password built on the username is refused by its own message, for owners and admins alike. */

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type PasswordChange = BodyOf<TestApp["typed"]["auth"]["password"]["$put"]>;
type NewUser = BodyOf<TestApp["typed"]["users"]["$post"]>;
const changePassword = async (t: TestApp, body: PasswordChange, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.password.$put({ json: body }, as(bearer)));
const createUser = async (t: TestApp, body: NewUser, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$post({ json: body }, as(bearer)));

describe("holdsUsername", () => {
  it("finds the username, and the username without its digits, in any letter case", () => {
    expect(holdsUsername("weakuser", "weakuser20")).toBe(true);
    expect(holdsUsername("weakuser1234", "weakuser7")).toBe(true);
    expect(holdsUsername("My-WeakUser20-garden", "weakuser20")).toBe(true);
    expect(holdsUsername("xxWEAKUSERxx", "WeakUser7")).toBe(true);
    // The whole username, digits and all, in the middle of something longer.
    expect(holdsUsername("blue-weak2user-sky", "weak2user")).toBe(true);
  });

  it("leaves passwords that do not hold it alone", () => {
    expect(holdsUsername("Orchard-Lamp-8842!", "weakuser20")).toBe(false);
    expect(holdsUsername("weak-user", "weakuser20")).toBe(false);
    expect(holdsUsername("anything", "")).toBe(false);
    expect(holdsUsername("anything", undefined)).toBe(false);
  });

  it("ignores usernames shorter than 4 characters once their digits are gone", () => {
    expect(holdsUsername("ali-orchard-lamp", "ali7")).toBe(false);
    expect(holdsUsername("ali7-orchard-lamp", "ali7")).toBe(false);
    expect(holdsUsername("abc2024-river-stone", "abc2024")).toBe(false);
    // Four letters is enough.
    expect(holdsUsername("river-omar-stone", "omar99")).toBe(true);
  });

  it("names it first, before the strength estimate", async () => {
    expect(await passwordWeakness("weakuser", [], "weakuser20")).toBe("validation.passwordUsername");
    expect(await passwordWeakness("Orchard-weakuser1234-Lamp", [], "weakuser7")).toBe("validation.passwordUsername");
    expect(await passwordWeakness("Orchard-Lamp-8842!", [], "weakuser7")).toBeNull();
  });
});

describe("everywhere a password is set", () => {
  let kit: QrTestKit;
  let admin: string;
  beforeAll(async () => {
    kit = await createQrTestApp();
    admin = await kit.admin();
  });
  const EN = "The password contains your username, or its letters without the digits; choose something unrelated to it";
  const AR = "كلمة المرور تحتوي اسم المستخدم، أو حروفه دون أرقامه؛ اختر شيئاً لا علاقة له به";

  it("owner sign-up refuses weakuser for weakuser20 and weakuser1234 for weakuser7, in the request's language", async () => {
    const sign = async (username: string, password: string, lang: Lang) =>
      replyOf(
        await kit
          .typedIn(lang)
          .qr.auth.register.$post({ json: { username, email: `${username}@example.com`, phone: "+963 944 555 666", password } }, as(null, { "x-test-ip": `198.51.100.${username.length}` })),
      );
    const a = await sign("weakuser20", "Weakuser-orchard", "en");
    expect(a.status).toBe(400);
    expect(a.json.errors.password).toBe(EN);
    const b = await sign("weakuser7", "weakuser1234", "ar");
    expect(b.status).toBe(400);
    expect(b.json.errors.password).toBe(AR);
  });

  it("an admin's new user and an admin's own change refuse it too", async () => {
    const created = await createUser(kit, { username: "staffer42", email: "staffer42@example.com", password: "STAFFER-orchard-lamp", role: "editor" }, admin, "en");
    expect(created.status).toBe(400);
    expect(created.json.errors.password).toBe(EN);
    // The seeded admin is "admin": "Admin" inside the new password is refused (nothing changes).
    const own = await changePassword(kit, { current_password: TEST_ADMIN.password, new_password: "Orchard-ADMIN-lamp-8842" }, admin, "en");
    expect(own.status).toBe(400);
    expect(own.json.errors.new_password).toBe(EN);
  });
});
