/**
 * Shared fixtures for the API tests: valid request bodies, real image bytes (made with sharp),
 * hostile payloads, and small assertion helpers over the `{ success, message, errors }` envelope.
 */
import type { InferRequestType } from "hono/client";
import { expect } from "vitest";
import { createTestApp, TEST_ADMIN, typedClient, type TypedClient } from "./test-app";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; headers: Headers; json: any };

/**
 * The JSON body a route of the typed client takes. The bodies below are checked against them
 * (`satisfies`): a field the API renames or drops fails the typecheck here, in one place.
 */
export type BodyOf<Call extends (...args: never[]) => unknown> = InferRequestType<Call> extends { json: infer J } ? J : never;
/** The query a route of the typed client takes (its list filters, page and sort). */
export type QueryOf<Call extends (...args: never[]) => unknown> = InferRequestType<Call> extends { query: infer Q } ? Q : never;
/** The two languages an answer can be asked for (`?lang=`). */
export type Lang = "ar" | "en";
type PostBody = BodyOf<TypedClient["blog-posts"]["$post"]>;
type ServiceBody = BodyOf<TypedClient["services"]["$post"]>;
type ProjectBody = BodyOf<TypedClient["portfolio"]["$post"]>;
type GalleryBody = BodyOf<TypedClient["gallery"]["$post"]>;
type ContactInfoBody = BodyOf<TypedClient["contact-info"]["$put"]>;
type SocialBody = BodyOf<TypedClient["social-media"]["$put"]>;
type MessageBody = BodyOf<TypedClient["contact-messages"]["$post"]>;

/** A typed call's answer as the untyped `api` gives it: `{ status, headers, json }`. */
export async function replyOf(res: Response): Promise<Reply> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

/**
 * The second argument of a typed call: the bearer token (none when null or empty) and any other
 * headers of this one request. `t.typed.auth.me.$get(undefined, as(token))`.
 */
export const as = (token?: string | null, headers: Record<string, string> = {}) => ({
  headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
});

/**
 * A request the typed client cannot send (a body that is not JSON, a content type of its own),
 * to a typed route's address, so the route's path is still checked:
 * `rawRequest(t.app, "POST", t.typed["blog-posts"].$url(), "{{{", token)`. A string body goes
 * as JSON unless the headers name another content type.
 */
export async function rawRequest(app: TestApp["app"], method: string, url: URL | string, body?: string, token?: string | null, headers: Record<string, string> = {}) {
  const res = await app.request(url, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...as(token).headers, ...headers },
    body,
  });
  return replyOf(res);
}

/** Error texts of locales/*.json that tests compare against. */
export const MESSAGES = {
  invalidCredentials: { ar: "اسم المستخدم أو كلمة المرور غير صحيحة", en: "Wrong username or password" },
  loginSuccess: { ar: "تم تسجيل الدخول بنجاح! جاري التوجيه...", en: "Logged in successfully! Redirecting..." },
  malformedJson: { ar: "تعذّرت قراءة البيانات المرسلة", en: "The request body could not be read" },
  unauthorized: { ar: "يجب تسجيل الدخول أولاً", en: "Please log in first" },
  validationFailed: { ar: "بعض الحقول غير صالحة، يرجى مراجعتها", en: "Some fields are invalid, please check them" },
  itemNotFound: { ar: "العنصر غير موجود", en: "Item not found" },
} as const;

/** URLs that must be refused wherever the API accepts a URL. */
export const HOSTILE_URLS = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  " javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/png;base64,iVBORw0KGgo=",
  "ftp://example.com/image.png",
  "vbscript:msgbox(1)",
  "//evil.example.com/x.png",
];

/** Tokens nobody issued: a well-formed random one, a garbled one, an empty bearer value. */
export const forgedTokens = () => [
  Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
  "not-a-real-token",
  "' OR 1=1 --",
  "x".repeat(300),
];

/** A copy of a real token with its last character changed. */
export const tamper = (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");

const loginCall = (api: { typed: TypedClient }, ip: string, username: string, password: string) =>
  api.typed.auth.login.$post({ json: { username, password } }, { headers: { "x-test-ip": ip } });

/** Logs an admin in from a given IP (x-test-ip), returning the raw reply. */
export const login = async (api: { typed: TypedClient }, ip: string, username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) =>
  replyOf(await loginCall(api, ip, username, password));

/** Logs in and returns the token, failing the test when the login does not succeed. */
export async function tokenFor(api: { typed: TypedClient }, ip: string, username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) {
  const res = await loginCall(api, ip, username, password);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  if (!json.success) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return json.data.token;
}

/** `{ success: false, message, errors? }` with the expected status (and field, when given). */
export function expectFailure(res: Reply, status: number, field?: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json?.success).toBe(false);
  expect(typeof res.json?.message).toBe("string");
  expect(res.json.message.length).toBeGreaterThan(0);
  if (field) {
    expect(res.json.errors, `errors should name ${field}: ${JSON.stringify(res.json)}`).toBeTypeOf("object");
    expect(typeof res.json.errors[field], `errors.${field} in ${JSON.stringify(res.json.errors)}`).toBe("string");
    expect(res.json.errors[field].length).toBeGreaterThan(0);
  }
}

/** `{ success: true, data }` with the expected status; returns data. */
export function expectSuccess(res: Reply, status = 200) {
  expect(res.status, JSON.stringify(res.json)?.slice(0, 800)).toBe(status);
  expect(res.json?.success).toBe(true);
  expect(res.json).toHaveProperty("data");
  return res.json.data;
}

/** No password, hash or hash scheme anywhere in what the client received. */
export function expectNoSecrets(res: Reply) {
  const text = JSON.stringify(res.json);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/hash/i);
  expect(text).not.toMatch(/scrypt\$/);
}

/** Something parseable as an ISO 8601 timestamp within `withinMs` of now. */
export function expectRecentIso(value: unknown, withinMs = 60_000) {
  expect(typeof value).toBe("string");
  expect(value as string).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(Math.abs(Date.now() - Date.parse(value as string))).toBeLessThan(withinMs);
}

// ---- resources edited one item at a time (services, portfolio, blog posts, gallery) ----

/** The resources under /api with the same five calls: list, one, create, update, delete. */
type ItemPath = "services" | "portfolio" | "blog-posts" | "gallery";

/** One loose shape for the five calls of any of those routes; the signatures below keep each one's types. */
type LooseCall = (input: object | undefined, options: ReturnType<typeof as>) => Promise<Response>;
type LooseItemRoute = { $get: LooseCall; $post: LooseCall; ":id": { $get: LooseCall; $put: LooseCall; $delete: LooseCall } };

/**
 * A resource's calls through the API's typed client, each answering `{ status, headers, json }`.
 * Reads are anonymous unless given a bearer; writes are the admin's (`token()`) unless given
 * another, or null for none. `t` and `token` are read at each call, as a test file sets them in
 * its beforeAll. Bodies and queries have the route's own types, so a renamed route or field fails
 * the typecheck; a body the API must refuse is cast to that type: it is what the type forbids.
 */
export function itemCalls<P extends ItemPath>(t: () => TestApp, path: P, token: () => string) {
  const route = (lang?: Lang) => t().typedIn(lang)[path];
  const loose = (lang?: Lang) => route(lang) as unknown as LooseItemRoute;
  const param = (id: unknown) => ({ id: String(id) });
  type Route = TypedClient[P];
  return {
    /** The typed route itself, for its other calls and its address (`route().$url()`). */
    route,
    param,
    list: async (query?: QueryOf<Route["$get"]>, bearer?: string, lang?: Lang) => replyOf(await loose(lang).$get({ query: query ?? {} }, as(bearer))),
    one: async (id: unknown, bearer?: string, lang?: Lang) => replyOf(await loose(lang)[":id"].$get({ param: param(id) }, as(bearer))),
    create: async (body: BodyOf<Route["$post"]>, bearer: string | null = token(), lang?: Lang) => replyOf(await loose(lang).$post({ json: body }, as(bearer))),
    update: async (id: unknown, body: BodyOf<Route[":id"]["$put"]>, bearer: string | null = token(), lang?: Lang) =>
      replyOf(await loose(lang)[":id"].$put({ param: param(id), json: body }, as(bearer))),
    remove: async (id: unknown, bearer: string | null = token()) => replyOf(await loose()[":id"].$delete({ param: param(id) }, as(bearer))),
  };
}

// ---- resources edited as one whole list (contact info, social links) ----

/** The resources edited as one whole list, by their path under /api. */
type ListPath = "/social-media" | "/contact-info";
const listRoute = (t: TestApp, path: ListPath) => (path === "/social-media" ? t.typed["social-media"] : t.typed["contact-info"]);

/** A fresh app, an admin token, and the resource's whole list as the admin reads it. */
export async function appWithList<T>(path: ListPath) {
  const t = await createTestApp();
  const token = await t.adminToken();
  const reply = await replyOf(await listRoute(t, path).$get(undefined, as(token)));
  return { t, token, seeded: reply.json.data as T[] };
}

/** PUT of the whole list, as the editor sends it, which must succeed. */
export async function restoreList(t: TestApp, path: ListPath, list: unknown[], token: string) {
  // Each list's own body type: the saved list is what the API answered, so it fits.
  const res = path === "/social-media" ? await t.typed["social-media"].$put({ json: list as SocialBody }, as(token)) : await t.typed["contact-info"].$put({ json: list as ContactInfoBody }, as(token));
  return expectSuccess(await replyOf(res));
}

// ---- valid request bodies ----

/**
 * A maker of valid bodies: a fresh one each call, `over` laid on top (a test's own values, which
 * may be invalid on purpose). The bodies are checked against the route's input type where written.
 */
const withOver = <T extends object>(valid: () => T) => (over: Record<string, unknown> = {}) => ({ ...valid(), ...over });

/**
 * A copy of the body without these fields, to prove each is required. It keeps the body's type,
 * which it no longer fits: it is a body the API must refuse, sent through the typed client.
 */
export function without<T extends object>(body: T, ...fields: string[]): T {
  const rest = { ...body } as Record<string, unknown>;
  for (const field of fields) delete rest[field];
  return rest as T;
}

export const validPost = withOver(() => ({
  title_ar: "مقال اختبار",
  title_en: "A test article",
  excerpt_ar: "ملخص قصير",
  excerpt_en: "A short excerpt",
  content_ar: "نص المقال الكامل.",
  content_en: "The full article text.",
  image: "https://cdn.example.com/post.jpg",
  alt_text_ar: "صورة المقال",
  alt_text_en: "The article image",
  category: "marketing",
  tags: ["one", "two"],
  status: "published",
} satisfies Partial<PostBody>));

export const validService = withOver(() => ({
  title_ar: "خدمة اختبار",
  title_en: "Test service",
  description_ar: "وصف الخدمة",
  description_en: "The service description",
} satisfies Partial<ServiceBody>));

export const validProject = withOver(() => ({
  title_ar: "مشروع اختبار",
  title_en: "Test project",
  description_ar: "وصف المشروع",
  description_en: "The project description",
  category: "design",
  client: "ACME",
  completion_date: "2025-05-01",
} satisfies Partial<ProjectBody>));

export const validGalleryItem = withOver(() => ({
  title: "صورة المعرض",
  description: "وصف الصورة",
  url: "https://cdn.example.com/gallery.jpg",
  alt_text: "نص بديل",
  category: "events",
  tags: ["launch", "2025"],
} satisfies Partial<GalleryBody>));

export const validContactItems = () => [
  { type: "address", label_ar: "العنوان", label_en: "Address", value_ar: "حلب", value_en: "Aleppo", icon: "MapPin", is_active: true, order_index: 1 },
  { type: "phone", label_ar: "الهاتف", label_en: "Phone", value: "+963 21 555 1234", icon: "Phone", is_active: true, order_index: 1 },
  { type: "email", label_ar: "البريد", label_en: "Mail", value: "hello@example.com", icon: "Mail", is_active: true, order_index: 1 },
] satisfies Partial<ContactInfoBody[number]>[];

export const validSocialLinks = () => [
  { platform: "facebook", url: "https://facebook.com/example", is_active: true, order_index: 0 },
  { platform: "youtube", url: "https://youtube.com/@example", is_active: false, order_index: 1 },
] satisfies Partial<SocialBody[number]>[];

export const validMessage = withOver(() => ({
  name: "Sami",
  email: "sami@example.com",
  phone: "+963 944 000 111",
  subject: "event-coverage",
  message: "We need coverage for our opening.",
} satisfies Partial<MessageBody>));

// ---- images ----

export const IMAGE_FORMATS = ["png", "jpeg", "webp", "gif", "avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Each format's media type: `image/` and its name (`image/jpeg`, not `image/jpg`). */
export const contentTypeOf = Object.fromEntries(IMAGE_FORMATS.map((f) => [f, `image/${f}`])) as Record<ImageFormat, string>;

/** A real, decodable image of the given format and size. */
export async function imageBytes(format: ImageFormat, width = 8, height = 6): Promise<Uint8Array> {
  const sharp = (await import("sharp")).default;
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
  return new Uint8Array(buffer);
}

/** The PNG signature followed by junk: named and typed like a PNG, but not one. */
export function fakePng(): Uint8Array {
  const junk = new TextEncoder().encode("this is definitely not an image, just text pretending to be one ".repeat(8));
  const out = new Uint8Array(8 + junk.length);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  out.set(junk, 8);
  return out;
}

export const svgBytes = () =>
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

export const htmlBytes = () => new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** A PNG padded with trailing bytes to exactly `size` bytes (decoders ignore data after IEND). */
export async function paddedPng(size: number): Promise<Uint8Array> {
  const png = await imageBytes("png");
  const out = new Uint8Array(size);
  out.set(png);
  return out;
}

/** multipart/form-data with one file field. */
export function imageForm(bytes: Uint8Array, filename: string, type: string, field = "image") {
  const form = new FormData();
  form.append(field, new File([bytes as BlobPart], filename, { type }));
  return form;
}

/**
 * POST /api/uploads with a multipart body, through the typed client, returning
 * `{ status, headers, json }`. A form the API must refuse (no file, another field name, text in
 * place of the file) is cast to the route's form type: it is what that type forbids.
 */
export async function postUpload(app: TestApp["app"], body: FormData, token?: string, headers: Record<string, string> = {}): Promise<Reply> {
  const form = Object.fromEntries(body) as { image: File };
  const res = await typedClient(app).uploads.$post({ form }, as(token, headers));
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { unparsable: text.slice(0, 200) };
  }
  return { status: res.status, headers: res.headers, json };
}
