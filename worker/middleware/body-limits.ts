import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { fail } from "../lib/respond";

const KiB = 1024;

/** JSON bodies of every route, unless a route below needs less. */
export const JSON_BODY_LIMIT = 1024 * KiB;
/** Logins, sign-up, password and two-step changes: a few short fields. */
export const AUTH_BODY_LIMIT = 16 * KiB;

/** Image uploads keep their own limit (10 MB, checked while reading, in their route). */
const uploadPaths = new Set(["/api/uploads", "/api/qr/businesses/upload-image"]);
const authPath = /^\/api\/(qr\/)?auth\//;

export const bodyLimitFor = (path: string) => (uploadPaths.has(path) ? undefined : authPath.test(path) ? AUTH_BODY_LIMIT : JSON_BODY_LIMIT);

/**
 * A size limit on every request body, so no route reads (or buffers) more than it could use: a
 * declared Content-Length over the limit is answered 413 before a byte is read, and a body sent
 * without one (chunked) is read only up to the limit. API answers are the JSON envelope in the
 * caller's language (the API's preferences run first); other paths get a plain 413.
 */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const limits = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiter = (maxSize: number) => {
    let mw = limits.get(maxSize);
    if (!mw) {
      mw = bodyLimit({
        maxSize,
        onError: (c) => (c.var.t ? fail(c, 413, c.var.t("api.payloadTooLarge")) : c.text("Payload Too Large", 413)),
      });
      limits.set(maxSize, mw);
    }
    return mw;
  };
  return async function limitBodies(c, next) {
    const max = bodyLimitFor(c.req.path);
    if (max === undefined || !c.req.raw.body) return next();
    return limiter(max)(c, next);
  };
}
