import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Refuses a form posted from another site (cross-site request forgery). Browsers say where a
 * request comes from: `Sec-Fetch-Site` (every current browser) must be `same-origin`; an older
 * browser without it must send an `Origin` naming this site (its host, or PUBLIC_ORIGIN). A
 * request with neither is refused too. The answer is a short 403 in the page's language.
 */
export function sameOriginForms(): MiddlewareHandler<AppEnv> {
  return async function sameOriginForms(c, next) {
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const allowed = site ? site === "same-origin" : !!origin && isThisSite(origin, c.req.url, c.var.deps.config?.publicOrigin);
    if (!allowed) return c.text(c.var.t("forms.crossSite"), 403);
    await next();
  };
}

function isThisSite(origin: string, requestUrl: string, publicOrigin?: string) {
  try {
    // The host the browser addressed; the scheme may differ behind a TLS-terminating proxy.
    return new URL(origin).host === new URL(requestUrl).host || origin === publicOrigin;
  } catch {
    return false; // "null" and other opaque origins
  }
}
