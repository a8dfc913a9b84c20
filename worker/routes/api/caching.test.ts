import { beforeAll, describe, expect, it } from "vitest";
import { expectSuccess, validGalleryItem, type Api, type TestApp } from "../../testing/fixtures";
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

const revalidate = (api: Api, path: string, etag: string, bearer?: string) => api.get(path, bearer, { "if-none-match": etag });

describe("ETags on public reads", () => {
  it.each(PUBLIC_PATHS)("%s sends an ETag and answers 304 to a matching If-None-Match", async (path) => {
    const first = await t.api.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // Caches must revalidate: no unconditional reuse of a public API answer.
    expect(first.headers.get("cache-control") ?? "").toMatch(/no-cache|no-store|max-age=0/);

    const again = await revalidate(t.api, path, etag!);
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();

    const stale = await revalidate(t.api, path, '"not-the-etag"');
    expect(stale.status).toBe(200);
    expect(stale.json.success).toBe(true);
  });

  it("an ETag of one language does not revalidate the other", async () => {
    const ar = await t.api.get("/services/active?lang=ar");
    const en = await revalidate(t.api, "/services/active?lang=en", ar.headers.get("etag")!);
    expect(en.status).toBe(200);
    expect(en.json.data[0].title).toBe(en.json.data[0].title_en);
  });

  it("the anonymous ETag never revalidates the admin's fuller list, nor the reverse", async () => {
    const anon = await t.api.get("/blog-posts");
    const admin = await revalidate(t.api, "/blog-posts", anon.headers.get("etag")!, token);
    expect(admin.status).toBe(200);
    expect(admin.json.data).toHaveLength(5);
    const back = await revalidate(t.api, "/blog-posts", admin.headers.get("etag")!);
    expect(back.status).toBe(200);
    expect(back.json.data).toHaveLength(4);
    // And shared caches are told the answer depends on the caller.
    expect(anon.headers.get("vary") ?? "").toMatch(/authorization/i);
  });
});

/** path read anonymously, the admin write that changes it, and how to see the change in the body. */
type Write = [string, string, () => Promise<void>, (json: { data: unknown }) => boolean];
/** An admin's PUT to `target` whose `text` must then show in what `path` answers. */
const putShows = (name: string, path: string, target: string, body: Record<string, unknown> | unknown[], text: string): Write => [
  name,
  path,
  async () => expectSuccess(await t.api.put(target, body, token)),
  (j) => JSON.stringify(j.data).includes(text),
];
const WRITES: Write[] = [
  putShows("blog post title", "/blog-posts?lang=en", "/blog-posts/1", { title_en: "Fresh blog title" }, "Fresh blog title"),
  putShows("blog post by id", "/blog-posts/2?lang=en", "/blog-posts/2", { title_en: "Fresh single title" }, "Fresh single title"),
  [
    "published list after publishing a draft",
    "/blog-posts/published?lang=en",
    async () => {
      const drafts = expectSuccess(await t.api.get("/blog-posts", token)).filter((p: { status: string }) => p.status === "draft");
      expectSuccess(await t.api.put(`/blog-posts/${drafts[0].id}`, { status: "published" }, token));
    },
    (j) => JSON.stringify(j.data).includes("Ramadan"),
  ],
  putShows("service title", "/services/active?lang=en", "/services/2", { title_en: "Fresh service" }, "Fresh service"),
  [
    "service deletion",
    "/services?lang=en",
    async () => expectSuccess(await t.api.delete("/services/3", token)),
    (j) => !(j.data as { id: number }[]).some((s) => s.id === 3),
  ],
  [
    "portfolio featured flag",
    "/portfolio/featured?lang=en",
    async () => expectSuccess(await t.api.put("/portfolio/3", { isFeatured: true }, token)),
    (j) => (j.data as { id: number }[]).some((p) => p.id === 3),
  ],
  [
    "gallery item",
    "/gallery",
    async () => expectSuccess(await t.api.post("/gallery", validGalleryItem({ title: "Fresh gallery" }), token), 201),
    (j) => JSON.stringify(j.data).includes("Fresh gallery"),
  ],
  putShows("contact info", "/contact-info?lang=en", "/contact-info", [{ type: "email", value: "fresh@example.com" }], "fresh@example.com"),
  putShows("social links", "/social-media", "/social-media", [{ platform: "linkedin", url: "https://linkedin.com/company/fresh" }], "company/fresh"),
  [
    "site settings",
    "/site-settings?lang=en",
    async () => expectSuccess(await t.api.put("/site-settings", { site_name_en: "Fresh Agency" }, token)),
    (j) => (j.data as { site_name: string }).site_name === "Fresh Agency",
  ],
];

describe("no stale content after an admin write", () => {
  it.each(WRITES)("%s: %s answers 200 with the new content and a new ETag", async (_name, path, write, changed) => {
    const before = await t.api.get(path);
    expect(before.status).toBe(200);
    expect(changed(before.json)).toBe(false);
    const etag = before.headers.get("etag")!;
    expect((await revalidate(t.api, path, etag)).status).toBe(304);

    await write();

    const after = await revalidate(t.api, path, etag);
    expect(after.status).toBe(200);
    expect(changed(after.json)).toBe(true);
    const newEtag = after.headers.get("etag");
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(etag);
    expect((await revalidate(t.api, path, newEtag!)).status).toBe(304);
  });
});
