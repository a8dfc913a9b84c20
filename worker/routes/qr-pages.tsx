import { Hono, type Context } from "hono";
import { QrBusinessPage } from "../../pages/qr-business";
import type { AppEnv } from "../env";
import { originOf, renderPage } from "../render/render-page";
import { getPublicBusiness } from "../services/qr/business-queries";
import { serializePublicBusiness, type PublicBusiness } from "../services/qr/business-view";
import { publicPageUrl, qrSvg, scanTargetUrl } from "../services/qr/qr-code";
import { isBot } from "../lib/bots";
import { recordScan } from "../services/qr/scans";
import { readSettings } from "../services/site-settings";

/** Words under /qr that are other screens (spec section 2), never a listing id. */
const reserved = new Set(["login", "register", "dashboard", "business", "code"]);

/**
 * A visit counts as a scan when it came from the printed code (`?src=qr`, on the unique_id link
 * the code encodes), by a person (no bot user agent), as a real page load (not a HEAD or a
 * browser prefetch). Nothing about the visitor is stored.
 */
function isScan(c: Context<AppEnv>, business: PublicBusiness, requested: string) {
  const purpose = c.req.header("sec-purpose") ?? c.req.header("purpose") ?? "";
  return (
    c.req.method === "GET" &&
    c.req.query("src") === "qr" &&
    requested === business.unique_id &&
    !/prefetch|prerender/i.test(purpose) &&
    !isBot(c.req.header("user-agent"))
  );
}

/** `/qr/code/{unique_id}.svg` and `/qr/{id}`: a listing's QR image and its public page. */
export const qrPages = new Hono<AppEnv>()
  .get("/code/:file", async (c) => {
    const uniqueId = /^([a-z0-9]{6,32})\.svg$/.exec(c.req.param("file"))?.[1];
    const row = uniqueId ? await getPublicBusiness(c.var.deps.db, uniqueId) : undefined;
    if (!uniqueId || row?.business.uniqueId !== uniqueId) return c.text("Not found", 404);
    // The image is fixed for a unique_id (never reused) on this origin: cache it for a year. An
    // SVG opened as a document could run script, hence nosniff and a CSP that allows nothing.
    return c.body(qrSvg(scanTargetUrl(originOf(c), uniqueId)), 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  })
  .get("/:id", async (c, next) => {
    const requested = c.req.param("id");
    // Other screens' paths fall through (to their routes, or to the app's redirect home).
    if (reserved.has(requested.toLowerCase())) return next();
    const { db } = c.var.deps;
    const { t, lang } = c.var;
    const origin = originOf(c);
    const [record, settings] = await Promise.all([getPublicBusiness(db, requested), readSettings(db, lang)]);
    const business = record ? serializePublicBusiness(record, { origin, lang }) : null;
    if (business && isScan(c, business, requested)) await recordScan(db, business.id);

    const page = <QrBusinessPage t={t} business={business} siteName={settings.site_name} logoUrl={settings.logo_url || "/images/logo.svg"} />;
    if (!business) {
      return renderPage(c, page, {
        settings,
        status: 404,
        meta: { path: `/qr/${encodeURIComponent(requested)}`, title: `${t("qr.page.notFoundTitle")} | ${settings.site_name}`, noindex: true },
      });
    }
    const names = { name: business.business_name, type: business.category_name, site: settings.site_name };
    const path = business.unique_id ? `/qr/${business.unique_id}` : `/qr/${business.id}`;
    return renderPage(c, page, {
      settings,
      meta: {
        path,
        title: `${business.business_name} | ${settings.site_name}`,
        description: business.description?.slice(0, 160) || t("qr.page.descriptionFallback", names),
        keywords: t("qr.page.keywords", names),
        image: business.cover_image_url || business.logo_url || undefined,
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "LocalBusiness",
          name: business.business_name,
          description: business.description || undefined,
          url: business.unique_id ? publicPageUrl(origin, business.unique_id) : new URL(path, origin).toString(),
          image: business.logo_url ? new URL(business.logo_url, origin).toString() : undefined,
          telephone: business.phone || undefined,
          email: business.email || undefined,
          address: business.address || undefined,
          sameAs: [business.website, business.facebook, business.instagram, business.twitter].filter(Boolean),
        },
      },
    });
  });
