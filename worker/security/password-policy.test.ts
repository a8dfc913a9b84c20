/**
 * Outside probe, finding 6 (SECURITY.md lists them): eight spaces, "aaaaaaaaaa" and "1111111111"
 * were accepted as passwords. Now every new password (admin users, an admin's own change, QR owner
 * sign-up) is refused when blank, one repeated character, common, or too easy to guess by the
 * strength estimate (zxcvbn-ts) given the user's own details and the site's name; the message says
 * which.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { weaknessOf } from "../lib/password-strength";
import { createTestApp, TEST_ADMIN } from "../testing/test-app";
import { as, replyOf, type BodyOf, type Lang, type TestApp } from "../testing/fixtures";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});

let n = 0;
const register = async (password: string, lang: Lang = "ar", username = `owner_${++n}`) =>
  replyOf(
    await t
      .typedIn(lang)
      .qr.auth.register.$post({ json: { username, email: `${username}@example.com`, phone: "+963 944 555 666", password } }, as(null, { "x-test-ip": `198.51.100.${n}` })),
  );
const createAdmin = (password: string, lang: Lang = "ar", username = `staff_${++n}`) =>
  createUser(t, { username, email: `${username}@example.com`, password, role: "editor" }, admin, lang);
const changeOwn = (password: string, lang: Lang = "ar") =>
  changePassword(t, { current_password: TEST_ADMIN.password, new_password: password }, admin, lang);

const AR = {
  blank: "لا يمكن أن تتكوّن كلمة المرور من مسافات فقط",
  common: "كلمة المرور هذه شائعة جداً، اختر كلمة أصعب",
  oneCharacter: "كلمة المرور تكرّر حرفاً واحداً؛ استخدم أحرفاً مختلفة",
};

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type PasswordChange = BodyOf<TestApp["typed"]["auth"]["password"]["$put"]>;
type NewUser = BodyOf<TestApp["typed"]["users"]["$post"]>;
type UserChange = BodyOf<TestApp["typed"]["users"][":id"]["$put"]>;
const changePassword = async (t: TestApp, body: PasswordChange, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.password.$put({ json: body }, as(bearer)));
const createUser = async (t: TestApp, body: NewUser, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$post({ json: body }, as(bearer)));
const updateUser = async (t: TestApp, id: unknown, body: UserChange, bearer: string | null, lang?: Lang) =>
  replyOf(await t.typedIn(lang).users[":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));

describe("the probe's passwords are refused everywhere a password is set", () => {
  const cases: [string, string][] = [
    ["        ", AR.blank],
    ["aaaaaaaaaa", AR.oneCharacter],
    ["1111111111", AR.oneCharacter],
    // On the common list too: that is named first.
    ["11111111", AR.common],
    ["ZZZZZZZZZZZZ", AR.oneCharacter],
    ["\t\t\t\t\t\t\t\t\t", AR.blank],
  ];
  it.each(cases)("%j: owner sign-up, new admin user and own change all answer 400 naming why", async (password, message) => {
    for (const [route, res, field] of [
      ["register", await register(password), "password"],
      ["users", await createAdmin(password), "password"],
      ["password", await changeOwn(password), "new_password"],
    ] as const) {
      expect(res.status, route).toBe(400);
      expect(res.json.success, route).toBe(false);
      expect(res.json.errors[field], route).toBe(message);
    }
  });
});

describe("the strength estimate", () => {
  it("refuses passwords built on the username, the e-mail or the site's name, and says so", async () => {
    const byName = await register("owner_jasmine2024", "en", "owner_jasmine");
    expect(byName.status).toBe(400);
    // Built on the username: named as such (see holdsUsername in password-policy.ts).
    expect(byName.json.errors.password).toBe("The password contains your username, or its letters without the digits; choose something unrelated to it");
    // The site's name in either language ("Damascus Ad Agency" / "وكالة دمشق للإعلان").
    const bySite = await createAdmin("damascusagency1", "en");
    expect(bySite.json.errors.password).toMatch(/site's name/);
    const bySiteAr = await changeOwn("وكالة دمشق للإعلان");
    expect(bySiteAr.status).toBe(400);
    expect(bySiteAr.json.errors.new_password).toMatch(/اسم الموقع/);
  });

  it("names keyboard rows, sequences, dates and names with digits", async () => {
    const cases: [string, RegExp][] = [
      ["zxcvbnm,./", /keyboard/],
      ["abcdefghijkl", /sequence|too common/],
      ["ahmad1234", /name|too common/],
      ["13/05/1998", /date/],
    ];
    for (const [password, message] of cases) {
      const res = await register(password, "en");
      expect(res.status, password).toBe(400);
      expect(res.json.errors.password, password).toMatch(message);
    }
  });

  it("accepts passphrases and random strings, in either script", async () => {
    for (const password of ["correct-horse-battery-staple", "mX7#qp2z", "Orchard-Lamp-8842!", "ياسمين-الشام-على-الشرفة"]) {
      expect(weaknessOf(password, ["someone"]), password).toBeNull();
    }
    const ok = await register("Orchard-Lamp-8842!");
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
  });

  it("speaks the request's language, from the same keys in both locale files", async () => {
    const en = await register("qwertyuiop12", "en");
    const ar = await register("qwertyuiop12", "ar");
    expect(en.status).toBe(400);
    expect(ar.status).toBe(400);
    expect(en.json.errors.password).not.toBe(ar.json.errors.password);
    expect(ar.json.errors.password).toMatch(/[\u0600-\u06ff]/);
  });

  it("checks a password given to an existing admin user too", async () => {
    const created = await createAdmin("Orchard-Lamp-8842!", "en", "staff_keeper");
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const res = await updateUser(t, created.json.data.id, { password: "staff_keeper1" }, admin, "en");
    expect(res.status).toBe(400);
    expect(res.json.errors.password).toMatch(/username/);
  });
});
