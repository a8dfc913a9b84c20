import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { clientIpOf } from "../lib/client-ip";
import { fieldErrors } from "../lib/validation";
import { sameOriginForms } from "../middleware/same-origin";
import { receiveMessage } from "../services/contact-messages";
import { contactMessageBody } from "../../shared/contract/messages";
import { retryLater } from "./api/replies";
import { renderHome } from "./home-page";
import { nowOf } from "../lib/clock";
import { outageOf, retryAfterSeconds } from "../lib/failures";
import { contactRetryPage } from "../render/error-page";

/** Names the one-time "your message was sent" confirmation between the post and the next page. */
export const SENT_COOKIE = "contact_sent";
// Every field of the API's message body, the honeypot included.
const FIELDS = Object.keys(contactMessageBody.shape);

/**
 * `POST /`: the contact form sent without scripts (or before its island woke up and could not).
 * Same validation, honeypot, rate limit and storage as `POST /api/contact-messages`. Success
 * answers 303 to the landing page's `#contact`, where a short-lived cookie shows the
 * confirmation once; a failure answers with the page itself, the values kept and each field's
 * message shown. Nothing the visitor typed ever goes into an address.
 */
export const contactFormPost = new Hono<AppEnv>().post(
  "/",
  sameOriginForms(),
  bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text(c.var.t("api.payloadTooLarge"), 413) }),
  async (c) => {
    const { t, lang } = c.var;
    const body = await c.req.parseBody();
    const values = Object.fromEntries(FIELDS.map((name) => [name, typeof body[name] === "string" ? (body[name] as string) : ""]));
    const parsed = contactMessageBody.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, t);
      return renderHome(c, { values, errors, notice: { type: "error", text: t("contactForm.fixErrors") } }, 400);
    }
    let received: Awaited<ReturnType<typeof receiveMessage>>;
    try {
      received = await receiveMessage(c.var.deps.db, parsed.data, { ip: clientIpOf(c), language: lang, now: nowOf(c) });
    } catch (error) {
      const outage = outageOf(error);
      if (!outage) throw error;
      // The database is down or refuses writes: the visitor's message is not lost. The page
      // comes back with everything they typed and "send it again in a moment"; if even the page
      // cannot be read from the database, a page holding only the form, filled in, does.
      c.error = error as Error;
      c.header("Retry-After", String(retryAfterSeconds(outage)));
      const notice = { type: "error" as const, text: t("contactForm.retryLater") };
      return renderHome(c, { values, notice }, 503).catch(() => contactRetryPage(c, values, notice.text));
    }
    if (received.outcome === "throttled") {
      const text = retryLater(c, received.retryAfterSeconds);
      return renderHome(c, { values, notice: { type: "error", text } }, 429);
    }
    setCookie(c, SENT_COOKIE, "1", { path: "/", maxAge: 120, httpOnly: true, sameSite: "Lax" });
    return c.redirect(`/?lang=${lang}#contact`, 303);
  },
);

/**
 * `GET /` right after a scriptless send: the page with the confirmation at the form, shown once
 * (the cookie is cleared as it is read). It runs before the page cache, which never sees this
 * visitor's page.
 */
export function contactConfirmation(): MiddlewareHandler<AppEnv> {
  return async function contactConfirmation(c, next) {
    if (c.req.method !== "GET" || !getCookie(c, SENT_COOKIE)) return next();
    deleteCookie(c, SENT_COOKIE, { path: "/" });
    return renderHome(c, { notice: { type: "success", text: c.var.t("contactForm.success") } });
  };
}
