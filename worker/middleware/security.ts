import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";

/**
 * Security headers for every response: a CSP with a per-request nonce for inline scripts (no
 * 'unsafe-inline' scripts), no framing, nosniff, a strict referrer policy and a closed
 * Permissions-Policy. Handlers that need a stricter policy (stored images) set their own; it is
 * kept because `overwrite` is off. In development Vite's client needs its websocket and inline
 * styles, so the CSP is relaxed there only.
 */
/** The Permissions-Policy every response gets, as hono writes it from `permissionsPolicy` below. */
const CLOSED_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
/** The owner's listing form, new or an edit: `/qr/business/new`, `/qr/business/{id}/edit`. */
const LISTING_FORM = /^\/qr\/business\/(?:new|\d+\/edit)\/?$/;

export function security(options: { dev?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Content may point at images hosted elsewhere (the API accepts any https image URL).
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: options.dev ? ["'self'", "ws:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", "blob:"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    // HSTS only means something over https; set below when the request came that way.
    strictTransportSecurity: false,
    xFrameOptions: "DENY",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
    overwrite: false,
  });
  return async function security(c, next) {
    await headers(c, next);
    // A 304 brings no page, so no policy either: the browser keeps the one stored with the page
    // (whose inline scripts carry that policy's nonce). See worker/render/page-cache.ts.
    if (c.res.status === 304) c.res.headers.delete("Content-Security-Policy");
    // The owner's listing form has "I am at the shop now": the page itself (no frame, no other
    // site) may ask the browser for the phone's position. Every other page keeps it closed.
    if (LISTING_FORM.test(c.req.path) && c.res.headers.get("Permissions-Policy") === CLOSED_POLICY) {
      c.res.headers.set("Permissions-Policy", CLOSED_POLICY.replace("geolocation=()", "geolocation=(self)"));
    }
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
