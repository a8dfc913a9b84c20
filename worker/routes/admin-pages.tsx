import { Hono, type Context } from "hono";
import { AdminPage } from "../../pages/admin";
import { adminScreenModule, adminSubPath, isKnownAdminPath } from "../../shared/admin-paths";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { sameOriginForms } from "../middleware/same-origin";
import { renderPage } from "../render/render-page";
import { readSettings } from "../services/site-settings";

/**
 * `/admin` and `/admin/*`: one island that owns the admin's routes. The session lives in the
 * browser (localStorage), so the server renders the login screen in full and every other screen
 * as a loading shell that the browser fills in after checking the token. Never indexed.
 */
async function adminPage(c: Context<AppEnv>, scriptless = false) {
  const path = c.req.path;
  // An unknown sub-route goes to the admin root, before any script runs.
  if (!isKnownAdminPath(path)) return c.redirect("/admin", 302);
  const { lang, t, theme } = c.var;
  const settings = await readSettings(c.var.deps.db, lang);
  const sub = adminSubPath(path) ?? "/";
  c.header("X-Robots-Tag", "noindex, nofollow");
  const page = <AdminPage t={t} lang={lang} theme={theme} table={tables[lang]} tables={tables} path={path} scriptless={scriptless} />;
  return renderPage(c, page, {
    settings,
    status: scriptless ? 400 : 200,
    personal: scriptless,
    // The opened screen's chunk downloads with the admin's own scripts (a signed-in admin's browser
    // goes straight to it); the login screen has none.
    preloadModules: [adminScreenModule(sub)].filter((m): m is string => !!m),
    // The panel's scripts come first on a slow line: the fonts are fetched once it has loaded.
    preloadFonts: false,
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
