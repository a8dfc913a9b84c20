import { beforeAll, describe, expect, it } from "vitest";
import { expectFailure, expectNoSecrets, expectSuccess, type TestApp } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * The public reads of the API, each with ?lang=ar and ?lang=en: the envelope, bilingual
 * fields plus the plain field in the asked language, only public items for anonymous callers and
 * everything for an admin on the same paths; /health and /about; language negotiation.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

const ARABIC = /[\u0600-\u06FF]/;

// path, plain field, its bilingual pair (or null: no bilingual field on that resource)
const LOCALIZED: [string, string, string][] = [
  ["/blog-posts", "title", "title"],
  ["/blog-posts/published", "title", "title"],
  ["/services", "title", "title"],
  ["/services/active", "title", "title"],
  ["/portfolio", "title", "title"],
  ["/portfolio/featured", "title", "title"],
  ["/contact-info", "label", "label"],
];

describe("public reads in both languages", () => {
  it.each(LOCALIZED)("%s carries %s in the asked language next to _ar and _en", async (path, plain, base) => {
    for (const lang of ["ar", "en"] as const) {
      const res = await t.api.get(`${path}?lang=${lang}`);
      const list = expectSuccess(res);
      expect(Array.isArray(list)).toBe(true);
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(item).toHaveProperty(`${base}_ar`);
        expect(item).toHaveProperty(`${base}_en`);
        expect(item[plain]).toBe(item[`${base}_${lang}`]);
      }
      const allPlain = list.map((i: Record<string, string>) => i[plain]).join(" ");
      if (lang === "ar") expect(allPlain).toMatch(ARABIC);
      else expect(allPlain).not.toMatch(ARABIC);
      expectNoSecrets(res);
    }
  });

  it("services carry their features localized (feature_text) next to feature_ar and feature_en", async () => {
    for (const lang of ["ar", "en"] as const) {
      const list = expectSuccess(await t.api.get(`/services/active?lang=${lang}`));
      for (const s of list) {
        expect(s.description).toBe(s[`description_${lang}`]);
        for (const f of s.features) expect(f.feature_text).toBe(f[`feature_${lang}`]);
      }
    }
  });

  it("/gallery answers a list in both languages", async () => {
    for (const lang of ["ar", "en"]) expect(Array.isArray(expectSuccess(await t.api.get(`/gallery?lang=${lang}`)))).toBe(true);
  });

  it("/social-media answers without a language", async () => {
    const list = expectSuccess(await t.api.get("/social-media"));
    expect(list.length).toBe(6);
    for (const l of list) expect(l).toMatchObject({ platform: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
  });

  it("/site-settings carries the plain fields in the asked language and the default colours", async () => {
    const ar = expectSuccess(await t.api.get("/site-settings?lang=ar"));
    const en = expectSuccess(await t.api.get("/site-settings?lang=en"));
    expect(ar.site_name).toMatch(ARABIC);
    expect(en.site_name).not.toMatch(ARABIC);
    expect(ar.site_name_en).toBe(en.site_name_en);
    expect([ar.primary_color, ar.secondary_color]).toEqual(["#6366f1", "#8b5cf6"]);
  });

  it("/about gives the about content and the business facts (founded 2015) in both languages", async () => {
    const ar = expectSuccess(await t.api.get("/about?lang=ar"));
    const en = expectSuccess(await t.api.get("/about?lang=en"));
    expect(ar.title).toBe(ar.title_ar);
    expect(ar.title).toMatch(ARABIC);
    expect(en.title).toBe(en.title_en);
    expect(en.title).not.toMatch(ARABIC);
    expect(en.description).toBe(en.description_en);
    expect(en.description).toContain("2015");
    expect(ar.founded_year).toBe(2015);
  });

  it("/health answers 200 with success", async () => {
    const res = await t.api.get("/health");
    expectSuccess(res);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("language negotiation (lang query, language cookie, Accept-Language, ar)", () => {
  const firstTitle = async (headers: Record<string, string>, query = "") =>
    expectSuccess(await t.api.get(`/services/active${query}`, undefined, headers))[0].title as string;

  it("defaults to Arabic", async () => {
    expect(await firstTitle({})).toMatch(ARABIC);
  });

  it("follows Accept-Language, then the cookie, then ?lang", async () => {
    expect(await firstTitle({ "accept-language": "en-US,en;q=0.9" })).not.toMatch(ARABIC);
    expect(await firstTitle({ "accept-language": "en-US", cookie: "language=ar" })).toMatch(ARABIC);
    expect(await firstTitle({ cookie: "language=en" })).not.toMatch(ARABIC);
    expect(await firstTitle({ cookie: "language=en" }, "?lang=ar")).toMatch(ARABIC);
  });

  it.each(["fr", "", "EN", "<script>"])("falls back to Arabic for ?lang=%j", async (lang) => {
    expect(await firstTitle({}, `?lang=${encodeURIComponent(lang)}`)).toMatch(ARABIC);
  });

  it("localizes error messages too", async () => {
    expect((await t.api.get("/blog-posts/99999?lang=en")).json.message).toBe("Item not found");
    expect((await t.api.get("/blog-posts/99999")).json.message).toBe("العنصر غير موجود");
    expect((await t.api.get("/blog-posts/99999", undefined, { "accept-language": "en" })).json.message).toBe("Item not found");
  });
});

describe("anonymous callers see public items only; an admin sees everything on the same paths", () => {
  it("blog posts: 4 published for the public, 5 for the admin", async () => {
    const pub = expectSuccess(await t.api.get("/blog-posts"));
    expect(pub).toHaveLength(4);
    expect(pub.every((p: { status: string }) => p.status === "published")).toBe(true);
    expect(expectSuccess(await t.api.get("/blog-posts", token))).toHaveLength(5);
    expect(expectSuccess(await t.api.get("/blog-posts/published", token))).toHaveLength(4);
  });

  it("services: 6 active for the public, 7 for the admin; /active is always 6", async () => {
    expect(expectSuccess(await t.api.get("/services"))).toHaveLength(6);
    expect(expectSuccess(await t.api.get("/services", token))).toHaveLength(7);
    expect(expectSuccess(await t.api.get("/services/active", token))).toHaveLength(6);
  });

  it("portfolio: /featured only featured, for everyone", async () => {
    const featured = expectSuccess(await t.api.get("/portfolio/featured", token));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p: { is_featured: boolean }) => p.is_featured)).toBe(true);
    expect(expectSuccess(await t.api.get("/portfolio")).length).toBeGreaterThan(featured.length);
  });

  it("contact items and social links: inactive ones only for the admin", async () => {
    const fresh = await createTestApp();
    const admin = await fresh.api.adminToken();
    const contacts = expectSuccess(await fresh.api.get("/contact-info", admin));
    expectSuccess(await fresh.api.put("/contact-info", contacts.map((c: { type: string }) => ({ ...c, is_active: c.type !== "phone" })), admin));
    const socials = expectSuccess(await fresh.api.get("/social-media", admin));
    expectSuccess(await fresh.api.put("/social-media", socials.map((s: { platform: string }) => ({ ...s, is_active: s.platform !== "tiktok" })), admin));

    expect(expectSuccess(await fresh.api.get("/contact-info")).map((c: { type: string }) => c.type)).toEqual(["email", "address"]);
    expect(expectSuccess(await fresh.api.get("/contact-info", admin)).map((c: { type: string }) => c.type)).toEqual(["email", "phone", "address"]);
    expect(expectSuccess(await fresh.api.get("/social-media")).map((s: { platform: string }) => s.platform)).not.toContain("tiktok");
    expect(expectSuccess(await fresh.api.get("/social-media", admin)).map((s: { platform: string }) => s.platform)).toContain("tiktok");
  });
});

describe("unknown API paths", () => {
  it.each(["/nope", "/blog-posts/1/comments", "/services/active/extra"])("answer %s with a JSON 404, not a redirect", async (path) => {
    const res = await t.api.get(path);
    expectFailure(res, 404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});
