import { Hono } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../env";
import { ok } from "../lib/respond";
import { authenticate } from "../middleware/auth";
import { readAbout } from "../services/about";
import { changesContent, contentVersionOf } from "../services/content-version";
import { cachePublicReads } from "../render/page-cache";
import { checkReadiness } from "../services/readiness";
import { serviceRoutes } from "./api/agency-services";
import { authRoutes } from "./api/auth";
import { authSecurityRoutes } from "./api/auth-security";
import { blogRoutes } from "./api/blog-posts";
import { contactInfoRoutes } from "./api/contact-info";
import { contactMessageRoutes } from "./api/contact-messages";
import { galleryRoutes } from "./api/gallery";
import { portfolioRoutes } from "./api/portfolio";
import { qrRoutes } from "./api/qr/index";
import { itemNotFound } from "./api/replies";
import { settingsRoutes } from "./api/site-settings";
import { socialRoutes } from "./api/social-media";
import { activityRoutes } from "./api/activity";
import { statisticsRoutes } from "./api/statistics";
import { uploadRoutes } from "./api/uploads";
import { userRoutes } from "./api/users";

/**
 * `/api`: every JSON endpoint, one sub-app per resource. GET answers carry an ETag and are
 * revalidated on every use (no-cache), so a write is visible on the next read, never stale.
 */
export function createApi() {
  // First, before the caches and the session check: an answer about this instance now, never a
  // stored one (a cached "ok" during an outage told the operator all was well).
  const api = new Hono<AppEnv>()
    // Liveness: the process answers. Cheap, touches nothing, for a process supervisor.
    .get("/health", (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, { status: "ok", time: new Date().toISOString() });
    })
    // Readiness: the database reads and writes, the image store answers; 503 naming what fails.
    .get("/ready", async (c) => {
      c.header("Cache-Control", "no-store");
      const { ready, checks } = await checkReadiness(c.var.deps.db, c.var.deps.blobs);
      if (ready) return ok(c, { status: "ready", checks });
      c.header("Retry-After", "30");
      return c.json({ success: false as const, message: c.var.t("api.notReady"), data: { status: "not-ready", checks }, requestId: c.var.requestId }, 503);
    });
  // A stale token is ignored where one signs in or gets back in (a password link, "forgot password").
  api.use(authenticate({ open: ["/api/auth/login", "/api/qr/auth/login", "/api/qr/auth/register", "/api/qr/auth/reset", "/api/qr/auth/forgot"] }));
  api.use(async function revalidate(c, next) {
    await next();
    // Set on the finished response: c.header() after next() would copy the whole response. Vary
    // names Accept-Encoding too, so compression downstream has nothing to add (and copy) either.
    if (c.req.method === "GET" && !c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", "no-cache");
      c.res.headers.set("Vary", "Authorization, Cookie, Accept-Language, Accept-Encoding");
    }
  });
  api.use(etag());
  api.use(cachePublicReads());
  // A successful content write changes what public pages show: cached pages become stale.
  api.use(async function invalidatePages(c, next) {
    await next();
    if (c.res.status < 400 && changesContent(c.req.method, c.req.path)) {
      await contentVersionOf(c.var.deps).bump();
    }
  });

  // Chained, so the type of the result (Api below) carries every route, its input and its answer:
  // the islands' typed client (hono/client) is built from it.
  return api
    .route("/auth", authRoutes)
    .route("/auth", authSecurityRoutes)
    .route("/blog-posts", blogRoutes)
    .route("/services", serviceRoutes)
    .route("/portfolio", portfolioRoutes)
    .route("/gallery", galleryRoutes)
    .route("/contact-info", contactInfoRoutes)
    .route("/social-media", socialRoutes)
    .route("/site-settings", settingsRoutes)
    .get("/about", async (c) => {
      const about = await readAbout(c.var.deps.db, c.var.lang);
      return about ? ok(c, about) : itemNotFound(c);
    })
    .route("/users", userRoutes)
    .route("/statistics", statisticsRoutes)
    .route("/activity", activityRoutes)
    .route("/uploads", uploadRoutes)
    .route("/contact-messages", contactMessageRoutes)
    .route("/qr", qrRoutes);
}

/** Every `/api` route with its input and answer types, for `hc<Api>` in the islands and tests. */
export type Api = ReturnType<typeof createApi>;

