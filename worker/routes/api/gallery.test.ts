import { beforeAll, describe, expect, it } from "vitest";
import { itemCalls, expectFailure, expectRecentIso, expectSuccess, HOSTILE_URLS, validGalleryItem, without, type TestApp, rawRequest, replyOf, type BodyOf } from "../../testing/fixtures";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";

/**
 * `/api/gallery`: public list, admin writes. Required: title, category (photography, design,
 * works, events, equipment), description, url, alt text; tags editable; uploaded_by is the admin.
 * (Uploaded files and their deletion are covered in uploads.test.ts.)
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

type Item = { id: number; title: string; url: string; tags: string[]; uploaded_by: string };
/**
 * The calls go through the API's typed client (itemCalls), so a renamed route or field fails the
 * typecheck. Reads are anonymous unless given a bearer; writes are the admin's unless given another
 * (or null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
const { route, list: listAll, one, create, update, remove } = itemCalls(() => t, "gallery", () => token);
type ItemChange = BodyOf<TestApp["typed"]["gallery"][":id"]["$put"]>;

describe("gallery", () => {
  it("starts empty on the seed and lists created items publicly, in both languages", async () => {
    const fresh = await createTestApp();
    expect(expectSuccess(await replyOf(await fresh.typedIn("ar").gallery.$get({ query: {} })))).toEqual([]);
    const item = expectSuccess(await create(validGalleryItem({ title: "Public item" })), 201);
    for (const lang of ["ar", "en"] as const) {
      const list: Item[] = expectSuccess(await listAll({}, undefined, lang));
      expect(list.map((i) => i.id)).toContain(item.id);
    }
  });

  it("creates an item: 201, uploaded_by is the admin's username, tags round-trip", async () => {
    const res = await create(validGalleryItem({ size: 2048, dimensions: { width: 640, height: 480 } }));
    const item = expectSuccess(res, 201);
    // Every field as sent (the fixture's values), plus what the server adds.
    expect(item).toMatchObject({
      ...validGalleryItem(),
      uploaded_by: TEST_ADMIN.username,
      size: 2048,
      dimensions: { width: 640, height: 480 },
    });
    expectRecentIso(item.created_at);
    expect(expectSuccess(await one(item.id))).toMatchObject({ id: item.id, tags: ["launch", "2025"] });
  });

  it("ignores a client-supplied uploaded_by", async () => {
    const item = expectSuccess(await create(validGalleryItem({ uploaded_by: "mallory" })), 201);
    expect(item.uploaded_by).toBe(TEST_ADMIN.username);
  });

  it("answers the row without what only the server keeps, and takes none of it from a client", async () => {
    const item = expectSuccess(await create(validGalleryItem({ blob_key: "uploads/x.png", width: 9, height: 9, search_key: "x", searchKey: "x" })), 201);
    for (const answer of [item, expectSuccess(await one(item.id))]) {
      for (const key of ["blob_key", "blobKey", "width", "height", "search_key", "searchKey", "createdAt", "updatedAt"]) expect(answer).not.toHaveProperty(key);
      expect(answer.dimensions).toBeNull();
    }
  });

  it("defaults tags to an empty list and accepts a comma-separated string", async () => {
    const { tags: _tags, ...body } = validGalleryItem();
    expect(expectSuccess(await create(body), 201).tags).toEqual([]);
    expect(expectSuccess(await create(validGalleryItem({ tags: "a, b, a" })), 201).tags).toEqual(["a", "b"]);
  });

  it.each(["photography", "design", "works", "events", "equipment"])("accepts the category %s", async (category) => {
    expect(expectSuccess(await create(validGalleryItem({ category })), 201).category).toBe(category);
  });

  it.each(["title", "category", "description", "url", "alt_text"])("requires %s", async (field) => {
    expectFailure(await create(without(validGalleryItem(), field)), 400, field);
    if (field !== "category") expectFailure(await create(validGalleryItem({ [field]: "  " })), 400, field);
  });

  it.each(["marketing", "Events", ""])("refuses the category %j", async (category) => {
    expectFailure(await create(validGalleryItem({ category })), 400, "category");
  });

  it.each(HOSTILE_URLS)("refuses the URL %j", async (url) => {
    expectFailure(await create(validGalleryItem({ url })), 400, "url");
  });

  it.each([
    ["tags as a number", { tags: 1 }, "tags"],
    ["a title as an object", { title: { ar: "x" } }, "title"],
    ["a negative size", { size: -5 }, "size"],
    ["dimensions as a string", { dimensions: "640x480" }, "dimensions"],
  ])("refuses %s (400)", async (_name, over, field) => {
    expectFailure(await create(validGalleryItem(over)), 400, field);
  });

  it("answers malformed JSON with 400, never 500", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    expectFailure(await rawRequest(t.app, "POST", route().$url(), '{"title": "x"', token), 400);
  });

  it("updates given fields and validates them", async () => {
    const item = expectSuccess(await create(validGalleryItem()), 201);
    const updated = expectSuccess(await update(item.id, { title: "New title", tags: ["x"] }));
    expect(updated).toMatchObject({ title: "New title", tags: ["x"], description: item.description, url: item.url });
    expectFailure(await update(item.id, { url: "javascript:alert(1)" }), 400, "url");
    // A category the API must refuse, cast to the body type (which forbids it).
    expectFailure(await update(item.id, { category: "food" } as unknown as ItemChange), 400, "category");
    expectFailure(await update(item.id, { title: "" }), 400, "title");
    expect(expectSuccess(await one(item.id))).toMatchObject({ title: "New title", url: item.url, category: item.category });
  });

  it("deletes an item: then 404", async () => {
    const item = expectSuccess(await create(validGalleryItem()), 201);
    expect(expectSuccess(await remove(item.id))).toMatchObject({ id: item.id });
    expectFailure(await one(item.id), 404);
    expectFailure(await update(item.id, { title: "x" }), 404);
    expectFailure(await remove(item.id), 404);
    expect(expectSuccess(await listAll()).map((i: Item) => i.id)).not.toContain(item.id);
  });

  it.each(["99999", "abc", "0"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await one(id), 404);
    expectFailure(await update(id, { title: "x" }), 404);
    expectFailure(await remove(id), 404);
  });

  it("refuses anonymous and forged-token writes with 401", async () => {
    const item = expectSuccess(await create(validGalleryItem()), 201);
    expectFailure(await create(validGalleryItem(), null), 401);
    expectFailure(await update(item.id, { title: "x" }, "forged-token-forged-token-forged"), 401);
    expectFailure(await remove(item.id, null), 401);
    expect(expectSuccess(await one(item.id)).title).toBe(item.title);
  });
});
