import { Hono, type Context } from "hono";
import AdminApp, { adminAppKeys } from "../../islands/admin-app";
import { NoScriptNotice } from "../../pages/components/noscript-notice";
import { adminSubPath, isKnownAdminPath } from "../../islands/admin/paths";
import { pickMessages } from "../../locales/i18n";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { sameOriginForms } from "../middleware/same-origin";
import { renderPage } from "../render/render-page";
import { Island } from "../render/island";
import { readSettings } from "../services/site-settings";

/**
 * `/admin` and `/admin/*`: one island that owns the admin's routes. The session lives in the
 * browser (localStorage), so the server renders the login screen in full and every other screen
 * as a loading shell that the browser fills in after checking the token. Never indexed.
 */
async function adminPage(c: Context<AppEnv>, scriptless = false) {
  const path = c.req.path;
  // Spec section 2: an unknown sub-route goes to the admin root (before any JavaScript runs).
  if (!isKnownAdminPath(path)) return c.redirect("/admin", 302);
  const { lang, t, theme } = c.var;
  const settings = await readSettings(c.var.deps.db, lang);
  const sub = adminSubPath(path) ?? "/";
  const props = { lang, theme, path, messages: pickMessages(tables[lang], adminAppKeys), ...(scriptless ? { scriptless } : {}) };
  c.header("X-Robots-Tag", "noindex, nofollow");
  const page = (
    <>
      <NoScriptNotice>{t("admin.noscript")}</NoScriptNotice>
      <Island name="admin-app" component={AdminApp} props={props} hydrate="load" />
    </>
  );
  return renderPage(c, page, {
    settings,
    status: scriptless ? 400 : 200,
    personal: scriptless,
    meta: {
      path: sub === "/" ? "/admin" : `/admin${sub}`,
      title: `${t(sub === "/login" ? "admin.login.title" : "admin.title")} | ${settings.site_name}`,
      noindex: true,
    },
  });
}

/**
 * A form of the admin posted without scripts (the login, before or without the app): nothing is
 * done with it; the same screen comes back saying the admin needs scripts.
 */
const scriptlessPost = (c: Context<AppEnv>) => adminPage(c, true);

export const adminPages = new Hono<AppEnv>()
  .get("/", (c) => adminPage(c))
  .get("/*", (c) => adminPage(c))
  .post("/", sameOriginForms(), scriptlessPost)
  .post("/*", sameOriginForms(), scriptlessPost);
