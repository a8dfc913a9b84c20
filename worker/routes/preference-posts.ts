import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { setCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../env";
import { sameOriginForms } from "../middleware/same-origin";
import { THEME_COOKIE } from "../middleware/preferences";

/** A path on this site to come back to: `/…`, never `//host` or anything with a scheme. */
const localPath = z.string().max(512).regex(/^\/(?![/\\])[^\s\\]*$/);
// A `back` that is not a local path is ignored (the visitor goes to the referring page or home).
const themeBody = z.object({ theme: z.enum(["dark", "light"]), back: localPath.optional().catch(undefined) });

/** The page the form was on, from the Referer header when it names this site. */
function refererPath(c: Context<AppEnv>) {
  try {
    const referer = new URL(c.req.header("referer") ?? "");
    return referer.host === new URL(c.req.url).host ? localPath.safeParse(referer.pathname + referer.search).data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /theme`: the theme toggle without scripts. Sets the `theme` cookie the server renders
 * from and sends the visitor back (303) to the page the toggle was on. With scripts the toggle
 * never posts: it flips the theme in place (islands/lib/prefs-switch.ts).
 */
export const preferencePosts = new Hono<AppEnv>().post(
  "/theme",
  sameOriginForms(),
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text(c.var.t("api.payloadTooLarge"), 413) }),
  async (c) => {
    const parsed = themeBody.safeParse(await c.req.parseBody());
    if (!parsed.success) return c.text(c.var.t("forms.badTheme"), 400);
    setCookie(c, THEME_COOKIE, parsed.data.theme, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "Lax" });
    return c.redirect(parsed.data.back ?? refererPath(c) ?? "/", 303);
  },
);
