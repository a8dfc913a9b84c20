import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { sessionPolicy } from "../services/sessions";
import { originOf } from "./origin";

/**
 * The owner's session as a cookie, beside the bearer token the browser keeps for the API.
 *
 * The owner's screens (`/qr/dashboard`, the listing form, the menu...) are pages: for the server to
 * render them with the owner's listings already in the HTML, it has to know who asks, and a page
 * request carries no Authorization header. So sign-in also sets this cookie, and sign-out clears it.
 *
 * - `HttpOnly`: no script reads it (the token scripts use is the one in storage);
 * - `SameSite=Lax` and `Path=/qr`: sent with the owner's own page loads and links from elsewhere,
 *   never with another site's subrequests or forms, and never to the rest of the site;
 * - `Secure` where the site is served over HTTPS (PUBLIC_ORIGIN, or the request's own scheme).
 *
 * Only page renders read it, and only to show: the API answers bearer tokens alone, so no write is
 * ever authenticated by the cookie (every form the pages post keeps its same-origin check).
 */
export const OWNER_COOKIE = "qr_session";
const PATH = "/qr";

export function setOwnerCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, OWNER_COOKIE, token, {
    path: PATH,
    httpOnly: true,
    sameSite: "Lax",
    secure: originOf(c).startsWith("https:"),
    maxAge: Math.floor(sessionPolicy.owner.absoluteMs / 1000),
  });
}

export function clearOwnerCookie(c: Context<AppEnv>) {
  deleteCookie(c, OWNER_COOKIE, { path: PATH, httpOnly: true, sameSite: "Lax", secure: originOf(c).startsWith("https:") });
}

/** The token the cookie carries, when it looks like one of ours (anything else is ignored). */
export function ownerCookieOf(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, OWNER_COOKIE);
  return token && /^[\w-]{20,100}$/.test(token) ? token : undefined;
}
