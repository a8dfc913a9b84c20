import { beforeAll, describe, expect, it } from "vitest";
import { as, itemCalls, expectFailure, expectSuccess, HOSTILE_URLS, validProject, without, type TestApp, rawRequest, replyOf, type BodyOf, type Lang } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * `/api/portfolio`: public list and `/featured`, admin writes with the form's mixed field names
 * (`title`, `description`, `completionDate`, `isFeatured`, `order`), http(s)-only links,
 * technologies and images.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

type Image = { id: number; imageUrl: string; altText_ar: string; altText_en: string; altText: string };
type Project = {
  id: number;
  title: string;
  title_ar: string;
  title_en: string;
  description: string;
  description_ar: string;
  description_en: string;
  is_featured: boolean;
  technologies: string[];
  images: Image[];
};
/**
 * The calls go through the API's typed client (itemCalls), so a renamed route or field fails the
 * typecheck. Reads are anonymous unless given a bearer; writes are the admin's unless given another
 * (or null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
const { route, list: listAll, one, create, update, remove } = itemCalls(() => t, "portfolio", () => token);
type NewProject = BodyOf<TestApp["typed"]["portfolio"]["$post"]>;
type ProjectChange = BodyOf<TestApp["typed"]["portfolio"][":id"]["$put"]>;
const listFeatured = async (bearer?: string, lang?: Lang) => replyOf(await route(lang).featured.$get(undefined, as(bearer)));

describe("public reads", () => {
  it("lists every seeded project with technologies and images, Arabic plain fields by default", async () => {
    const list: Project[] = expectSuccess(await listAll({}, undefined, "ar"));
    expect(list).toHaveLength(6);
    for (const p of list) {
      expect(p.title).toBe(p.title_ar);
      expect(p.description).toBe(p.description_ar);
      expect(p.title_en).toMatch(/[A-Za-z]/);
      expect(Array.isArray(p.technologies)).toBe(true);
      expect(p.technologies.length).toBeGreaterThan(0);
      expect(p.images.length).toBeGreaterThan(0);
      for (const img of p.images) {
        expect(img.imageUrl).toBeTruthy();
        expect(img).toHaveProperty("altText_ar");
        expect(img).toHaveProperty("altText_en");
      }
      expect(p).toHaveProperty("completion_date");
      expect(p).toHaveProperty("client");
      expect(p).toHaveProperty("category");
    }
  });

  it("gives English plain fields with ?lang=en", async () => {
    const list: Project[] = expectSuccess(await listAll({}, undefined, "en"));
    for (const p of list) {
      expect(p.title).toBe(p.title_en);
      expect(p.description).toBe(p.description_en);
      expect(p.title).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("/featured lists only the featured projects (3 in the seed)", async () => {
    const featured: Project[] = expectSuccess(await listFeatured(undefined, "en"));
    expect(featured).toHaveLength(3);
    expect(featured.every((p) => p.is_featured === true)).toBe(true);
    const all: Project[] = expectSuccess(await listAll({}, undefined, "en"));
    expect(all.filter((p) => p.is_featured).map((p) => p.id).sort()).toEqual(featured.map((p) => p.id).sort());
  });

  it("reads one project by id; 404 for unknown ids", async () => {
    const [first]: Project[] = expectSuccess(await listAll({}, undefined, "en"));
    expect(expectSuccess(await one(first.id, undefined, "en")).title).toBe(first.title);
    for (const id of ["99999", "abc", "0", "-1"]) expectFailure(await one(id), 404);
  });
});

describe("create", () => {
  it("creates a project with the underscored names and defaults (not featured, order 0, no images)", async () => {
    const { title_ar, title_en, client, category, completion_date } = validProject();
    const p = expectSuccess(await create(validProject()), 201);
    expect(p).toMatchObject({
      title_ar,
      title_en,
      client,
      category,
      completion_date,
      is_featured: false,
      order_index: 0,
      technologies: [],
      images: [],
      link: null,
    });
    expect(expectSuccess(await listAll()).map((x: Project) => x.id)).toContain(p.id);
  });

  it("accepts the form's aliases: title, description, completionDate, isFeatured, order", async () => {
    // The route reads the form's aliases before it validates; the typed body lists only the
    // canonical names, so this body is cast to it.
    const p = expectSuccess(
      await create({
        title: "عنوان مستعار",
        description: "وصف مستعار",
        category: "marketing",
        client: "Alias Co",
        completionDate: "2024-12-31",
        isFeatured: true,
        order: 7,
      } as unknown as NewProject),
      201,
    );
    expect(p).toMatchObject({
      title_ar: "عنوان مستعار",
      description_ar: "وصف مستعار",
      completion_date: "2024-12-31",
      is_featured: true,
      order_index: 7,
    });
    const featured = expectSuccess(await listFeatured()).map((x: Project) => x.id);
    expect(featured).toContain(p.id);
  });

  it("round-trips technologies and images (alt texts may be left out)", async () => {
    const p: Project = expectSuccess(
      await create(
        validProject({
          technologies: ["Photography", "Ads", "Photography", " "],
          images: [
            { imageUrl: "https://cdn.example.com/one.jpg", altText_ar: "واحد", altText_en: "One" },
            { imageUrl: "/media/abcdef0123456789abcd.png", altText_ar: "اثنان", altText_en: "Two" },
            { imageUrl: "https://cdn.example.com/three.webp" },
          ],
        }),
      ),
      201,
    );
    expect(p.technologies).toEqual(["Photography", "Ads"]);
    expect(p.images.map((i) => i.imageUrl)).toEqual([
      "https://cdn.example.com/one.jpg",
      "/media/abcdef0123456789abcd.png",
      "https://cdn.example.com/three.webp",
    ]);
    expect(p.images[0]).toMatchObject({ altText_ar: "واحد", altText_en: "One" });
    expect(p.images[2]).toMatchObject({ altText_ar: "", altText_en: "" });
    const en: Project = expectSuccess(await one(p.id, undefined, "en"));
    expect(en.images.map((i) => i.altText).slice(0, 2)).toEqual(["One", "Two"]);
    expect(en.technologies).toEqual(["Photography", "Ads"]);
  });

  it.each(["title_ar", "client", "category", "description_ar", "completion_date"])("requires %s", async (field) => {
    expectFailure(await create(without(validProject(), field)), 400, field);
  });

  it.each([
    ["title", "title"],
    ["description", "description"],
    ["completionDate", "completionDate"],
  ])("reports an invalid alias %s under that name", async (alias) => {
    const canonical = { title: "title_ar", description: "description_ar", completionDate: "completion_date" }[alias]!;
    const body: Record<string, unknown> = { ...validProject(), [alias]: alias === "completionDate" ? "someday" : "" };
    delete body[canonical];
    expectFailure(await create(body as NewProject), 400, alias);
  });

  it("reports a bad isFeatured and order under the alias names", async () => {
    expectFailure(await create(validProject({ isFeatured: "maybe" })), 400, "isFeatured");
    expectFailure(await create(validProject({ order: "first" })), 400, "order");
  });

  it.each(["photography", "marketing", "design", "technology"])("accepts the category %s", async (category) => {
    expect(expectSuccess(await create(validProject({ category })), 201).category).toBe(category);
  });

  it.each(["works", "web", ""])("refuses the category %j", async (category) => {
    expectFailure(await create(validProject({ category })), 400, "category");
  });

  it.each(["2025-13-01", "yesterday", "01/05/2025", "", 20250501])("refuses the completion date %j", async (completion_date) => {
    expectFailure(await create(validProject({ completion_date })), 400, "completion_date");
  });

  // Date.parse alone would roll these over into the next month.
  it.each(["2025-02-31", "2025-04-31"])("refuses the impossible calendar date %s", async (completion_date) => {
    expectFailure(await create(validProject({ completion_date })), 400, "completion_date");
  });

  it("accepts a full ISO timestamp as the completion date, kept as the day", async () => {
    expect(expectSuccess(await create(validProject({ completion_date: "2025-02-03T10:00:00.000Z" })), 201).completion_date).toBe("2025-02-03");
  });

  it("accepts http and https links; blank becomes null", async () => {
    expect(expectSuccess(await create(validProject({ link: "https://example.com/case" })), 201).link).toBe("https://example.com/case");
    expect(expectSuccess(await create(validProject({ link: "http://example.com/" })), 201).link).toBe("http://example.com/");
    expect(expectSuccess(await create(validProject({ link: "" })), 201).link).toBeNull();
  });

  it.each([...HOSTILE_URLS, "not a url"])("refuses the link %j", async (link) => {
    expectFailure(await create(validProject({ link })), 400, "link");
  });

  it.each(HOSTILE_URLS)("refuses the image URL %j", async (url) => {
    expectFailure(await create(validProject({ images: [{ imageUrl: url }] })), 400);
    expectFailure(await create(validProject({ images: [url] })), 400);
  });

  it.each([
    ["technologies as a number", { technologies: 3 }, "technologies"],
    ["images as an object", { images: { imageUrl: "https://x.example/a.png" } }, "images"],
    ["client as a number", { client: 12 }, "client"],
  ])("refuses %s (400)", async (_name, over, field) => {
    expectFailure(await create(validProject(over)), 400, field);
  });

  it("answers malformed JSON with 400, never 500", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    expectFailure(await rawRequest(t.app, "POST", route().$url(), "{'single': 'quotes'}", token), 400);
  });
});

describe("update and delete", () => {
  it("updates given fields, replaces the images when sent, and toggles featured via isFeatured", async () => {
    const p: Project = expectSuccess(
      await create(validProject({ images: [{ imageUrl: "https://cdn.example.com/a.jpg" }, { imageUrl: "https://cdn.example.com/b.jpg" }], technologies: ["X"] })),
      201,
    );
    // isFeatured is the form's alias, read before validation and not in the typed body: cast to it.
    const u1: Project = expectSuccess(await update(p.id, { title_en: "Updated", isFeatured: true } as ProjectChange));
    expect(u1.title_en).toBe("Updated");
    expect(u1.is_featured).toBe(true);
    expect(u1.images.map((i) => i.imageUrl)).toEqual(["https://cdn.example.com/a.jpg", "https://cdn.example.com/b.jpg"]);
    expect(u1.technologies).toEqual(["X"]);
    expect(expectSuccess(await listFeatured()).map((x: Project) => x.id)).toContain(p.id);

    const u2: Project = expectSuccess(await update(p.id, { images: [{ imageUrl: "https://cdn.example.com/c.jpg" }] }));
    expect(u2.images.map((i) => i.imageUrl)).toEqual(["https://cdn.example.com/c.jpg"]);

    const u3: Project = expectSuccess(await update(p.id, { is_featured: false }));
    expect(u3.is_featured).toBe(false);
    expect(expectSuccess(await listFeatured()).map((x: Project) => x.id)).not.toContain(p.id);
  });

  it("validates updates and leaves the project unchanged on failure", async () => {
    const p: Project = expectSuccess(await create(validProject({ link: "https://example.com/ok" })), 201);
    expectFailure(await update(p.id, { link: "javascript:alert(1)" }), 400, "link");
    // Values the API must refuse (one under the form's alias), cast to the body type.
    expectFailure(await update(p.id, { completionDate: "nope" } as ProjectChange), 400, "completionDate");
    expectFailure(await update(p.id, { category: "food" } as unknown as ProjectChange), 400, "category");
    expect(expectSuccess(await one(p.id))).toMatchObject({ link: "https://example.com/ok", completion_date: "2025-05-01" });
  });

  it.each(["99999", "abc"])("answers 404 on update and delete of the unknown id %s", async (id) => {
    expectFailure(await update(id, { title_en: "x" }), 404);
    expectFailure(await remove(id), 404);
  });

  it("deletes a project: then 404", async () => {
    const p: Project = expectSuccess(await create(validProject({ images: [{ imageUrl: "https://cdn.example.com/a.jpg" }] })), 201);
    expect(expectSuccess(await remove(p.id))).toMatchObject({ id: p.id });
    expectFailure(await one(p.id), 404);
    expectFailure(await remove(p.id), 404);
    expect(expectSuccess(await listAll()).map((x: Project) => x.id)).not.toContain(p.id);
  });

  it("refuses anonymous and forged-token writes with 401", async () => {
    expectFailure(await create(validProject(), null), 401);
    expectFailure(await update("1", { title_en: "x" }, "forged-token-forged-token-forged"), 401);
    expectFailure(await remove("1", null), 401);
    expectSuccess(await one("1"));
  });
});
