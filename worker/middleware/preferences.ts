import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { createT, isLang, type Lang } from "../../locales/i18n";
import type { AppEnv, Theme } from "../env";
import { tables } from "../i18n";

export const LANGUAGE_COOKIE = "language";
export const THEME_COOKIE = "theme";
const YEAR = 60 * 60 * 24 * 365;

/** The first language listed in Accept-Language that we speak, if any. */
function fromAcceptLanguage(header: string | undefined): Lang | undefined {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return undefined;
}

/**
 * Picks the request's language and theme and binds a translator. Pages: `?lang` > `language`
 * cookie > ar. The API also honours Accept-Language before falling back to ar.
 * A valid `?lang` on a page is remembered in the cookie, so later pages keep it.
 */
export function preferences(options: { acceptLanguage?: boolean; rememberQuery?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function preferences(c, next) {
    const query = c.req.query("lang");
    const cookie = getCookie(c, LANGUAGE_COOKIE);
    const lang: Lang = isLang(query)
      ? query
      : isLang(cookie)
        ? cookie
        : ((options.acceptLanguage && fromAcceptLanguage(c.req.header("accept-language"))) || "ar");
    c.set("lang", lang);
    c.set("t", createT(tables[lang], lang));
    c.set("theme", getCookie(c, THEME_COOKIE) === "light" ? "light" : ("dark" satisfies Theme));
    await next();
    if (options.rememberQuery && isLang(query) && query !== cookie) {
      // On the finished response itself: c.header() here would copy the whole response.
      c.res.headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${query}; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
    }
  };
}
