import { beforeAll, describe, expect, it } from "vitest";
import { as, expectFailure, rawRequest, forgedTokens, MESSAGES, replyOf, tamper, validContactItems, validGalleryItem, validPost, validProject, validService, validSocialLinks, type BodyOf, type Lang, type TestApp } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * Every admin route under worker/routes/api (the QR area excepted, it has its own suite) answers
 * 401 to anonymous callers and to tokens nobody issued, before it reads the body and without
 * changing anything. A second test keeps this table complete: any /api route that is neither in
 * the public list nor in this table fails it.
 */

type Method = "GET" | "POST" | "PUT" | "DELETE";
/** A content type's create (with a body valid for an admin), update and delete. */
const writes = (path: string, created: unknown, updated: unknown): [Method, string, unknown][] => [
  ["POST", path, created],
  ["PUT", `${path}/:id`, updated],
  ["DELETE", `${path}/:id`, undefined],
];
// method, path as routed (":id" placeholders), a body that would be valid for an admin
const ADMIN_ROUTES: [Method, string, unknown][] = [
  ["POST", "/auth/logout", undefined],
  ["GET", "/auth/me", undefined],
  ["PUT", "/auth/password", { current_password: "correct-horse-battery-staple", new_password: "a-new-password-1" }],
  ["GET", "/auth/2fa", undefined],
  ["POST", "/auth/2fa/setup", undefined],
  ["POST", "/auth/2fa/enable", { code: "123456" }],
  ["POST", "/auth/2fa/disable", { password: "correct-horse-battery-staple", code: "123456" }],
  ["GET", "/auth/sessions", undefined],
  ["DELETE", "/auth/sessions/:id", undefined],
  ...writes("/blog-posts", validPost(), { title_en: "hacked" }),
  ...writes("/services", validService(), { title_en: "hacked" }),
  ...writes("/portfolio", validProject(), { title_en: "hacked" }),
  ...writes("/gallery", validGalleryItem(), { title: "hacked" }),
  ["PUT", "/contact-info", validContactItems()],
  ["PUT", "/social-media", validSocialLinks()],
  ["PUT", "/site-settings", { primary_color: "#000000" }],
  ["GET", "/users", undefined],
  ["POST", "/users", { username: "intruder", email: "intruder@example.com", password: "intruder-password", role: "admin" }],
  ["PUT", "/users/:id", { role: "editor", is_active: false }],
  ["GET", "/statistics", undefined],
  ["GET", "/activity", undefined],
  ["GET", "/activity/facets", undefined],
  ["POST", "/blog-posts/bulk", { ids: [1], action: "publish" }],
  ["GET", "/blog-posts/:id/versions", undefined],
  ["GET", "/blog-posts/:id/versions/:versionId", undefined],
  ["POST", "/blog-posts/:id/versions/:versionId/restore", undefined],
  ["POST", "/blog-posts/:id/preview", undefined],
  ["POST", "/services/bulk", { ids: [1], action: "activate" }],
  ["POST", "/uploads", "multipart"],
  ["POST", "/uploads/backfill", { limit: 50 }],
  ["GET", "/contact-messages", undefined],
  ["PUT", "/contact-messages/:id", { is_read: true }],
  ["DELETE", "/contact-messages/:id", undefined],
];

// Reads and sends that are open to everyone.
const PUBLIC_ROUTES = new Set([
  "GET /health",
  "GET /ready",
  "GET /about",
  "POST /auth/login",
  "GET /blog-posts",
  "GET /blog-posts/published",
  "GET /blog-posts/:id",
  "GET /services",
  "GET /services/active",
  "GET /services/:id",
  "GET /portfolio",
  "GET /portfolio/featured",
  "GET /portfolio/:id",
  "GET /gallery",
  "GET /gallery/:id",
  "GET /contact-info",
  "GET /social-media",
  "GET /site-settings",
  "POST /contact-messages",
]);

let t: TestApp;
let realToken: string;
let messageId: number;
let galleryId: number;
let snapshot: string;

/** Everything an admin can see, to prove the refused calls changed nothing. */
async function adminView() {
  const paths = ["/blog-posts", "/services", "/portfolio", "/gallery", "/contact-info", "/social-media", "/site-settings", "/users", "/contact-messages"];
  const parts = await Promise.all(paths.map(async (p) => [p, (await byPath("GET", p, undefined, as(realToken).headers)).json.data]));
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await createTestApp();
  realToken = await t.adminToken();
  messageId = (await sendMessage(t, { name: "N", email: "n@example.com", message: "M" })).json.data.id;
  galleryId = (await createItem(t, validGalleryItem(), realToken)).json.data.id;
  snapshot = await adminView();
});

const idFor = (path: string) => (path.startsWith("/contact-messages") ? messageId : path.startsWith("/gallery") ? galleryId : 1);

async function call(method: Method, path: string, body: unknown, headers: Record<string, string>) {
  const url = path.replace(":id", String(idFor(path))).replace(":versionId", "1");
  if (body === "multipart") {
    const form = new FormData();
    // A real PNG header is not needed: the guard must answer before the file is read.
    form.append("image", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" }));
    const res = await t.app.request(`/api${url}`, { method, body: form, headers });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  }
  return byPath(method, url, body, headers);
}

/**
 * This file walks its route tables by path (they are what it checks against the app's routes),
 * so its calls go by path, not through the typed client: a JSON body, or a string sent as it is.
 */
const byPath = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
  rawRequest(t.app, method, `/api${url}`, body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body), null, headers);

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type NewMessage = BodyOf<TestApp["typed"]["contact-messages"]["$post"]>;
type NewItem = BodyOf<TestApp["typed"]["gallery"]["$post"]>;
const readMe = async (t: TestApp, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).auth.me.$get(undefined, as(bearer)));
const sendMessage = async (t: TestApp, body: NewMessage, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-messages"].$post({ json: body }, as(bearer)));
const createItem = async (t: TestApp, body: NewItem, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["gallery"].$post({ json: body }, as(bearer)));

describe("every admin route refuses callers without a valid admin token", () => {
  it.each(ADMIN_ROUTES)("%s %s: 401 anonymously, in Arabic and English", async (method, path, body) => {
    const ar = await call(method, path, body, {});
    expectFailure(ar, 401);
    expect(ar.json.message).toBe(MESSAGES.unauthorized.ar);
    const en = await call(method, `${path}${path.includes("?") ? "&" : "?"}lang=en`, body, {});
    expectFailure(en, 401);
    expect(en.json.message).toBe(MESSAGES.unauthorized.en);
  });

  it.each(ADMIN_ROUTES)("%s %s: 401 with forged, tampered and malformed tokens", async (method, path, body) => {
    const bearers = [...forgedTokens(), tamper(realToken), `${realToken}x`, realToken.slice(1)];
    for (const bearer of bearers) {
      const res = await call(method, path, body, { authorization: `Bearer ${bearer}` });
      expectFailure(res, 401);
    }
    for (const header of ["Bearer", "Bearer ", realToken, `Basic ${btoa("admin:correct-horse-battery-staple")}`, `Token ${realToken}`]) {
      expectFailure(await call(method, path, body, { authorization: header }), 401);
    }
  });

  const WITH_BODY = ADMIN_ROUTES.filter(([method, , body]) => method !== "GET" && method !== "DELETE" && body !== undefined);
  it.each(WITH_BODY)("%s %s: 401 even with a malformed body", async (method, path) => {
    const res = await t.app.request(`/api${path.replace(":id", String(idFor(path))).replace(":versionId", "1")}`, {
      method,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(401);
  });

  it("changed nothing and stored no file", async () => {
    expect(await adminView()).toBe(snapshot);
    expect(t.blobs.keys()).toEqual([]);
    // The real token still works: none of the above touched it.
    expect((await readMe(t, realToken)).status).toBe(200);
  });
});

describe("the table above is complete", () => {
  it("lists every /api route outside the QR area that is not public", async () => {
    const routed = new Set(
      t.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.startsWith("/api/qr"))
        .map((r) => `${r.method} ${r.path.slice("/api".length)}`),
    );
    const covered = new Set(ADMIN_ROUTES.map(([m, p]) => `${m} ${p}`));
    const uncovered = [...routed].filter((r) => !PUBLIC_ROUTES.has(r) && !covered.has(r));
    expect(uncovered).toEqual([]);
    // And the table names no route that does not exist.
    expect([...covered].filter((r) => !routed.has(r))).toEqual([]);
  });

  it("the public routes really are public", async () => {
    for (const route of PUBLIC_ROUTES) {
      const [method, path] = route.split(" ");
      if (method !== "GET") continue;
      const res = await byPath("GET", path.replace(":id", "1"), undefined, {});
      expect(res.status, route).toBe(200);
    }
  });
});
