import { beforeAll, describe, expect, it } from "vitest";
import { as, type Reply, expectFailure, expectNoSecrets, expectSuccess, replyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";
import { createTestApp, typedClient } from "../../testing/test-app";

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

// path, plain field, its bilingual pair (or null: no bilingual field on that resource), and the
// anonymous read of that path through the typed client
const LOCALIZED: [string, string, string, (lang: Lang) => Promise<Reply>][] = [
  ["/blog-posts", "title", "title", (lang) => listPosts({}, undefined, lang)],
  ["/blog-posts/published", "title", "title", (lang) => publishedPosts(undefined, lang)],
  ["/services", "title", "title", (lang) => listServices({}, undefined, lang)],
  ["/services/active", "title", "title", (lang) => activeServices(undefined, lang)],
  ["/portfolio", "title", "title", (lang) => listProjects({}, undefined, lang)],
  ["/portfolio/featured", "title", "title", (lang) => featuredProjects(undefined, lang)],
  ["/contact-info", "label", "label", (lang) => readContactInfo(undefined, lang)],
];

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type PostQuery = QueryOf<TestApp["typed"]["blog-posts"]["$get"]>;
type ServiceQuery = QueryOf<TestApp["typed"]["services"]["$get"]>;
type ProjectQuery = QueryOf<TestApp["typed"]["portfolio"]["$get"]>;
type ItemQuery = QueryOf<TestApp["typed"]["gallery"]["$get"]>;
const readSettings = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$get(undefined, as(bearer)));
const readSocial = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["social-media"].$get(undefined, as(bearer)));
const readContactInfo = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$get(undefined, as(bearer)));
const about = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).about.$get(undefined, as(bearer)));
const health = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).health.$get(undefined, as(bearer)));
const listPosts = async (query: PostQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$get({ query }, as(bearer)));
const publishedPosts = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].published.$get(undefined, as(bearer)));
const readPost = async (id: unknown, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"][":id"].$get({ param: { id: String(id) } }, as(bearer)));
const listServices = async (query: ServiceQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].$get({ query }, as(bearer)));
const activeServices = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].active.$get(undefined, as(bearer)));
const listProjects = async (query: ProjectQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["portfolio"].$get({ query }, as(bearer)));
const featuredProjects = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["portfolio"].featured.$get(undefined, as(bearer)));
const listItems = async (query: ItemQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["gallery"].$get({ query }, as(bearer)));

describe("public reads in both languages", () => {
  it.each(LOCALIZED)("%s carries %s in the asked language next to _ar and _en", async (_path, plain, base, read) => {
    for (const lang of ["ar", "en"] as const) {
      const res = await read(lang);
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
      const list = expectSuccess(await activeServices(undefined, lang));
      for (const s of list) {
        expect(s.description).toBe(s[`description_${lang}`]);
        for (const f of s.features) expect(f.feature_text).toBe(f[`feature_${lang}`]);
      }
    }
  });

  it("/gallery answers a list in both languages", async () => {
    for (const lang of ["ar", "en"] as const) expect(Array.isArray(expectSuccess(await listItems({}, undefined, lang)))).toBe(true);
  });

  it("/social-media answers without a language", async () => {
    const list = expectSuccess(await readSocial());
    expect(list.length).toBe(6);
    for (const l of list) expect(l).toMatchObject({ platform: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
  });

  it("/site-settings carries the plain fields in the asked language and the default colours", async () => {
    const ar = expectSuccess(await readSettings(undefined, "ar"));
    const en = expectSuccess(await readSettings(undefined, "en"));
    expect(ar.site_name).toMatch(ARABIC);
    expect(en.site_name).not.toMatch(ARABIC);
    expect(ar.site_name_en).toBe(en.site_name_en);
    expect([ar.primary_color, ar.secondary_color]).toEqual(["#6366f1", "#8b5cf6"]);
  });

  it("/about gives the about content and the business facts (founded 2015) in both languages", async () => {
    const ar = expectSuccess(await about(undefined, "ar"));
    const en = expectSuccess(await about(undefined, "en"));
    expect(ar.title).toBe(ar.title_ar);
    expect(ar.title).toMatch(ARABIC);
    expect(en.title).toBe(en.title_en);
    expect(en.title).not.toMatch(ARABIC);
    expect(en.description).toBe(en.description_en);
    expect(en.description).toContain("2015");
    expect(ar.founded_year).toBe(2015);
  });

  it("/health answers 200 with success", async () => {
    const res = await health();
    expectSuccess(res);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("language negotiation (lang query, language cookie, Accept-Language, ar)", () => {
  /** The first active service's title, with these headers and (when given) this `?lang=`, valid or not. */
  const firstTitle = async (headers: Record<string, string>, lang?: string) => {
    const client = lang === undefined ? t.typed : typedClient(t.app, undefined, { lang });
    return expectSuccess(await replyOf(await client.services.active.$get(undefined, { headers })))[0].title as string;
  };

  it("defaults to Arabic", async () => {
    expect(await firstTitle({})).toMatch(ARABIC);
  });

  it("follows Accept-Language, then the cookie, then ?lang", async () => {
    expect(await firstTitle({ "accept-language": "en-US,en;q=0.9" })).not.toMatch(ARABIC);
    expect(await firstTitle({ "accept-language": "en-US", cookie: "language=ar" })).toMatch(ARABIC);
    expect(await firstTitle({ cookie: "language=en" })).not.toMatch(ARABIC);
    expect(await firstTitle({ cookie: "language=en" }, "ar")).toMatch(ARABIC);
  });

  it.each(["fr", "", "EN", "<script>"])("falls back to Arabic for ?lang=%j", async (lang) => {
    expect(await firstTitle({}, lang)).toMatch(ARABIC);
  });

  it("localizes error messages too", async () => {
    expect((await readPost("99999", undefined, "en")).json.message).toBe("Item not found");
    expect((await readPost("99999")).json.message).toBe("العنصر غير موجود");
    expect((await replyOf(await t.typed["blog-posts"][":id"].$get({ param: { id: "99999" } }, as(null, { "accept-language": "en" })))).json.message).toBe("Item not found");
  });
});

describe("anonymous callers see public items only; an admin sees everything on the same paths", () => {
  it("blog posts: 4 published for the public, 5 for the admin", async () => {
    const pub = expectSuccess(await listPosts());
    expect(pub).toHaveLength(4);
    expect(pub.every((p: { status: string }) => p.status === "published")).toBe(true);
    expect(expectSuccess(await listPosts({}, token))).toHaveLength(5);
    expect(expectSuccess(await publishedPosts(token))).toHaveLength(4);
  });

  it("services: 6 active for the public, 7 for the admin; /active is always 6", async () => {
    expect(expectSuccess(await listServices())).toHaveLength(6);
    expect(expectSuccess(await listServices({}, token))).toHaveLength(7);
    expect(expectSuccess(await activeServices(token))).toHaveLength(6);
  });

  it("portfolio: /featured only featured, for everyone", async () => {
    const featured = expectSuccess(await featuredProjects(token));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p: { is_featured: boolean }) => p.is_featured)).toBe(true);
    expect(expectSuccess(await listProjects()).length).toBeGreaterThan(featured.length);
  });

  it("contact items and social links: inactive ones only for the admin", async () => {
    const fresh = await createTestApp();
    const admin = await fresh.adminToken();
    const contactInfo = fresh.typed["contact-info"];
    const social = fresh.typed["social-media"];
    const contacts = expectSuccess(await replyOf(await contactInfo.$get(undefined, as(admin))));
    expectSuccess(await replyOf(await contactInfo.$put({ json: contacts.map((c: { type: string }) => ({ ...c, is_active: c.type !== "phone" })) }, as(admin))));
    const socials = expectSuccess(await replyOf(await social.$get(undefined, as(admin))));
    expectSuccess(await replyOf(await social.$put({ json: socials.map((s: { platform: string }) => ({ ...s, is_active: s.platform !== "tiktok" })) }, as(admin))));

    const types = async (bearer?: string) => expectSuccess(await replyOf(await contactInfo.$get(undefined, as(bearer)))).map((c: { type: string }) => c.type);
    const platforms = async (bearer?: string) => expectSuccess(await replyOf(await social.$get(undefined, as(bearer)))).map((s: { platform: string }) => s.platform);
    expect(await types()).toEqual(["email", "address"]);
    expect(await types(admin)).toEqual(["email", "phone", "address"]);
    expect(await platforms()).not.toContain("tiktok");
    expect(await platforms(admin)).toContain("tiktok");
  });
});

describe("unknown API paths", () => {
  it.each(["/nope", "/blog-posts/1/comments", "/services/active/extra"])("answer %s with a JSON 404, not a redirect", async (path) => {
    // Paths the API does not have, so the typed client has none of them either: by path.
    const res = await replyOf(await t.app.request(`/api${path}`));
    expectFailure(res, 404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});
