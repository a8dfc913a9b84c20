import { beforeAll, describe, expect, it } from "vitest";
import { as, expectSuccess, replyOf, validGalleryItem, type Reply, type BodyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * Caching of public GETs: an ETag, 304 for a matching If-None-Match,
 * and never stale content: after an admin write the same GET answers 200 with the new content
 * and a different ETag.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

const PUBLIC_PATHS = [
  "/blog-posts?lang=ar",
  "/blog-posts/published?lang=en",
  "/services?lang=ar",
  "/services/active?lang=en",
  "/portfolio?lang=ar",
  "/portfolio/featured?lang=en",
  "/gallery?lang=ar",
  "/contact-info?lang=en",
  "/social-media",
  "/site-settings?lang=ar",
  "/about?lang=en",
  "/blog-posts/1?lang=ar",
  "/services/1?lang=en",
  "/portfolio/1?lang=ar",
];

/**
 * These tests are about what one public path answers to a plain or a conditional GET, so they
 * read by path (the table above); the admin writes below go through the typed client.
 */
const get = async (path: string, headers: Record<string, string> = {}) => replyOf(await t.app.request(`/api${path}`, { headers }));
const revalidate = (path: string, etag: string, bearer?: string) => get(path, { ...as(bearer).headers, "if-none-match": etag });

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type Settings = BodyOf<TestApp["typed"]["site-settings"]["$put"]>;
type PostQuery = QueryOf<TestApp["typed"]["blog-posts"]["$get"]>;
type PostChange = BodyOf<TestApp["typed"]["blog-posts"][":id"]["$put"]>;
type ProjectChange = BodyOf<TestApp["typed"]["portfolio"][":id"]["$put"]>;
type NewItem = BodyOf<TestApp["typed"]["gallery"]["$post"]>;
const saveSettings = async (body: Settings, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["site-settings"].$put({ json: body }, as(bearer)));
const listPosts = async (query: PostQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$get({ query }, as(bearer)));
const updatePost = async (id: unknown, body: PostChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang)["blog-posts"][":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const activeServices = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].active.$get(undefined, as(bearer)));
const removeService = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["services"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const updateProject = async (id: unknown, body: ProjectChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang)["portfolio"][":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
type ServiceChange = BodyOf<TestApp["typed"]["services"][":id"]["$put"]>;
type ContactItems = BodyOf<TestApp["typed"]["contact-info"]["$put"]>;
type SocialLinks = BodyOf<TestApp["typed"]["social-media"]["$put"]>;
const updateService = async (id: unknown, body: ServiceChange, bearer: string | null = token) =>
  replyOf(await t.typed.services[":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const saveContactInfo = async (body: ContactItems, bearer: string | null = token) => replyOf(await t.typed["contact-info"].$put({ json: body }, as(bearer)));
const saveSocial = async (body: SocialLinks, bearer: string | null = token) => replyOf(await t.typed["social-media"].$put({ json: body }, as(bearer)));
const createItem = async (body: NewItem, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["gallery"].$post({ json: body }, as(bearer)));

describe("ETags on public reads", () => {
  it.each(PUBLIC_PATHS)("%s sends an ETag and answers 304 to a matching If-None-Match", async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // Caches must revalidate: no unconditional reuse of a public API answer.
    expect(first.headers.get("cache-control") ?? "").toMatch(/no-cache|no-store|max-age=0/);

    const again = await revalidate(path, etag!);
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();

    const stale = await revalidate(path, '"not-the-etag"');
    expect(stale.status).toBe(200);
    expect(stale.json.success).toBe(true);
  });

  it("an ETag of one language does not revalidate the other", async () => {
    const ar = await activeServices(undefined, "ar");
    const en = await revalidate("/services/active?lang=en", ar.headers.get("etag")!);
    expect(en.status).toBe(200);
    expect(en.json.data[0].title).toBe(en.json.data[0].title_en);
  });

  it("the anonymous ETag never revalidates the admin's fuller list, nor the reverse", async () => {
    const anon = await listPosts();
    const admin = await revalidate("/blog-posts", anon.headers.get("etag")!, token);
    expect(admin.status).toBe(200);
    expect(admin.json.data).toHaveLength(5);
    const back = await revalidate("/blog-posts", admin.headers.get("etag")!);
    expect(back.status).toBe(200);
    expect(back.json.data).toHaveLength(4);
    // And shared caches are told the answer depends on the caller.
    expect(anon.headers.get("vary") ?? "").toMatch(/authorization/i);
  });
});

/** path read anonymously, the admin write that changes it, and how to see the change in the body. */
type Write = [string, string, () => Promise<void>, (json: { data: unknown }) => boolean];
/** An admin's PUT (`put`) whose `text` must then show in what `path` answers. */
const putShows = (name: string, path: string, put: () => Promise<Reply>, text: string): Write => [
  name,
  path,
  async () => expectSuccess(await put()),
  (j) => JSON.stringify(j.data).includes(text),
];
const WRITES: Write[] = [
  putShows("blog post title", "/blog-posts?lang=en", () => updatePost("1", { title_en: "Fresh blog title" }), "Fresh blog title"),
  putShows("blog post by id", "/blog-posts/2?lang=en", () => updatePost("2", { title_en: "Fresh single title" }), "Fresh single title"),
  [
    "published list after publishing a draft",
    "/blog-posts/published?lang=en",
    async () => {
      const drafts = expectSuccess(await listPosts({}, token)).filter((p: { status: string }) => p.status === "draft");
      expectSuccess(await updatePost(drafts[0].id, { status: "published" }));
    },
    (j) => JSON.stringify(j.data).includes("Ramadan"),
  ],
  putShows("service title", "/services/active?lang=en", () => updateService("2", { title_en: "Fresh service" }), "Fresh service"),
  [
    "service deletion",
    "/services?lang=en",
    async () => expectSuccess(await removeService("3")),
    (j) => !(j.data as { id: number }[]).some((s) => s.id === 3),
  ],
  [
    "portfolio featured flag",
    "/portfolio/featured?lang=en",
    // isFeatured is the form's alias, read before validation and not in the typed body: cast to it.
    async () => expectSuccess(await updateProject("3", { isFeatured: true } as ProjectChange)),
    (j) => (j.data as { id: number }[]).some((p) => p.id === 3),
  ],
  [
    "gallery item",
    "/gallery",
    async () => expectSuccess(await createItem(validGalleryItem({ title: "Fresh gallery" })), 201),
    (j) => JSON.stringify(j.data).includes("Fresh gallery"),
  ],
  putShows("contact info", "/contact-info?lang=en", () => saveContactInfo([{ type: "email", value: "fresh@example.com" }]), "fresh@example.com"),
  putShows("social links", "/social-media", () => saveSocial([{ platform: "linkedin", url: "https://linkedin.com/company/fresh" }]), "company/fresh"),
  [
    "site settings",
    "/site-settings?lang=en",
    async () => expectSuccess(await saveSettings({ site_name_en: "Fresh Agency" })),
    (j) => (j.data as { site_name: string }).site_name === "Fresh Agency",
  ],
];

describe("no stale content after an admin write", () => {
  it.each(WRITES)("%s: %s answers 200 with the new content and a new ETag", async (_name, path, write, changed) => {
    const before = await get(path);
    expect(before.status).toBe(200);
    expect(changed(before.json)).toBe(false);
    const etag = before.headers.get("etag")!;
    expect((await revalidate(path, etag)).status).toBe(304);

    await write();

    const after = await revalidate(path, etag);
    expect(after.status).toBe(200);
    expect(changed(after.json)).toBe(true);
    const newEtag = after.headers.get("etag");
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(etag);
    expect((await revalidate(path, newEtag!)).status).toBe(304);
  });
});
