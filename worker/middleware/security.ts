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
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
