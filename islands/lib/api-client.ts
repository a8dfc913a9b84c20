import { hc } from "hono/client";
import type { Lang } from "../../locales/i18n";
import type { Api } from "../../worker/routes/api";

/**
 * The browser's one client of `/api`, typed by the server's own routes (`Api`): every call's
 * path, query, body and answer come from the route, so a renamed field or route fails the
 * typecheck in the island that uses it instead of failing a visitor. This is the only browser
 * module that names a type of the server; the shapes themselves live in shared/contract/.
 *
 * `send` is how a call goes out: the admin's adds its session and reads a 401 as a logout, the
 * QR area's adds the owner's token and the page's language.
 */
export const apiClient = (send: typeof fetch = (input, init) => fetch(input, init), base = "/api") => hc<Api>(base, { fetch: send });

/** Sends each call with `?lang=` (the answer's messages in the page's language) and these headers. */
export const sendWithLang =
  (lang: Lang, headers: Record<string, string> = {}): typeof fetch =>
  (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    url.searchParams.set("lang", lang);
    const sent = new Headers(init.headers);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    return fetch(url, { ...init, headers: sent });
  };
