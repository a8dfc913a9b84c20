import { nowOf } from "../lib/clock";
import type { Context } from "hono";
import { Hono } from "hono";
import { HomePage, type ContactFormState } from "../../pages/home";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { renderPage } from "../render/render-page";
import { loadLanding } from "../services/landing";
import { originOf } from "../lib/origin";
import { noteProblem } from "../lib/problems";

/**
 * The landing page. `form` carries the contact form's state after a scriptless post (the values
 * and messages, or the confirmation): such a page is one visitor's own and is never cached.
 */
export async function renderHome(c: Context<AppEnv>, form?: ContactFormState, status: 200 | 400 | 403 | 429 | 503 = 200) {
  const { lang, t, theme } = c.var;
  const data = await loadLanding(c.var.deps.db, lang, noteProblem(c, "landing page section"), nowOf(c));
  const { settings } = data;
  return renderPage(c, <HomePage t={t} lang={lang} theme={theme} table={tables[lang]} data={data} contactForm={form} />, {
    settings,
    status,
    personal: !!form,
    pictures: data.pictures,
    meta: {
      path: "/",
      title: settings.meta_title || t("meta.homeTitle"),
      description: settings.meta_description || t("meta.homeDescription"),
      keywords: settings.meta_keywords || t("meta.homeKeywords"),
      image: "/images/og-cover.png",
      feedTitle: `${t("blog.title")} | ${settings.site_name}`,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: settings.site_name,
        description: settings.site_description,
        url: new URL("/", originOf(c)).toString(),
        logo: new URL(settings.logo_url || "/images/logo.svg", originOf(c)).toString(),
        foundingDate: data.about.ok && data.about.data ? String(data.about.data.founded_year) : undefined,
        address: { "@type": "PostalAddress", addressLocality: "Damascus", addressCountry: "SY" },
        email: settings.contact_email || undefined,
        telephone: settings.contact_phone || undefined,
        sameAs: data.socials.ok ? data.socials.data.map((s) => s.url) : undefined,
      },
    },
  });
}

/** `/`: the marketing landing page. */
export const homePage = new Hono<AppEnv>().get("/", (c) => renderHome(c));
