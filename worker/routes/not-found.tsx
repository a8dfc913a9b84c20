import type { Context } from "hono";
import { NotFoundPage } from "../../pages/not-found-page";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { noteProblem } from "../lib/problems";
import { renderPage } from "../render/render-page";
import { loadSiteChrome, pagePictures } from "../services/landing";

/**
 * The answer at a public address the site does not have: a real 404 page (410 with `gone`, for
 * what was deleted), in the site's frame, with the ways on (home, the blog, contact). Never
 * indexed; never a redirect, which would tell readers and search engines that the address lives.
 * A HEAD gets the same status with no body.
 */
export async function notFoundPage(c: Context<AppEnv>, { gone = false }: { gone?: boolean } = {}) {
  const { db } = c.var.deps;
  const { t, lang, theme } = c.var;
  const chrome = await loadSiteChrome(db, lang, noteProblem(c, "site chrome"));
  const title = t(gone ? "notFound.goneTitle" : "notFound.missingTitle");
  const page = (
    <NotFoundPage
      t={t}
      lang={lang}
      theme={theme}
      table={tables[lang]}
      otherTable={tables[lang === "ar" ? "en" : "ar"]}
      chrome={chrome}
      path={c.req.path}
      gone={gone}
    />
  );
  return renderPage(c, page, {
    settings: chrome.settings,
    status: gone ? 410 : 404,
    pictures: await pagePictures(db, [chrome.settings.logo_url], noteProblem(c, "photo sizes")),
    meta: { path: c.req.path, title: `${title} | ${chrome.settings.site_name}`, description: t(gone ? "notFound.goneText" : "notFound.missingText"), noindex: true },
  });
}
