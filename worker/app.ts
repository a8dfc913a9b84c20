import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./env";
import { allowedMethods } from "./lib/allowed-methods";
import { outageOf, retryAfterSeconds } from "./lib/failures";
import { fail } from "./lib/respond";
import { hostGuard } from "./middleware/host-guard";
import { requestLog } from "./middleware/request-log";
import { errorPage } from "./render/error-page";
import { preferences } from "./middleware/preferences";
import { limitBodies } from "./middleware/body-limits";
import { security } from "./middleware/security";
import { createApi } from "./routes/api";
import { homePage } from "./routes/home-page";
import { media } from "./routes/media";
import { seoRoutes } from "./routes/seo";
import { countArticleViews, sitePages } from "./routes/site-pages";
import { cachePages } from "./render/page-cache";
import { countScans, ownerScreens, qrPages } from "./routes/qr-pages";
import { adminPages } from "./routes/admin-pages";
import { contactConfirmation, contactFormPost } from "./routes/contact-form";
import { preferencePosts } from "./routes/preference-posts";
import { tableNumberOf } from "../shared/table-number";
import { ownerCookieOf } from "./lib/owner-cookie";
import { notFoundPage } from "./routes/not-found";

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * The whole product as one Hono app: pages, `/api` and stored images. Runtime entries
 * (worker/node.ts, worker/worker.ts, tests) build the dependencies and pass them in; this module
 * imports nothing specific to Node or Workers.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(async function inject(c, next) {
    c.set("deps", deps);
    // Same origin as the request (it passed the host guard), same bindings and, on Workers, the
    // same execution context (Node's server has none: Hono throws when it is read).
    c.set("inProcess", (path, init) => {
      let ctx: Context["executionCtx"] | undefined;
      try {
        ctx = c.executionCtx;
      } catch {
        ctx = undefined;
      }
      return Promise.resolve(app.request(new URL(path, c.req.url), init, c.env, ctx));
    });
    await next();
  });
  app.use(requestLog());
  app.use(hostGuard());
  app.use(security({ dev: deps.config?.dev }));

  app.use("/api/*", preferences({ acceptLanguage: true }));
  // Every body has a limit, answered 413 before it is read (the API's in its language).
  app.use(limitBodies());
  app.route("/api", createApi());

  app.route("/media", media);

  app.use("*", preferences({ rememberQuery: true }));
  app.use("/blog/:key", countArticleViews());
  app.use("/qr/:id", countScans());
  // A one-time confirmation page is this visitor's own: it is answered before the page cache.
  app.use("/", contactConfirmation());
  for (const path of ["/", "/blog", "/blog/:key", "/portfolio/:id", "/work/:slug", "/privacy", "/terms"]) app.use(path, cachePages());
  // A listing reached by a table's code shows the table's number: one copy per real table.
  // `/qr/dashboard`, `/qr/account` and `/qr/login` share that address shape: with the owner's
  // session cookie they are rendered for that owner, never from the cache.
  app.use("/qr/:id", cachePages({ variant: (c) => tableNumberOf(c.req.query("t"))?.toString() ?? null, bypass: (c) => ownerScreens.has(c.req.param("id") ?? "") && !!ownerCookieOf(c) }));
  // Before the site's pages: `/blog/feed.xml` is the feed, not an article.
  app.route("/", seoRoutes);
  app.route("/qr", qrPages);
  app.route("/admin", adminPages);
  app.route("/", homePage);
  app.route("/", contactFormPost);
  app.route("/", preferencePosts);
  app.route("/", sitePages);

  // Built on first use, once every route is registered.
  let allowed: ((path: string) => string[]) | undefined;
  app.notFound((c) => {
    if (isApi(c.req.path)) {
      // A known API path asked with a method it does not answer: 405, saying which it does.
      const methods = (allowed ??= allowedMethods(app.routes.filter((r) => isApi(r.path))))(c.req.path);
      if (methods.length) {
        const allow = methods.join(", ");
        c.header("Allow", allow);
        return fail(c, 405, c.var.t?.("api.methodNotAllowed", { allow }) ?? "Method not allowed");
      }
      return fail(c, 404, c.var.t?.("api.notFound") ?? "Not found");
    }
    if (c.req.path.startsWith("/media/")) return c.text("Not found", 404);
    // Any other address is one the site does not have: a real 404 page with the ways on, never a
    // redirect home, which would tell search engines the address lives. (Inside the admin panel an
    // unknown screen still opens the dashboard: worker/routes/admin-pages.tsx.)
    return notFoundPage(c);
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (!isApi(c.req.path)) return error.getResponse();
      // Hono raises these for bodies it cannot read; say so in the caller's language.
      const key = error.status === 400 ? "api.malformedJson" : error.status === 413 ? "api.payloadTooLarge" : undefined;
      return fail(c, error.status, key ? c.var.t(key) : error.message);
    }
    // The request's log line (worker/middleware/request-log.ts) carries the error and its stack.
    const requestId = c.var.requestId;
    const outage = outageOf(error);
    if (outage) {
      // The database is down or refuses writes: nothing was changed, and it passes. 503 says
      // "come back", Retry-After says when; the message says it in the caller's language.
      c.header("Retry-After", String(retryAfterSeconds(outage)));
      c.header("Cache-Control", "no-store");
      const key = outage === "read-only" ? "api.databaseReadOnly" : "api.databaseUnavailable";
      if (isApi(c.req.path)) return c.json({ success: false as const, message: c.var.t?.(key) ?? "Service unavailable", requestId }, 503);
      return errorPage(c, 503, "unavailable");
    }
    if (isApi(c.req.path)) return c.json({ success: false as const, message: c.var.t?.("api.serverError") ?? "Server error", requestId }, 500);
    return errorPage(c, 500, "serverError");
  });
  return app;
}
export type App = ReturnType<typeof createApp>;
