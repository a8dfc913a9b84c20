/**
 * The authorization matrix (ASVS V8), generated from the app's own route table: every route is
 * called as anonymous, with a forged token, as two different QR owners, as an editor and as an
 * admin, and each answer must match the route's rule. A route added without a rule here fails
 * the completeness test, so nothing new ships unguarded by accident.
 */
import { describe, expect, it } from "vitest";
import { createQrTestApp, listingForm, PNG_1X1 } from "../routes/api/qr/qr-test-kit";
import { replyOf } from "../testing/fixtures";

type Rule =
  | "open" // anyone; a token is not even looked at (logins, sign-up, pages and files)
  | "public" // anyone; but a token that is not valid is refused (401), so a dead session shows
  | "admin" // admin or editor; owners 403; no/forged token 401
  | "admin-role" // only the admin role; editors and owners 403
  | "owner" // any QR owner; admins 403
  | "owner-own"; // the owner of listing :id; another owner gets 404

const RULES: Record<string, Rule> = {
  "POST /api/auth/login": "open",
  "POST /api/auth/logout": "admin",
  "GET /api/auth/me": "admin",
  "PUT /api/auth/password": "admin",
  "GET /api/auth/2fa": "admin",
  "POST /api/auth/2fa/setup": "admin",
  "POST /api/auth/2fa/enable": "admin",
  "POST /api/auth/2fa/disable": "admin",
  "GET /api/auth/sessions": "admin",
  "DELETE /api/auth/sessions/:id": "admin",
  "GET /api/blog-posts": "public",
  "GET /api/blog-posts/published": "public",
  "GET /api/blog-posts/:id": "public",
  "POST /api/blog-posts": "admin",
  "POST /api/blog-posts/bulk": "admin",
  "PUT /api/blog-posts/:id": "admin",
  "DELETE /api/blog-posts/:id": "admin",
  "GET /api/blog-posts/:id/versions": "admin",
  "GET /api/blog-posts/:id/versions/:versionId": "admin",
  "POST /api/blog-posts/:id/versions/:versionId/restore": "admin",
  "POST /api/blog-posts/:id/preview": "admin",
  "GET /api/services": "public",
  "GET /api/services/active": "public",
  "GET /api/services/:id": "public",
  "POST /api/services": "admin",
  "POST /api/services/bulk": "admin",
  "PUT /api/services/:id": "admin",
  "DELETE /api/services/:id": "admin",
  "GET /api/portfolio": "public",
  "GET /api/portfolio/featured": "public",
  "GET /api/portfolio/:id": "public",
  "POST /api/portfolio": "admin",
  "PUT /api/portfolio/:id": "admin",
  "DELETE /api/portfolio/:id": "admin",
  "GET /api/gallery": "public",
  "GET /api/gallery/:id": "public",
  "POST /api/gallery": "admin",
  "PUT /api/gallery/:id": "admin",
  "DELETE /api/gallery/:id": "admin",
  "GET /api/contact-info": "public",
  "PUT /api/contact-info": "admin",
  "GET /api/social-media": "public",
  "PUT /api/social-media": "admin",
  "GET /api/site-settings": "public",
  "PUT /api/site-settings": "admin-role",
  "GET /api/about": "public",
  "GET /api/users": "admin-role",
  "POST /api/users": "admin-role",
  "PUT /api/users/:id": "admin-role",
  "GET /api/statistics": "admin",
  "GET /api/activity": "admin",
  "GET /api/activity/facets": "admin",
  "POST /api/uploads": "admin",
  "POST /api/uploads/backfill": "admin-role",
  "POST /api/contact-messages": "public",
  "GET /api/contact-messages": "admin",
  "PUT /api/contact-messages/:id": "admin",
  "DELETE /api/contact-messages/:id": "admin",
  "POST /api/qr/auth/register": "open",
  "POST /api/qr/auth/login": "open",
  "POST /api/qr/auth/logout": "owner",
  "GET /api/qr/auth/me": "owner",
  // Getting back in: a one-time link's new password, and "forgot password" (a stale token ignored).
  "POST /api/qr/auth/reset": "open",
  "POST /api/qr/auth/forgot": "open",
  // The owner's own account: no id in the path, a session acts on its own owner only.
  "POST /api/qr/auth/password": "owner",
  "PATCH /api/qr/auth/me": "owner",
  "DELETE /api/qr/auth/me": "owner",
  "POST /api/qr/admin/users/:id/reset-link": "admin",
  "POST /api/qr/businesses/upload-image": "owner-own",
  "GET /api/qr/businesses/categories": "public",
  "GET /api/qr/businesses/my-businesses": "owner",
  "GET /api/qr/businesses/edit/:id": "owner-own",
  "GET /api/qr/businesses/:id/stats": "owner-own",
  "GET /api/qr/businesses/:id": "public",
  "POST /api/qr/businesses": "owner",
  "PUT /api/qr/businesses/:id": "owner-own",
  "PUT /api/qr/businesses/:id/hours": "owner-own",
  "PUT /api/qr/businesses/:id/qr-design": "owner-own",
  "DELETE /api/qr/businesses/:id": "owner-own",
  "PUT /api/qr/businesses/:id/menu": "owner-own",
  "PATCH /api/qr/businesses/:id/menu/items/:itemId": "owner-own",
  "POST /api/qr/businesses/:id/menu/reprice": "owner-own",
  "GET /api/qr/notifications": "owner",
  "POST /api/qr/notifications/read": "owner",
  "GET /api/qr/admin/users": "admin",
  "POST /api/qr/admin/users/:id/approve": "admin",
  "POST /api/qr/admin/users/bulk": "admin",
  "POST /api/qr/admin/users/:id/reject": "admin",
  "POST /api/qr/admin/users/:id/suspend": "admin",
  "POST /api/qr/admin/users/:id/reinstate": "admin",
  "GET /api/qr/admin/revisions": "admin",
  "GET /api/qr/admin/revisions/:id": "admin",
  "POST /api/qr/admin/revisions/:id/approve": "admin",
  "POST /api/qr/admin/revisions/:id/reject": "admin",
  "GET /api/qr/admin/:id/stats": "admin",
  "GET /api/qr/admin": "admin",
  "GET /api/qr/admin/statistics/overview": "admin",
  "GET /api/qr/admin/:id": "admin",
  "PUT /api/qr/admin/:id": "admin",
  "PUT /api/qr/admin/:id/hours": "admin",
  "PUT /api/qr/admin/:id/qr-design": "admin",
  "DELETE /api/qr/admin/:id": "admin",
  "POST /api/qr/admin/:id/approve": "admin",
  "POST /api/qr/admin/bulk": "admin",
  "POST /api/qr/admin/:id/reject": "admin",
  "POST /api/qr/admin/:id/unpublish": "admin",
  "POST /api/qr/admin/:id/republish": "admin",
  // Pages and files: public by design; the admin and owner screens check the session in the
  // browser and every call they make goes through the guarded API above.
  "GET /media/:key": "open",
  "GET /qr/code/:file": "open",
  "GET /qr/:id": "open",
  "GET /admin": "open",
  "GET /admin/*": "open",
  "GET /": "open",
  "GET /blog": "open",
  "GET /blog/:key": "open",
  // A review link: the token is the key (it answers 404 to anyone without a real one).
  "GET /blog/preview/:token": "open",
  "GET /portfolio/:id": "open",
  "GET /work/:slug": "open",
  "GET /privacy": "open",
  "GET /terms": "open",
  "GET /sitemap.xml": "open",
  "GET /blog/feed.xml": "open",
  "GET /robots.txt": "open",
  // The process's liveness and readiness: answered before sessions are read (a probe with a
  // stale token still gets its answer), and never stored.
  "GET /api/health": "open",
  "GET /api/ready": "open",
  "GET /qr/login": "open",
  "GET /qr/dashboard": "open",
  "GET /qr/account": "open",
  "GET /qr/reset/:token": "open",
  "GET /qr/business/new": "open",
  "GET /qr/business/:id/edit": "open",
  "GET /qr/business/:id/menu": "open",
  "GET /qr/business/:id/design": "open",
  "GET /qr/business/:id/hours": "open",
  "GET /qr/:id/contact.vcf": "open",
  "GET /qr/:id/print": "open",
  // Forms posted without scripts (sent from this site's own pages; another site's get a 403 from
  // the cross-site check, proved in routes/contact-form.test.ts): the contact form and the theme
  // toggle do their work, the admin and owner screens answer that they need scripts.
  "POST /": "open",
  "POST /theme": "open",
  "POST /admin": "open",
  "POST /admin/*": "open",
  "POST /qr/login": "open",
  "POST /qr/dashboard": "open",
  "POST /qr/account": "open",
  "POST /qr/reset/:token": "open",
  "POST /qr/business/new": "open",
  "POST /qr/business/:id/edit": "open",
  "POST /qr/business/:id/menu": "open",
  "POST /qr/business/:id/hours": "open",
  "POST /qr/business/:id/design": "open",
};

const kit = await createQrTestApp();
// The setup goes through the typed client; the matrix below walks every route by path on purpose
// (it reads the app's own route list, so a route added without a rule fails it).
const { app, typed } = kit;
const adminToken = await kit.admin();
await typed.users.$post({ json: { username: "matrix-editor", email: "editor@example.com", password: "an-editor-password", role: "editor" } }, { headers: { authorization: `Bearer ${adminToken}` } });
const editorToken = await kit.adminToken("matrix-editor", "an-editor-password");
const ownerA = await kit.owner("matrix_a");
const ownerB = await kit.owner("matrix_b");
const listing = await kit.listing(ownerA);

const routes = [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];

/**
 * A body each owner write accepts, so what the matrix sees is the guard, not the validation (an
 * owner route reads the body before it looks the listing up, so another owner's malformed body
 * is a 400 whoever owns the listing).
 */
function bodyOf(route: string) {
  if (route.includes("/menu/items/")) return { sold_out: true };
  if (route.endsWith("/menu/reprice")) return { percent: 10, round_to: 5 };
  if (route.endsWith("/menu")) return { sections: [] };
  if (route.endsWith("/hours")) return { hours: null };
  if (route.endsWith("/qr-design")) return { color: "#000000", logo: false, frame: "none" };
  return route.startsWith("PUT /api/qr/businesses") ? listingForm() : {};
}

/** Makes a request for a route pattern, with A's listing as :id where it matters. */
function request(route: string, token?: string) {
  const [method, pattern] = route.split(" ");
  const path = pattern
    .replace(":id", pattern.startsWith("/api/qr/businesses") ? String(listing.id) : "1")
    .replace(":versionId", "1")
    .replace(":token", "A".repeat(43))
    .replace(":key", pattern.startsWith("/blog") ? "1" : "0123456789abcdef0123.png")
    .replace(":file", "missing.svg")
    .replace("*", "blog");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  // A page's form, as the browser sends it from this site.
  if (!pattern.startsWith("/api/") && method === "POST") headers["sec-fetch-site"] = "same-origin";
  if (route === "POST /api/qr/businesses/upload-image" || route === "POST /api/uploads") {
    const form = new FormData();
    form.set("image", new File([PNG_1X1], "pixel.png", { type: "image/png" }));
    const query = route.includes("upload-image") ? `?type=logo&businessId=${listing.id}` : "";
    return app.request(path + query, { method, headers, body: form });
  }
  const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify(bodyOf(route));
  return app.request(path, { method, headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) }, body });
}

const principals: Record<"anonymous" | "forged" | "ownerB" | "editor" | "admin" | "ownerA", string | undefined> = {
  anonymous: undefined,
  forged: "forged-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  ownerB: ownerB.token,
  editor: editorToken,
  admin: adminToken,
  ownerA: ownerA.token,
};
type Principal = keyof typeof principals;

/** Logging out ends the caller's session: each logout route gets fresh sessions for everyone. */
async function freshSessions() {
  principals.admin = await kit.adminToken();
  principals.editor = await kit.adminToken("matrix-editor", "an-editor-password");
  for (const [who, owner] of [["ownerA", ownerA], ["ownerB", ownerB]] as const) {
    const res = await typed.qr.auth.login.$post({ json: { username: owner.username, password: owner.password } }, { headers: { "x-test-ip": `203.0.113.${who === "ownerA" ? 7 : 8}` } });
    principals[who] = (await replyOf(res)).json.data.token;
  }
}

/** What each principal may see for each rule: a status, or "allowed" (anything but 401/403/5xx). */
const expected: Record<Rule, Record<Principal, number | "allowed">> = {
  open: { anonymous: "allowed", forged: "allowed", ownerB: "allowed", editor: "allowed", admin: "allowed", ownerA: "allowed" },
  public: { anonymous: "allowed", forged: 401, ownerB: "allowed", editor: "allowed", admin: "allowed", ownerA: "allowed" },
  admin: { anonymous: 401, forged: 401, ownerB: 403, editor: "allowed", admin: "allowed", ownerA: 403 },
  "admin-role": { anonymous: 401, forged: 401, ownerB: 403, editor: 403, admin: "allowed", ownerA: 403 },
  owner: { anonymous: 401, forged: 401, ownerB: "allowed", editor: 403, admin: 403, ownerA: "allowed" },
  "owner-own": { anonymous: 401, forged: 401, ownerB: 404, editor: 403, admin: 403, ownerA: "allowed" },
};

describe("authorization matrix", () => {
  it("has a rule for every route the app serves, and no rule for a route that is gone", () => {
    expect(routes.filter((r) => !(r in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  // Logouts and deletions go last, so they do not end the sessions or remove what others use.
  const order = (r: string) => (r.includes("logout") ? 2 : r.startsWith("DELETE") ? 1 : 0);
  const sorted = Object.keys(RULES).sort((a, b) => order(a) - order(b));
  it.each(sorted)("%s", async (route) => {
    const rule = RULES[route];
    if (route.includes("logout")) await freshSessions();
    for (const [who, token] of Object.entries(principals) as [Principal, string | undefined][]) {
      const res = await request(route, token);
      const want = expected[rule][who];
      if (want === "allowed") {
        expect([401, 403], `${who}: ${route} answered ${res.status}`).not.toContain(res.status);
        expect(res.status, `${who}: ${route}`).toBeLessThan(500);
      } else {
        expect(res.status, `${who}: ${route}`).toBe(want);
      }
    }
  });
});
