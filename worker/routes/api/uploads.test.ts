import { beforeAll, describe, expect, it } from "vitest";
import { as, contentTypeOf, expectFailure, expectSuccess, fakePng, forgedTokens, htmlBytes, imageBytes, imageForm, paddedPng, postUpload, replyOf, svgBytes, validGalleryItem, type BodyOf, type ImageFormat, type Lang, type TestApp } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * `POST /api/uploads` (admins, multipart field `image`): images accepted by their content (PNG,
 * JPEG, WebP, GIF, AVIF), at most 10,485,760 bytes as sent, run through the image pipeline and
 * served back under /media/ as an upright, stripped main file and WebP variants (never the bytes
 * that were sent); a gallery item made from an upload deletes the stored files when it is deleted.
 */

const MAX = 10_485_760;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

const keyOf = (url: string) => url.slice("/media/".length);
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
type NewItem = BodyOf<TestApp["typed"]["gallery"]["$post"]>;
type ItemChange = BodyOf<TestApp["typed"]["gallery"][":id"]["$put"]>;
const readPost = async (id: unknown, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"][":id"].$get({ param: { id: String(id) } }, as(bearer)));
const createPost = async (body: NewPost, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));
const createItem = async (body: NewItem, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["gallery"].$post({ json: body }, as(bearer)));
const updateItem = async (id: unknown, body: ItemChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang)["gallery"][":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const removeItem = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["gallery"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));

describe("POST /api/uploads", () => {
  it.each(["png", "jpeg", "webp", "gif", "avif"] as ImageFormat[])("accepts a real %s and serves it back under /media/ re-encoded, with its variants", async (format) => {
    const bytes = await imageBytes(format, 12, 9);
    const res = await postUpload(t.app, imageForm(bytes, `photo.${format}`, contentTypeOf[format]), token);
    const data = expectSuccess(res, 201);
    // An opaque picture's main file is a JPEG whatever it came as (sharp reads the pixels).
    const main = { ext: "jpg", type: "image/jpeg" };
    expect(data.url).toMatch(new RegExp(`^/media/[a-z0-9]{40}\\.${main.ext}$`));
    expect(data.content_type).toBe(main.type);
    expect(t.blobs.keys()).toContain(keyOf(data.url));

    const served = await t.app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(main.type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await bytesOf(served)).not.toEqual(bytes);

    // A 12-px picture is smaller than the smallest slot: one variant, at its own width.
    expect(data.variants).toEqual([{ url: data.url.replace(/\.\w+$/, "-160.webp"), width: 12, height: 9, size: expect.any(Number) }]);
    const variant = await t.app.request(data.variants[0].url);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect((await bytesOf(variant)).length).toBe(data.variants[0].size);
    expect(data.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("decides by content, not by the name or declared type", async () => {
    const webp = await imageBytes("webp");
    const res = await postUpload(t.app, imageForm(webp, "holiday.png", "image/png"), token);
    const data = expectSuccess(res, 201);
    const served = await t.app.request(data.url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(data.url).not.toMatch(/holiday/);
  });

  it("reports the size and dimensions of what it stored", async () => {
    const bytes = await imageBytes("png", 20, 10);
    const data = expectSuccess(await postUpload(t.app, imageForm(bytes, "a.png", "image/png"), token), 201);
    const served = await bytesOf(await t.app.request(data.url));
    expect(data.size).toBe(served.byteLength);
    expect(data.dimensions).toEqual({ width: 20, height: 10 });
  });

  it.each([
    ["a fake PNG (signature + garbage)", () => fakePng(), "fake.png", "image/png"],
    ["an SVG", () => svgBytes(), "logo.svg", "image/svg+xml"],
    ["an SVG named .png", () => svgBytes(), "logo.png", "image/png"],
    ["an HTML file", () => htmlBytes(), "page.html", "text/html"],
    ["an HTML file named .jpg", () => htmlBytes(), "page.jpg", "image/jpeg"],
    ["plain text", () => new TextEncoder().encode("hello"), "a.txt", "text/plain"],
  ])("refuses %s with 415 and stores nothing", async (_name, bytes, filename, type) => {
    const before = t.blobs.keys().length;
    const res = await postUpload(t.app, imageForm(bytes(), filename, type), token);
    expectFailure(res, 415);
    expect(t.blobs.keys().length).toBe(before);
  });

  it("accepts a file of exactly 10,485,760 bytes (and stores only the small re-encoded picture)", async () => {
    const res = await postUpload(t.app, imageForm(await paddedPng(MAX), "max.png", "image/png"), token);
    expect(expectSuccess(res, 201).size).toBeLessThan(2_000);
  });

  it("refuses a file one byte over 10,485,760 bytes with 413", async () => {
    const before = t.blobs.keys().length;
    const res = await postUpload(t.app, imageForm(await paddedPng(MAX + 1), "big.png", "image/png"), token);
    expectFailure(res, 413);
    expect(t.blobs.keys().length).toBe(before);
  });

  it("refuses a much larger file with 413", async () => {
    const res = await postUpload(t.app, imageForm(await paddedPng(16 * 1024 * 1024), "huge.png", "image/png"), token);
    expectFailure(res, 413);
  });

  it("refuses a request without a file with 400", async () => {
    expectFailure(await postUpload(t.app, new FormData(), token), 400);
    const wrongField = imageForm(await imageBytes("png"), "a.png", "image/png", "file");
    expectFailure(await postUpload(t.app, wrongField, token), 400);
    const textField = new FormData();
    textField.append("image", "not a file");
    expectFailure(await postUpload(t.app, textField, token), 400);
    const empty = imageForm(new Uint8Array(0), "empty.png", "image/png");
    expectFailure(await postUpload(t.app, empty, token), 400);
  });

  it("refuses a JSON body with 400 or 415, never 500", async () => {
    // The typed client sends this route a form, never JSON: a raw request to the route's address.
    const res = await t.app.request(t.typed.uploads.$url(), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ image: "data:image/png;base64,iVBORw0KGgo=" }),
    });
    expect([400, 415]).toContain(res.status);
    expect((await res.json()).success).toBe(false);
  });

  it("refuses anonymous callers and forged tokens with 401, storing nothing", async () => {
    const before = t.blobs.keys().length;
    const png = await imageBytes("png");
    expectFailure(await postUpload(t.app, imageForm(png, "a.png", "image/png")), 401);
    for (const forged of forgedTokens()) expectFailure(await postUpload(t.app, imageForm(png, "a.png", "image/png"), forged), 401);
    expect(t.blobs.keys().length).toBe(before);
  });

  it("speaks the request's language in its errors", async () => {
    const ar = await postUpload(t.app, imageForm(svgBytes(), "a.svg", "image/svg+xml"), token);
    const svg = new File([svgBytes() as BlobPart], "a.svg", { type: "image/svg+xml" });
    const en = await t.typedIn("en").uploads.$post({ form: { image: svg } }, as(token));
    expect(ar.json.message).toMatch(/[\u0600-\u06FF]/);
    expect((await replyOf(en)).json.message).toMatch(/image/i);
  });
});

describe("uploads used by the gallery", () => {
  it("deletes the stored file when the gallery item made from it is deleted", async () => {
    const bytes = await imageBytes("jpeg", 30, 20);
    const upload = expectSuccess(await postUpload(t.app, imageForm(bytes, "g.jpg", "image/jpeg"), token), 201);
    const key = keyOf(upload.url);
    const item = expectSuccess(await createItem(validGalleryItem({ url: upload.url })), 201);
    expect(item.url).toBe(upload.url);
    // What the gallery knows of the file comes from the upload.
    expect(item.size).toBe(upload.size);
    expect(item.dimensions).toEqual({ width: 30, height: 20 });
    expect(t.blobs.keys()).toContain(key);
    expect(t.blobs.keys()).toContain(keyOf(upload.variants[0].url));

    expectSuccess(await removeItem(item.id));
    // The main file and every variant are gone.
    expect(t.blobs.keys().filter((k) => k.startsWith(key.slice(0, 40)))).toEqual([]);
    expect((await t.app.request(upload.url)).status).toBe(404);
    expect((await t.app.request(upload.variants[0].url)).status).toBe(404);
  });

  it("deletes the old file when a gallery item is pointed at a new upload", async () => {
    const first = expectSuccess(await postUpload(t.app, imageForm(await imageBytes("png"), "1.png", "image/png"), token), 201);
    const second = expectSuccess(await postUpload(t.app, imageForm(await imageBytes("gif"), "2.gif", "image/gif"), token), 201);
    const item = expectSuccess(await createItem(validGalleryItem({ url: first.url })), 201);
    expectSuccess(await updateItem(item.id, { url: second.url }));
    expect(t.blobs.keys()).not.toContain(keyOf(first.url));
    expect(t.blobs.keys()).toContain(keyOf(second.url));
    expectSuccess(await removeItem(item.id));
    expect(t.blobs.keys()).not.toContain(keyOf(second.url));
  });

  it("keeps a file still shown by another gallery item", async () => {
    const upload = expectSuccess(await postUpload(t.app, imageForm(await imageBytes("webp"), "s.webp", "image/webp"), token), 201);
    const a = expectSuccess(await createItem(validGalleryItem({ url: upload.url })), 201);
    const b = expectSuccess(await createItem(validGalleryItem({ url: upload.url })), 201);
    expectSuccess(await removeItem(a.id));
    expect(t.blobs.keys()).toContain(keyOf(upload.url));
    expect((await t.app.request(upload.url)).status).toBe(200);
    expectSuccess(await removeItem(b.id));
    expect(t.blobs.keys()).not.toContain(keyOf(upload.url));
  });

  /** A published blog post (through the API) showing this image. */
  const postWithImage = async (title: string, image: string) =>
    expectSuccess(
      // The form's plain names, read before validation and not in the typed body: cast to it.
      await createPost({ title, excerpt: "ملخص", content: "نص", alt_text: "بديل", image, category: "design", status: "published" } as NewPost),
      201,
    );

  // The blog form takes uploads too: a file still shown by a post must survive the gallery item.
  it("keeps a file that a blog post still uses when the gallery item made from it is deleted", async () => {
    const upload = expectSuccess(await postUpload(t.app, imageForm(await imageBytes("png"), "shared.png", "image/png"), token), 201);
    const item = expectSuccess(await createItem(validGalleryItem({ url: upload.url })), 201);
    const post = await postWithImage("مشترك", upload.url);
    expectSuccess(await removeItem(item.id));
    expect(expectSuccess(await readPost(post.id)).image).toBe(upload.url);
    expect((await t.app.request(upload.url)).status).toBe(200);
  });

  it("an upload can be used as a blog post image", async () => {
    const upload = expectSuccess(await postUpload(t.app, imageForm(await imageBytes("avif"), "b.avif", "image/avif"), token), 201);
    const post = await postWithImage("صورة", upload.url);
    expect(post.image).toBe(upload.url);
  });
});
