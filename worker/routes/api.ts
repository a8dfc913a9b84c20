import { Hono } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../env";
import { ok } from "../lib/respond";
import { authenticate } from "../middleware/auth";
import { authRoutes } from "./api/auth";
import { blogRoutes } from "./api/blog-posts";
import { qrRoutes } from "./api/qr/index";

/**
 * `/api`: every JSON endpoint, one sub-app per resource. GET answers carry an ETag and are
 * revalidated on every use (no-cache), so a write is visible on the next read, never stale.
 */
export function createApi() {
  const api = new Hono<AppEnv>();
  api.use(authenticate());
  api.use(async function revalidate(c, next) {
    await next();
    if (c.req.method === "GET") {
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Authorization, Cookie, Accept-Language");
    }
  });
  api.use(etag());

  api.get("/health", (c) => ok(c, { status: "ok", time: new Date().toISOString() }));
  api.route("/auth", authRoutes);
  api.route("/blog-posts", blogRoutes);
  api.route("/qr", qrRoutes);
  return api;
}
