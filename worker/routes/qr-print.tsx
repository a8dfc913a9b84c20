import type { Context } from "hono";
import { renderToString } from "react-dom/server";
import { createT, otherLang } from "../../locales/i18n";
import { allPrintFormats, isPrintFormat, printFormats, TABLES_FORMAT, type PrintFormat } from "../../pages/qr-print-styles";
import { QrPrintPage, type TableForm } from "../../pages/qr-print";
import { MAX_TABLE, MAX_TABLE_CODES, tableRangeQuery, type TableRange } from "../../shared/contract/qr-tables";
import type { AppEnv } from "../env";
import { tables } from "../i18n";
import { originOf } from "../lib/origin";
import { getPublicBusiness } from "../services/qr/business-queries";
import { serializePublicBusiness } from "../services/qr/business-view";
import { publicPageUrl } from "../services/qr/qr-code";
import { listingQrSvg, tableQrSvgs } from "../services/qr/qr-design";
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
 * The table sheet's range, `?from=&to=`, read for the form: the numbers when they make a sheet,
 * else what was typed (cut short: it goes back into the form) and a message per refused field.
 */
function tableRangeOf(c: Context<AppEnv>): { range: TableRange | null; from: string; to: string; errors: TableForm["errors"] } {
  const typed = { from: c.req.query("from"), to: c.req.query("to") };
  const parsed = tableRangeQuery.safeParse(typed);
  if (parsed.success) return { range: parsed.data, from: String(parsed.data.from), to: String(parsed.data.to), errors: {} };
  const errors: TableForm["errors"] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "from" ? "from" : "to";
    const key = issue.message.startsWith("qr.print.tables.errors.") ? issue.message : "qr.print.tables.errors.number";
    errors[field] ??= c.var.t(key, { max: MAX_TABLE_CODES, last: MAX_TABLE });
  }
  return { range: null, from: (typed.from ?? "1").slice(0, 12), to: (typed.to ?? "12").slice(0, 12), errors };
}

/**
 * `/qr/{unique_id}/print?lang=ar|en&format=…`: the print kit of a public listing (A4 poster, A5
 * table tent, A6 card, sticker sheet, numbered table codes with `&from=&to=`). Anything not
 * public is not found, as on its page; an unknown format is a 400 that names the ones there are;
 * a table range that makes no sheet is a 400 that shows the form again with what to fix.
 */
export async function qrPrintPage(c: Context<AppEnv>) {
  const { lang, t } = c.var;
  const requested = c.req.param("id") ?? "";
  const formatParam = c.req.query("format") ?? "poster-a4";
  const record = await getPublicBusiness(c.var.deps.db, requested);
  if (!record?.business.unique_id) return notPublicText(c, requested, t("qr.print.notFound"), t("qr.print.gone"));
  if (!isPrintFormat(formatParam)) {
    return c.text(t("qr.print.badFormat", { formats: allPrintFormats.join(", ") }), 400);
  }
  const format: PrintFormat = formatParam;
  const origin = originOf(c);
  const uniqueId = record.business.unique_id;
  const business = serializePublicBusiness(record, { origin, lang });
  const settings = await readSettings(c.var.deps.db, lang);
  const asked = tableRangeOf(c);
  const tableRange = format === TABLES_FORMAT ? asked.range : null;
  const tableCodes =
    tableRange &&
    (await tableQrSvgs(
      c.var.deps,
      origin,
      { ...record.business, unique_id: uniqueId },
      Array.from({ length: tableRange.to - tableRange.from + 1 }, (_, i) => tableRange.from + i),
    ));
  const refused = format === TABLES_FORMAT && !tableRange;
  const href = (f: PrintFormat, l = lang) => `/qr/${uniqueId}/print?lang=${l}&format=${f}${f === TABLES_FORMAT ? `&from=${encodeURIComponent(asked.from)}&to=${encodeURIComponent(asked.to)}` : ""}`;
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
        formats: Object.fromEntries(printFormats.map((f) => [f, href(f)])) as Record<(typeof printFormats)[number], string>,
        otherLang: href(format, otherLang(lang)),
        listing: `/qr/${uniqueId}?lang=${lang}`,
      }}
      tableForm={{ action: `/qr/${uniqueId}/print`, from: asked.from, to: asked.to, errors: format === TABLES_FORMAT ? asked.errors : {} }}
      tableCodes={tableCodes ? { defs: tableCodes.defs, codes: tableCodes.codes.map((code) => ({ ...code, svg: scalableSvg(code.svg) })) } : undefined}
      nonce={c.get("secureHeadersNonce")}
      // Both scripts are on every sheet (the call to scan is bilingual).
      fonts={[fonts.arabic, fonts.latin].filter((f): f is string => !!f)}
    />,
  );
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie, Accept-Encoding");
  c.header("X-Robots-Tag", "noindex");
  return c.html(`<!doctype html>${html}`, refused ? 400 : 200);
}
