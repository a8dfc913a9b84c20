import { Hono, type Context, type MiddlewareHandler } from "hono";
import { attachmentHeader, buildVCard, safeFileName } from "../../shared/vcard";
import { QrBusinessPage } from "../../pages/qr-business";
import { coverOf } from "../../pages/qr-listing-head";
import { QrScreenPage, type QrScreen, type QrScreenPageProps } from "../../pages/qr-screens";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { isBot } from "../lib/bots";
import { clientIpOf } from "../lib/client-ip";
import { parseId } from "../lib/validation";
import { linkCacheControl, originOf } from "../lib/origin";
import { sameOriginForms } from "../middleware/same-origin";
import { renderPage } from "../render/render-page";
import { notPublicText, qrPrintPage } from "./qr-print";
import { getPublicBusiness } from "../services/qr/business-queries";
import { serializePublicBusiness } from "../services/qr/business-view";
import type { PublicBusiness } from "../../shared/contract/qr-listing";
import { publicPageUrl } from "../services/qr/qr-code";
import { listingQrSvg } from "../services/qr/qr-design";
import { recordVisit } from "../services/qr/scans";
import { isRetiredUniqueId } from "../services/qr/unique-id";
import { whatsappLink } from "../../shared/whatsapp";
import { pagePictures } from "../services/landing";
import { noteProblem } from "../lib/problems";
import { outageOf, retryAfterSeconds, type Outage } from "../lib/failures";
import { defaultSettings, readSettings } from "../services/site-settings";
import { ownerOfResetToken } from "../services/qr/password-resets";
import { emailResetAvailable } from "./api/qr/account";
import { nowOf } from "../lib/clock";
import { preloadOwner } from "./owner-preload";
import { whatsappNumber } from "../../shared/whatsapp";
import { chatNumber } from "../../pages/components/site-footer";
import { DEFAULT_TIME_ZONE, openState } from "../../shared/opening-hours";
import { menuImageUrls, nextSoldOutReset } from "../../shared/menu";
import { listingDescription, listingName, positionOf } from "../../shared/listing-place";
import { listingJsonLd } from "../render/listing-json-ld";
import { tableNumberOf } from "../../shared/table-number";

/** Words under /qr that are other screens, never a listing id. */
const reserved = new Set(["login", "register", "dashboard", "business", "code", "reset", "account"]);
/** The owner screens whose address has the shape of a listing's (`/qr/{name}`). */
export const ownerScreens = new Set(["dashboard", "account", "login"]);

/**
 * Counts visits of a listing's public page, once per visitor per day (a reload adds nothing), by a
 * person (no bot user agent), as a real page load (not a HEAD or a browser prefetch):
 * - a scan of its printed code: its unique_id link with `?src=qr`;
 * - a page open: any other link to it (shared, searched), so owners can compare the two.
 * A scan of a numbered table code (`?src=qr&t=7`) is a scan of the listing and of table 7.
 * Nothing about the visitor outlives the day. It runs before the page cache, so cached pages count too.
 */
export function countScans(): MiddlewareHandler<AppEnv> {
  return async function countScans(c, next) {
    const requested = c.req.param("id") ?? "";
    const purpose = c.req.header("sec-purpose") ?? c.req.header("purpose") ?? "";
    const person = c.req.method === "GET" && !/prefetch|prerender/i.test(purpose) && !isBot(c.req.header("user-agent"));
    if (person && !reserved.has(requested.toLowerCase())) {
      const scanned = c.req.query("src") === "qr";
      const record = await getPublicBusiness(c.var.deps.db, requested).catch(() => undefined);
      // A scan must come by the code's own address; a page open may use the numeric id too.
      if (record && (!scanned || record.business.unique_id === requested)) {
        const visitor = { ip: clientIpOf(c), userAgent: c.req.header("user-agent") ?? "" };
        // A visit that cannot be stored (the database briefly unreachable) must not cost the
        // visitor the page, which may still come from the cache.
        const table = scanned ? tableNumberOf(c.req.query("t")) : null;
        await recordVisit(c.var.deps.db, record.business.id, visitor, scanned ? "scan" : "open", nowOf(c), table).catch(noteProblem(c, "visit not counted"));
      }
    }
    await next();
  };
}

const screenMeta = {
  login: { title: "loginTitle", description: "loginDescription", noindex: false },
  dashboard: { title: "dashboardTitle", description: "dashboardDescription", noindex: true },
  new: { title: "newTitle", description: "formDescription", noindex: true },
  edit: { title: "editTitle", description: "formDescription", noindex: true },
  reset: { title: "resetTitle", description: "resetDescription", noindex: true },
  account: { title: "accountTitle", description: "accountDescription", noindex: true },
  menu: { title: "menuTitle", description: "formDescription", noindex: true },
  hours: { title: "hoursTitle", description: "hoursDescription", noindex: true },
  design: { title: "designTitle", description: "designDescription", noindex: true },
} as const;

/**
 * How an owner who forgot their password gets back in on this server, for the login and reset
 * screens: the e-mail form where mail can be sent (decided here, so no request can probe for
 * it), and the agency's WhatsApp and phone from its contact details.
 */
const agencyHelp = (c: Context<AppEnv>, settings: Awaited<ReturnType<typeof readSettings>>): NonNullable<QrScreenPageProps["help"]> => ({
  emailReset: emailResetAvailable(c),
  chat: whatsappNumber(chatNumber(settings)),
  phone: settings.contact_phone || null,
});

/**
 * An owner screen: a server-rendered shell around its island, titled in the page's language.
 * A `personal` screen (a password link's) is never stored by any cache.
 */
async function screenPage(c: Context<AppEnv>, screen: QrScreen, path: string, scriptless = false, personal = false) {
  const { lang, t, theme } = c.var;
  const [settings, preload] = await Promise.all([readSettings(c.var.deps.db, lang), scriptless ? undefined : preloadOwner(c, screen)]);
  const meta = screenMeta[screen.name === "form" ? screen.mode : screen.name];
  const page = (
    <QrScreenPage
      screen={screen}
      lang={lang}
      theme={theme}
      table={tables[lang]}
      siteName={settings.site_name}
      logoUrl={settings.logo_url || "/images/logo.svg"}
      noscript={t("qr.area.common.noscript")}
      scriptless={scriptless}
      help={screen.name === "login" || screen.name === "reset" ? agencyHelp(c, settings) : undefined}
      preload={preload}
    />
  );
  return renderPage(c, page, {
    settings,
    status: scriptless ? 400 : 200,
    // A screen holding an owner's own listings is theirs alone: never stored by any cache.
    personal: scriptless || personal || !!preload,
    // The screen's scripts come first on a slow line: the fonts wait until the text asks for them.
    preloadFonts: false,
    meta: {
      path,
      title: `${t(`qr.area.meta.${meta.title}`)} | ${settings.site_name}`,
      description: t(`qr.area.meta.${meta.description}`),
      keywords: t("qr.area.meta.keywords"),
      noindex: meta.noindex,
    },
  });
}

/**
 * A one-time password link's page, `/qr/reset/<token>`: the choose-a-password form when the link
 * works, else what to do instead. The token is a secret: the page is never cached, its address
 * never goes out as a referrer (and its canonical address names no token), and it is not indexed.
 */
async function resetPage(c: Context<AppEnv>, scriptless = false) {
  const token = c.req.param("token") ?? "";
  const owner = await ownerOfResetToken(c.var.deps.db, token, nowOf(c));
  c.header("Referrer-Policy", "no-referrer");
  return screenPage(c, { name: "reset", token, username: owner?.username ?? null }, "/qr/reset", scriptless, true);
}

/** The public page when the database could not be read: the error screen, as a 503. */
function loadFailed(c: Context<AppEnv>, requested: string, outage: Outage | undefined) {
  const { t, lang } = c.var;
  const settings = { ...defaultSettings, site_name: defaultSettings[`site_name_${lang}`] };
  const path = `/qr/${encodeURIComponent(requested)}`;
  const page = <QrBusinessPage t={t} lang={lang} business={null} failed siteName={settings.site_name} logoUrl={settings.logo_url} path={path} />;
  const res = renderPage(c, page, { settings, meta: { path, title: `${t("qr.errorLoadingData")} | ${settings.site_name}`, noindex: true } });
  const headers = new Headers(res.headers);
  if (outage) headers.set("Retry-After", String(retryAfterSeconds(outage)));
  return new Response(res.body, { status: outage ? 503 : 500, headers });
}

/** The approved listing a public URL names (numeric id or unique_id), ready for the page. */
async function publicListing(c: Context<AppEnv>, requested: string) {
  const record = await getPublicBusiness(c.var.deps.db, requested);
  return record ? serializePublicBusiness(record, { origin: originOf(c), lang: c.var.lang, now: nowOf(c) }) : null;
}

/**
 * The QR area's pages: the owner screens (`/qr/login`, `/qr/dashboard`, `/qr/business/new`,
 * `/qr/business/{id}/edit`), a listing's QR image and vCard, and its public page `/qr/{id}`.
 */
export const qrPages = new Hono<AppEnv>()
  .get("/login", (c) => screenPage(c, { name: "login" }, "/qr/login"))
  .get("/dashboard", (c) => screenPage(c, { name: "dashboard" }, "/qr/dashboard"))
  .get("/account", (c) => screenPage(c, { name: "account" }, "/qr/account"))
  .get("/reset/:token", (c) => resetPage(c))
  .get("/business/new", (c) => screenPage(c, { name: "form", mode: "new" }, "/qr/business/new"))
  .get("/business/:id/design", (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 303);
    return screenPage(c, { name: "design", id }, `/qr/business/${id}/design`);
  })
  .get("/business/:id/edit", (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 302);
    return screenPage(c, { name: "form", mode: "edit", id }, `/qr/business/${id}/edit`);
  })
  .get("/business/:id/menu", (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 302);
    // `?admin=1`: the admin's editor of the live menu (the admin's own session, read in the browser).
    return screenPage(c, { name: "menu", id, admin: c.req.query("admin") === "1" }, `/qr/business/${id}/menu`);
  })
  .get("/business/:id/hours", (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 302);
    return screenPage(c, { name: "hours", id }, `/qr/business/${id}/hours`);
  })
  .post("/business/:id/hours", sameOriginForms(), (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 303);
    return screenPage(c, { name: "hours", id }, `/qr/business/${id}/hours`, true);
  })
  // An owner form posted without scripts (the login, before or without its island): nothing is
  // done with it; the same screen comes back saying the owner area needs scripts.
  .post("/login", sameOriginForms(), (c) => screenPage(c, { name: "login" }, "/qr/login", true))
  .post("/dashboard", sameOriginForms(), (c) => screenPage(c, { name: "dashboard" }, "/qr/dashboard", true))
  .post("/account", sameOriginForms(), (c) => screenPage(c, { name: "account" }, "/qr/account", true))
  .post("/reset/:token", sameOriginForms(), (c) => resetPage(c, true))
  .post("/business/new", sameOriginForms(), (c) => screenPage(c, { name: "form", mode: "new" }, "/qr/business/new", true))
  .post("/business/:id/menu", sameOriginForms(), (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 303);
    return screenPage(c, { name: "menu", id }, `/qr/business/${id}/menu`, true);
  })
  .post("/business/:id/design", sameOriginForms(), (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 303);
    return screenPage(c, { name: "design", id }, `/qr/business/${id}/design`, true);
  })
  .post("/business/:id/edit", sameOriginForms(), (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return c.redirect("/qr/dashboard", 303);
    return screenPage(c, { name: "form", mode: "edit", id }, `/qr/business/${id}/edit`, true);
  })
  .get("/code/:file", async (c) => {
    const uniqueId = /^([a-z0-9]{6,32})\.svg$/.exec(c.req.param("file"))?.[1];
    const row = uniqueId ? await getPublicBusiness(c.var.deps.db, uniqueId) : undefined;
    if (!uniqueId || row?.business.unique_id !== uniqueId) return c.text("Not found", 404);
    // The image at an address is fixed: the unique_id is never reused, and a designed code's
    // address carries its design's version (`?v=`), so on PUBLIC_ORIGIN it is cached for a year.
    // An address whose version is not the current design's (an old design, or none on a designed
    // code) answers the current code, never cached. Drawn for the request's Host instead, it must
    // not be cached either: a shared cache could keep a code pointing at a forged host for that
    // year. An SVG opened as a document could run script, hence nosniff and a CSP that allows
    // nothing but the logo embedded in it.
    const { svg, version } = await listingQrSvg(c.var.deps, originOf(c), { ...row.business, unique_id: uniqueId });
    const current = (c.req.query("v") ?? "") === version;
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": current ? linkCacheControl(c, "public, max-age=31536000, immutable") : "no-cache",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src data:; sandbox",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  })
  .get("/:id/print", qrPrintPage)
  .get("/:id/contact.vcf", async (c) => {
    const business = await publicListing(c, c.req.param("id"));
    if (!business) return notPublicText(c, c.req.param("id"), c.var.t("qr.businessNotFound"), c.var.t("qr.businessGone"));
    const origin = originOf(c);
    const { lang } = c.var;
    const card = buildVCard({
      name: listingName(business, lang),
      category: business.category_name,
      description: listingDescription(business, lang),
      phone: business.phone,
      whatsapp: business.whatsapp,
      email: business.email,
      address: business.address,
      city: business.city,
      position: positionOf(business),
      website: business.website,
      pageUrl: business.unique_id ? publicPageUrl(origin, business.unique_id) : new URL(`/qr/${business.id}`, origin).toString(),
      socials: (["facebook", "instagram", "twitter"] as const).map((type) => ({ type, url: business[type] })),
      // The logo's main file: upright, stripped, a JPEG or PNG at most 1280 px wide.
      photoUrl: business.logo_url ? new URL(business.logo_url, origin).toString() : null,
    });
    return c.body(card, 200, {
      "Content-Type": "text/vcard; charset=utf-8",
      "Content-Disposition": attachmentHeader(`${safeFileName(listingName(business, lang))}.vcf`, "contact.vcf"),
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    });
  })
  .get("/:id", async (c, next) => {
    const requested = c.req.param("id");
    // A screen's name is never a listing. Typed in capitals (`/qr/Login`), it is that screen;
    // `/qr/register` is the sign-in screen, where signing up is. Any other falls through to the
    // screens' routes, or to the app's "not found" page.
    const screenName = requested.toLowerCase();
    if (reserved.has(screenName)) {
      if (screenName === "register") return c.redirect("/qr/login", 301);
      if (screenName !== requested && ownerScreens.has(screenName)) return c.redirect(`/qr/${screenName}`, 301);
      return next();
    }
    const { db } = c.var.deps;
    const { t, lang } = c.var;
    const origin = originOf(c);
    let loaded: [PublicBusiness | null, Awaited<ReturnType<typeof readSettings>>];
    try {
      loaded = await Promise.all([publicListing(c, requested), readSettings(db, lang)]);
    } catch (error) {
      // The error screen ("error loading data"), not a bare server error: a 503 with when to try
      // again when the database cannot be reached or read, else a 500 (a bug). Either way the
      // error goes into the request's log line.
      c.error = error instanceof Error ? error : new Error(String(error));
      return loadFailed(c, requested, outageOf(error));
    }
    const [business, settings] = loaded;

    const path = business ? (business.unique_id ? `/qr/${business.unique_id}` : `/qr/${business.id}`) : `/qr/${encodeURIComponent(requested)}`;
    if (!business) {
      // Not public (never, or not now: pending, rejected, unpublished, its owner suspended), or
      // deleted. A printed code must still lead somewhere: a page about the agency, in the
      // visitor's language, that says nothing of the listing. It is never cached for long: it is
      // "no-cache" like every page, and the page cache keys it by the content version, which the
      // admin's and the owner's writes bump, so the listing's return shows at once.
      const gone = await isRetiredUniqueId(db, requested).catch(() => false);
      const unavailable = (
        <QrBusinessPage
          t={t}
          lang={lang}
          business={null}
          gone={gone}
          agencyChat={whatsappLink(settings.whatsapp || settings.contact_phone)}
          siteName={settings.site_name}
          logoUrl={settings.logo_url || "/images/logo.svg"}
          path={path}
        />
      );
      return renderPage(c, unavailable, {
        settings,
        status: gone ? 410 : 404,
        meta: { path, title: `${t(gone ? "qr.page.goneTitle" : "qr.page.notFoundTitle")} | ${settings.site_name}`, description: t(gone ? "qr.page.goneText" : "qr.page.notFoundText"), noindex: true },
      });
    }
    // A page with opening hours says "open now" or "closed", and a menu that clears "sold out"
    // at midnight changes then: the page cache keeps the page only until the first of those.
    const now = nowOf(c);
    const expiries = [business.hours ? openState(business.hours, now).validUntil : null, nextSoldOutReset(business.menu, now, business.hours?.time_zone ?? DEFAULT_TIME_ZONE)];
    const expiresAt = Math.min(...expiries.filter((v): v is number => v !== null));
    if (Number.isFinite(expiresAt)) c.set("pageExpiresAt", expiresAt);
    const page = (
      <QrBusinessPage
        t={t}
        lang={lang}
        business={business}
        siteName={settings.site_name}
        logoUrl={settings.logo_url || "/images/logo.svg"}
        path={path}
        now={now}
        oldPounds={settings.show_old_pounds}
        // Only a real table number (anything else is ignored): the page cache keys by it too.
        table={tableNumberOf(c.req.query("t"))}
      />
    );
    const pictures = await pagePictures(
      db,
      [settings.logo_url, business.logo_url, business.cover_image_url, ...business.images.map((i) => i.image_url), ...menuImageUrls(business.menu)],
      noteProblem(c, "photo sizes"),
    );
    const name = listingName(business, lang);
    const about = listingDescription(business, lang);
    const names = { name, type: business.category_name, site: settings.site_name };
    const abs = (url: string | null | undefined) => (url ? new URL(url, origin).toString() : undefined);
    const cover = coverOf(business);
    const images = [cover, business.logo_url, ...business.images.map((i) => i.image_url)].filter((u, i, all): u is string => !!u && all.indexOf(u) === i);
    const url = business.unique_id ? publicPageUrl(origin, business.unique_id) : new URL(path, origin).toString();
    return renderPage(c, page, {
      settings,
      pictures,
      preloadFonts: false,
      meta: {
        path,
        title: `${name} | ${settings.site_name}`,
        description: about?.replace(/\s+/g, " ").trim().slice(0, 160) || t("qr.page.descriptionFallback", names),
        keywords: t("qr.page.keywords", names),
        image: cover || business.logo_url || undefined,
        jsonLd: listingJsonLd({ business, lang, url, abs, images, now }),
      },
    });
  });
