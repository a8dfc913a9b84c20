import type { Context } from "hono";
import { renderToString } from "react-dom/server";
import { createT, otherLang } from "../../locales/i18n";
import { isPrintFormat, printFormats, type PrintFormat } from "../../pages/qr-print-styles";
import { QrPrintPage } from "../../pages/qr-print";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { originOf } from "../lib/origin";
import { getPublicBusiness } from "../services/qr/business-queries";
import { serializePublicBusiness } from "../services/qr/business-view";
import { publicPageUrl } from "../services/qr/qr-code";
import { listingQrSvg } from "../services/qr/qr-design";
import { readSettings } from "../services/site-settings";
import { isRetiredUniqueId } from "../services/qr/unique-id";

/** The code's SVG without its fixed pixel size, so the sheet's CSS sizes it in millimetres. */
const scalableSvg = (svg: string) => svg.replace(/ width="\d+" height="\d+"/, "");

/**
 * The plain answer of a listing's file (print kit, vCard) when the listing is not public: 410 when
 * it was deleted (its unique_id was issued, no listing holds it now), else 404.
 */
export async function notPublicText(c: Context<AppEnv>, requested: string, notFound: string, gone: string) {
  const retired = await isRetiredUniqueId(c.var.deps.db, requested).catch(() => false);
  c.header("Cache-Control", "no-cache");
  c.header("X-Robots-Tag", "noindex");
  return retired ? c.text(gone, 410) : c.text(notFound, 404);
}

/**
 * `/qr/{unique_id}/print?lang=ar|en&format=…`: the print kit of a public listing (A4 poster, A5
 * table tent, A6 card, sticker sheet). Anything not public is not found, as on its page; an
 * unknown format is a 400 that names the ones there are.
 */
export async function qrPrintPage(c: Context<AppEnv>) {
  const { lang, t } = c.var;
  const requested = c.req.param("id") ?? "";
  const formatParam = c.req.query("format") ?? "poster-a4";
  const record = await getPublicBusiness(c.var.deps.db, requested);
  if (!record?.business.unique_id) return notPublicText(c, requested, t("qr.print.notFound"), t("qr.print.gone"));
  if (!isPrintFormat(formatParam)) {
    return c.text(t("qr.print.badFormat", { formats: printFormats.join(", ") }), 400);
  }
  const format: PrintFormat = formatParam;
  const origin = originOf(c);
  const uniqueId = record.business.unique_id;
  const business = serializePublicBusiness(record, { origin, lang });
  const settings = await readSettings(c.var.deps.db, lang);
  const href = (f: PrintFormat, l = lang) => `/qr/${uniqueId}/print?lang=${l}&format=${f}`;
  const { fonts } = c.var.deps.assets;
  const html = renderToString(
    <QrPrintPage
      lang={lang}
      t={t}
      tOther={createT(tables[otherLang(lang)], otherLang(lang))}
      format={format}
      listing={{
        name: business.business_name,
        category: business.category_name,
        logoUrl: business.logo_url,
        qrSvg: scalableSvg((await listingQrSvg(c.var.deps, origin, { ...record.business, unique_id: uniqueId })).svg),
        pageUrl: publicPageUrl(origin, uniqueId),
      }}
      siteName={settings.site_name}
      hrefs={{
        formats: Object.fromEntries(printFormats.map((f) => [f, href(f)])) as Record<PrintFormat, string>,
        otherLang: href(format, otherLang(lang)),
        listing: `/qr/${uniqueId}?lang=${lang}`,
      }}
      nonce={c.get("secureHeadersNonce")}
      // Both scripts are on every sheet (the call to scan is bilingual).
      fonts={[fonts.arabic, fonts.latin].filter((f): f is string => !!f)}
    />,
  );
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie, Accept-Encoding");
  c.header("X-Robots-Tag", "noindex");
  return c.html(`<!doctype html>${html}`);
}
