import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { createT, dirOf, toLang, type Lang } from "../../locales/i18n";
import { tables } from "../i18n";

/** The page's language and words; an error before the language was read still gets Arabic. */
function wordsOf(c: Context<AppEnv>) {
  const lang = toLang(c.var.lang);
  return { lang, t: c.var.t ?? createT(tables[lang], lang) };
}

/** A whole page with nothing from the database: its language, title, inline style and body. */
const standalone = (lang: Lang, title: string, style: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) => html`<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(style)}</style>
</head>
<body>
${body}
</body>
</html>`;

/**
 * The page a visitor gets when a page could not be made: what happened in their language, a
 * "try again" link back to the same address, the home page, and the request's reference (the id
 * in the server's log line). It reads nothing from the database, so it shows even when the
 * database is what failed; it is small (under 2 KB) and styled inline, light and dark.
 * Everything in it is escaped by `html`.
 */
export function errorPage(c: Context<AppEnv>, status: ContentfulStatusCode, kind: "unavailable" | "serverError") {
  const { lang, t } = wordsOf(c);
  const id = c.var.requestId ?? "";
  // The same address again (never "//host", which a browser reads as another site).
  const again = c.req.method === "GET" && !c.req.path.startsWith("//") ? c.req.path : "/";
  const style = `:root{color-scheme:light dark;font-family:system-ui,"Segoe UI",Tahoma,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
main{max-inline-size:28rem;padding:1.5rem;line-height:1.7}
h1{font-size:1.4rem;margin:0 0 .5rem}
a{display:inline-block;margin-block-start:1rem;margin-inline-end:1rem;padding:.6rem 1.1rem;border-radius:.6rem;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600}
a+a{background:transparent;color:inherit;border:1px solid currentColor}
small{display:block;margin-block-start:1.25rem;opacity:.75}`;
  const body = html`<main data-testid="error-page" data-kind="${kind}">
<h1>${t("errorPage.title")}</h1>
<p>${t(kind === "unavailable" ? "errorPage.unavailable" : "errorPage.serverError")}</p>
<a href="${again}">${t("errorPage.retry")}</a><a href="/?lang=${lang}">${t("errorPage.home")}</a>
${id ? html`<small data-testid="error-reference">${t("errorPage.reference", { id })}</small>` : ""}
</main>`;
  return c.html(standalone(lang, t("errorPage.title"), style, body), status, { "Cache-Control": "no-store" });
}

/**
 * The contact form alone, filled in with what the visitor sent, and `notice` above it: the answer
 * to a scriptless send while the database is down and even the landing page cannot be read. It
 * posts to the same place, so "send" tries again with nothing retyped. No database, no scripts.
 */
export function contactRetryPage(c: Context<AppEnv>, values: Record<string, string>, notice: string) {
  const { lang, t } = wordsOf(c);
  const input = (name: "name" | "email" | "phone", type: string, ltr: boolean) =>
    html`<label>${t(`contactForm.${name}`)}<input name="${name}" type="${type}" value="${values[name] ?? ""}"${ltr ? html` dir="ltr"` : ""}></label>`;
  const style = `:root{color-scheme:light dark;font-family:system-ui,"Segoe UI",Tahoma,sans-serif}
body{margin:0;background:Canvas;color:CanvasText}
main{max-inline-size:32rem;margin-inline:auto;padding:1.25rem;line-height:1.6}
form{display:grid;gap:.9rem}
label{display:grid;gap:.3rem;font-weight:600}
input,textarea,select{font:inherit;font-weight:400;padding:.6rem .7rem;border-radius:.5rem;border:1px solid #8884;background:Field;color:FieldText}
textarea{min-block-size:8rem}
button{font:inherit;font-weight:700;padding:.75rem;border-radius:.6rem;border:0;background:#4f46e5;color:#fff}
[role=alert]{padding:.75rem 1rem;border-radius:.6rem;background:#b91c1c;color:#fff;font-weight:600}`;
  const body = html`<main>
<form method="post" action="/?lang=${lang}" data-testid="contact-retry">
<p role="alert" data-testid="form-notice" data-type="error">${notice}</p>
${input("name", "text", false)}
${input("email", "email", true)}
${input("phone", "tel", true)}
<input type="hidden" name="subject" value="${values.subject ?? ""}">
<label>${t("contactForm.message")}<textarea name="message">${values.message ?? ""}</textarea></label>
<button type="submit">${t("contactForm.submit")}</button>
</form>
</main>`;
  return c.html(standalone(lang, t("contactForm.submit"), style, body), 503, { "Cache-Control": "no-store" });
}
