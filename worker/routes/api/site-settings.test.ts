import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettings } from "../../../db/schema";
import { as, rawRequest, expectFailure, expectSuccess, HOSTILE_URLS, replyOf, tokenFor, type BodyOf, type Lang, type TestApp } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * `/api/site-settings`: the whole settings object with its defaults; PUT
 * replaces it, keys left out return to their defaults; colours #RRGGBB; admins with the admin role.
 */

// Every key of the settings object and its default.
const SPEC_KEYS = [
  "site_name",
  "site_description",
  "logo_url",
  "favicon_url",
  "primary_color",
  "secondary_color",
  "contact_email",
  "contact_phone",
  "address",
  "working_hours",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "google_analytics",
  "facebook_pixel",
];
const BILINGUAL = ["site_name", "site_description", "address", "working_hours", "meta_title", "meta_description", "meta_keywords"];

let t: TestApp;
let token: string;
let seeded: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  seeded = (await readSettings(token)).json.data;
});
beforeEach(async () => {
  expectSuccess(await saveSettings(seeded));
});

// A body the API must refuse is cast to the body type (which forbids it).
const put = (body: unknown, lang: Lang = "ar") => saveSettings(body as Settings, token, lang);

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type NewUser = BodyOf<TestApp["typed"]["users"]["$post"]>;
type Settings = BodyOf<TestApp["typed"]["site-settings"]["$put"]>;
type ContactItems = BodyOf<TestApp["typed"]["contact-info"]["$put"]>;
const createUser = async (body: NewUser, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang).users.$post({ json: body }, as(bearer)));
const readSettings = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$get(undefined, as(bearer)));
const saveSettings = async (body: Settings, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$put({ json: body }, as(bearer)));
const readContactInfo = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$get(undefined, as(bearer)));
const saveContactInfo = async (body: ContactItems, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$put({ json: body }, as(bearer)));

describe("reading", () => {
  it("returns every key, with the default colours #6366f1 and #8b5cf6, even on an empty database", async () => {
    const empty = await createTestApp({ seed: false });
    const s = expectSuccess(await replyOf(await empty.typed["site-settings"].$get()));
    for (const key of SPEC_KEYS) expect(s, key).toHaveProperty(key);
    expect(s.primary_color).toBe("#6366f1");
    expect(s.secondary_color).toBe("#8b5cf6");
    expect(s.site_name).toBeTruthy();
    for (const key of BILINGUAL) {
      expect(s, `${key}_ar`).toHaveProperty(`${key}_ar`);
      expect(s, `${key}_en`).toHaveProperty(`${key}_en`);
    }
  });

  it("gives the plain bilingual fields in the requested language", async () => {
    const ar = expectSuccess(await readSettings(undefined, "ar"));
    const en = expectSuccess(await readSettings(undefined, "en"));
    expect(ar.site_name).toBe(ar.site_name_ar);
    expect(ar.site_name).toMatch(/[\u0600-\u06FF]/);
    expect(en.site_name).toBe(en.site_name_en);
    expect(en.site_name).not.toMatch(/[\u0600-\u06FF]/);
    expect(en.working_hours).toBe(en.working_hours_en);
    expect(ar.address).toBe(ar.address_ar);
    expect(ar.primary_color).toBe("#6366f1");
  });

  it("is public (the site reads it without a token)", async () => {
    expect(expectSuccess(await readSettings())).toEqual(expectSuccess(await readSettings(token)));
  });
});

describe("PUT", () => {
  it("replaces the whole object; what is left out returns to its default", async () => {
    const res = await put({ site_name_ar: "اسم جديد", site_name_en: "New name", primary_color: "#112233" }, "en");
    const saved = expectSuccess(res);
    expect(saved).toMatchObject({ site_name_ar: "اسم جديد", site_name_en: "New name", site_name: "New name", primary_color: "#112233" });
    expect(saved.secondary_color).toBe("#8b5cf6");
    const now = expectSuccess(await readSettings(undefined, "ar"));
    expect(now).toMatchObject({ site_name: "اسم جديد", primary_color: "#112233", secondary_color: "#8b5cf6" });
    // The seeded contact e-mail was not sent, so it is back to the (empty) default.
    expect(seeded.contact_email).toBe("info@damascus-agency.sy");
    expect(now.contact_email).not.toBe(seeded.contact_email);
  });

  it("an empty object resets everything to the defaults", async () => {
    const empty = await createTestApp({ seed: false });
    const defaults = expectSuccess(await replyOf(await empty.typed["site-settings"].$get()));
    expectSuccess(await put({}));
    expect(expectSuccess(await readSettings())).toEqual(defaults);
  });

  it("round-trips what GET returned", async () => {
    const current = expectSuccess(await readSettings(token));
    expectSuccess(await put({ ...current, meta_title_ar: "مرحبا", meta_title_en: "Hello" }));
    expect(expectSuccess(await readSettings(undefined, "ar"))).toEqual({ ...current, meta_title_ar: "مرحبا", meta_title_en: "Hello", meta_title: "مرحبا" });
    expect(expectSuccess(await readSettings(undefined, "en")).meta_title).toBe("Hello");
  });

  it("takes each language of a bilingual setting under its own key; the plain key a GET answers is ignored", async () => {
    const saved = expectSuccess(await put({ ...seeded, site_name_ar: "اسم عادي", site_name: "something else" }));
    expect(saved).toMatchObject({ site_name_ar: "اسم عادي", site_name: "اسم عادي" });
  });

  it.each([
    ["primary_color", "red"],
    ["primary_color", "#12345"],
    ["primary_color", "#1234567"],
    ["primary_color", "123456"],
    ["secondary_color", "#GGGGGG"],
    ["secondary_color", "rgb(1,2,3)"],
    ["contact_email", "not-an-email"],
    ["contact_phone", "abc"],
    ["site_name_ar", 12],
    ["site_name_ar", "س".repeat(121)],
    ["google_analytics", "<script>alert(1)</script>"],
    ["facebook_pixel", "'); alert(1); //"],
  ])("refuses %s = %j with 400 and keeps the stored settings", async (field, value) => {
    const res = await put({ ...seeded, [field]: value });
    expectFailure(res, 400, field);
    expect(expectSuccess(await readSettings(token))).toEqual(seeded);
  });

  it.each(["logo_url", "favicon_url"])("refuses hostile URLs in %s", async (field) => {
    for (const url of HOSTILE_URLS) expectFailure(await put({ ...seeded, [field]: url }), 400, field);
    expect(expectSuccess(await readSettings(token))).toEqual(seeded);
  });

  it("accepts an https logo, an uploaded one, and colours in either case", async () => {
    const saved = expectSuccess(
      await put({ ...seeded, logo_url: "https://cdn.example.com/logo.png", favicon_url: "/media/abcdef0123456789abcd.png", primary_color: "#ABCDEF" }),
    );
    expect(saved).toMatchObject({ logo_url: "https://cdn.example.com/logo.png", favicon_url: "/media/abcdef0123456789abcd.png" });
    expect(saved.primary_color.toLowerCase()).toBe("#abcdef");
  });

  it.each(["logo_url", "favicon_url"])("takes %s typed as a bare address (agency.sy/logo.png) and stores it with https://, like the other web addresses", async (field) => {
    const saved = expectSuccess(await put({ ...seeded, [field]: "  agency.sy/brand/logo.png " }));
    expect(saved[field]).toBe("https://agency.sy/brand/logo.png");
    expect(expectSuccess(await readSettings(token))[field]).toBe("https://agency.sy/brand/logo.png");
  });

  it("says what a logo address should look like, on the field, in the request's language", async () => {
    const ar = await put({ ...seeded, logo_url: "logo png" }, "ar");
    expectFailure(ar, 400, "logo_url");
    expect(ar.json.errors.logo_url).toBe("هذا ليس عنوان صورة صالحاً: اكتبه مثل \u2066agency.sy/logo.png\u2069 أو ارفع صورة");
    const en = await put({ ...seeded, logo_url: "logo png" }, "en");
    expect(en.json.errors.logo_url).toBe("This is not an image address: write it like agency.sy/logo.png or upload an image");
  });

  it.each([
    ["an array", "[]"],
    ["null", "null"],
    ["malformed JSON", '{"primary_color": '],
  ])("refuses %s as the body with 400, never 500", async (_name, body) => {
    // Sent as written (one is not JSON at all), which no typed call can do: a raw request to the route's address.
    expectFailure(await rawRequest(t.app, "PUT", t.typed["site-settings"].$url(), body, token), 400);
    expect(expectSuccess(await readSettings(token))).toEqual(seeded);
  });

  it("switches the old-pound prices (on by default) with a boolean, stored and answered as one", async () => {
    expect((await readSettings()).json.data.show_old_pounds).toBe(true);
    expectSuccess(await saveSettings({ ...seeded, show_old_pounds: false }));
    expect((await readSettings()).json.data.show_old_pounds).toBe(false);
    // Left out, it returns to its default like every setting; a form's "false" is a boolean too.
    expectSuccess(await saveSettings({ site_name_ar: "وكالة" }));
    expect((await readSettings()).json.data.show_old_pounds).toBe(true);
    expectSuccess(await put({ show_old_pounds: "false" }));
    expect((await readSettings()).json.data.show_old_pounds).toBe(false);
    const refused = await put({ show_old_pounds: "maybe" }, "en");
    expectFailure(refused, 400);
    expect(refused.json.errors?.show_old_pounds).toBe("Must be yes or no");
  });

  it("refuses anonymous and forged-token writes with 401", async () => {
    expectFailure(await saveSettings({ primary_color: "#000000" }, null), 401);
    expectFailure(await saveSettings({ primary_color: "#000000" }, "forged-token-forged-token-forged"), 401);
    expect(expectSuccess(await readSettings()).primary_color).toBe("#6366f1");
  });

  it("refuses an editor with 403", async () => {
    expectSuccess(await createUser({ username: "editor1", email: "editor1@example.com", password: "quiet-harbour-lamp", role: "editor" }), 201);
    const editor = await tokenFor(t, "198.51.100.90", "editor1", "quiet-harbour-lamp");
    const res = await saveSettings({ ...seeded, primary_color: "#000000" }, editor);
    expectFailure(res, 403);
    expect(expectSuccess(await readSettings()).primary_color).toBe("#6366f1");
    // Reading stays public for everyone, editors included.
    expectSuccess(await readSettings(editor));
  });
});

describe("the agency's e-mail, phone and address", () => {
  const contactKeys = ["contact_email", "contact_phone", "address_ar", "address_en"];
  type Item = { type: string; value_ar: string; value_en: string };

  it("are the contact items' values, in both screens' answers", async () => {
    const items: Item[] = expectSuccess(await readContactInfo(token));
    const settings = expectSuccess(await readSettings(token));
    const first = (type: string) => items.find((i) => i.type === type)!;
    expect(settings).toMatchObject({
      contact_email: first("email").value_en,
      contact_phone: first("phone").value_en,
      address_ar: first("address").value_ar,
      address_en: first("address").value_en,
    });
  });

  it("a settings save that carries them updates the contact items, and stores none of them in site_settings", async () => {
    const saved = expectSuccess(
      await put({ ...seeded, contact_email: "desk@agency.example", contact_phone: "+963 11 222 3344", address_ar: "حمص", address_en: "Homs" }),
    );
    expect(saved).toMatchObject({ contact_email: "desk@agency.example", contact_phone: "+963 11 222 3344", address_ar: "حمص", address_en: "Homs" });
    const items: Item[] = expectSuccess(await readContactInfo(token));
    expect(items.map((i) => [i.type, i.value_ar, i.value_en])).toEqual([
      ["email", "desk@agency.example", "desk@agency.example"],
      ["phone", "+963 11 222 3344", "+963 11 222 3344"],
      ["address", "حمص", "Homs"],
    ]);
    const keys = (await t.db.select({ key: siteSettings.key }).from(siteSettings)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of contactKeys) expect(keys, key).not.toContain(key);
  });

  it("a contact items save shows in the settings at once", async () => {
    const items = expectSuccess(await readContactInfo(token)).map((i: Item) => (i.type === "email" ? { ...i, value_ar: "new@agency.example", value_en: "new@agency.example" } : i));
    expectSuccess(await saveContactInfo(items));
    expect(expectSuccess(await readSettings()).contact_email).toBe("new@agency.example");
  });
});
