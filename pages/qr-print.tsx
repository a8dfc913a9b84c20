import type { Lang, Translate } from "../locales/i18n";
import { dirOf, otherLang } from "../locales/i18n";
import { mediaBase, variantUrl, VARIANT_SLOTS } from "../shared/media";
import { MAX_TABLE, MAX_TABLE_CODES, TABLE_CODES_PER_SHEET } from "../shared/table-number";
import { paperNames, printFormats, printSheetCss, TABLES_FORMAT, type PrintFormat } from "./qr-print-styles";

/** What one printed face shows: the listing's name and logo, the code, and the call to scan. */
export interface PrintListing {
  name: string;
  category: string;
  logoUrl: string | null;
  /** The code as an SVG document (no fixed size: it fills its box). */
  qrSvg: string;
  /** The address the code opens, printed under it for people who type it. */
  pageUrl: string;
}

/** One numbered table code, drawn to point at the page's shared definitions. */
export interface TableCode {
  table: number;
  svg: string;
}

/** The controls' form that asks for a range of table codes: what it shows, and what was wrong. */
export interface TableForm {
  /** This page's address, the form's action (a GET, so it works without scripts). */
  action: string;
  from: string;
  to: string;
  /** A message per field the range was refused on, in the page's language. */
  errors: Partial<Record<"from" | "to", string>>;
}

export interface QrPrintPageProps {
  lang: Lang;
  /** Translator of the page's language, and one of the other, for the bilingual call to scan. */
  t: Translate;
  tOther: Translate;
  format: PrintFormat;
  listing: PrintListing;
  siteName: string;
  /** Links to this page in each format and in the other language. */
  hrefs: { formats: Record<(typeof printFormats)[number], string>; otherLang: string; listing: string };
  tableForm: TableForm;
  /** The table sheet's codes (format `tables`, a valid range) and the definitions they share. */
  tableCodes?: { defs: string; codes: TableCode[] };
  nonce?: string;
  fonts: string[];
}

const isolate = (text: string) => <bdi>{text}</bdi>;

/**
 * Which stored file of the logo goes on paper. The largest printed logo is 22 mm wide (the A4
 * poster; the tent, the card and the stickers print it smaller). A printer needs about 300 dots
 * per inch for a picture to look sharp: 22 mm is 0.87 inch, so 260 pixels. The smallest variant
 * at least that wide is the 320-px WebP, a few KB, where the main file is up to 1280 px and often
 * 100 KB or more and would print no sharper. The owner's phone downloads it once for every face
 * of the sheet.
 */
const PRINT_DPI = 300;
const LARGEST_PRINTED_LOGO_MM = 22;
const PRINT_LOGO_SLOT = VARIANT_SLOTS.find((slot) => slot >= (LARGEST_PRINTED_LOGO_MM / 25.4) * PRINT_DPI) ?? VARIANT_SLOTS[VARIANT_SLOTS.length - 1];

/**
 * The listing's logo: an upload through its print-sized WebP file (a logo smaller than that has
 * only smaller files, and the address then leads to its main file, as for an upload not yet
 * given variants), the main file for a browser without WebP; any other address as it is.
 */
function Logo({ url }: { url: string }) {
  const img = <img className="logo" src={url} alt="" />;
  if (!mediaBase(url)) return img;
  return (
    // `display: contents`: the sheet's CSS sizes the image as if the <picture> were not there.
    <picture style={{ display: "contents" }}>
      <source type="image/webp" srcSet={variantUrl(url, PRINT_LOGO_SLOT)} />
      {img}
    </picture>
  );
}

/** The call to scan in both languages: the page's language first and larger. */
function ScanCall({ lang, t, tOther }: Pick<QrPrintPageProps, "lang" | "t" | "tOther">) {
  return (
    <div className="call">
      <p className="call-main" lang={lang} dir={dirOf(lang)}>
        {t("qr.print.scanCall")}
      </p>
      <p className="call-other" lang={otherLang(lang)} dir={dirOf(otherLang(lang))}>
        {tOther("qr.print.scanCall")}
      </p>
    </div>
  );
}

/** One face: logo, name, category, the code with its address, the bilingual call. */
function Face({ listing, lang, t, tOther, compact = false }: Pick<QrPrintPageProps, "listing" | "lang" | "t" | "tOther"> & { compact?: boolean }) {
  return (
    <div className={compact ? "face compact" : "face"} lang={lang} dir={dirOf(lang)}>
      <div className="head">
        {listing.logoUrl && <Logo url={listing.logoUrl} />}
        <div>
          <h2 className="name">{isolate(listing.name)}</h2>
          {!compact && <p className="category">{isolate(listing.category)}</p>}
        </div>
      </div>
      <div className="code" role="img" aria-label={t("qr.print.codeAlt", { name: listing.name })} dangerouslySetInnerHTML={{ __html: listing.qrSvg }} />
      <ScanCall lang={lang} t={t} tOther={tOther} />
      {!compact && (
        <p className="url" dir="ltr">
          {listing.pageUrl}
        </p>
      )}
    </div>
  );
}

/**
 * One table's code, as it stands on the table: its number in both languages ("طاولة ٧ · Table 7",
 * the page's language first), the code, and the listing's name to tell one café's codes from
 * another's on the printer.
 */
function TableCell({ code, listing, lang, t, tOther }: Pick<QrPrintPageProps, "listing" | "lang" | "t" | "tOther"> & { code: TableCode }) {
  const other = otherLang(lang);
  return (
    <div className="table-code" data-testid="table-code" data-table={code.table}>
      <p className="table-label" data-testid="table-label">
        <span lang={lang} dir={dirOf(lang)}>
          {t("qr.print.tables.label", { number: code.table })}
        </span>
        {" · "}
        <span className="other" lang={other} dir={dirOf(other)}>
          {tOther("qr.print.tables.label", { number: code.table })}
        </span>
      </p>
      <div className="code" role="img" aria-label={t("qr.print.tables.codeAlt", { name: listing.name, number: code.table })} dangerouslySetInnerHTML={{ __html: code.svg }} />
      <p className="table-name">{isolate(listing.name)}</p>
    </div>
  );
}

/** The table codes, twelve to an A4 sheet, each sheet a printed page. */
function TableSheets({ codes, ...props }: Pick<QrPrintPageProps, "listing" | "lang" | "t" | "tOther"> & { codes: TableCode[] }) {
  const sheets = Array.from({ length: Math.ceil(codes.length / TABLE_CODES_PER_SHEET) }, (_, i) => codes.slice(i * TABLE_CODES_PER_SHEET, (i + 1) * TABLE_CODES_PER_SHEET));
  return (
    <>
      {sheets.map((sheet, i) => (
        <section key={i} className="sheet tables" data-testid="print-sheet" data-format={TABLES_FORMAT} data-sheet={i + 1}>
          {sheet.map((code) => (
            <TableCell key={code.table} code={code} {...props} />
          ))}
        </section>
      ))}
    </>
  );
}

/** The controls' way to the table sheet: which tables, as a plain GET form. */
function TableRangeForm({ form, lang, t, current }: { form: TableForm; lang: Lang; t: Translate; current: boolean }) {
  const field = (name: "from" | "to") => {
    const error = form.errors[name];
    return (
      <label>
        {t(`qr.print.tables.${name}`)}
        {/* Text with a number keypad, not type="number": that one refuses Arabic digits outright, and
            the server reads either digit system (shared/contract/qr-tables.ts). */}
        <input
          type="text"
          inputMode="numeric"
          dir="ltr"
          name={name}
          maxLength={12}
          required
          defaultValue={form[name]}
          data-testid={`print-tables-${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `tables-${name}-error` : "tables-hint"}
        />
      </label>
    );
  };
  return (
    <form method="get" action={form.action} className="tables-form" data-testid="print-tables-form" data-current={current ? "" : undefined} aria-labelledby="tables-title">
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="format" value={TABLES_FORMAT} />
      <span id="tables-title" className="form-title">
        {t("qr.print.formats.tables")}
      </span>
      {field("from")}
      {field("to")}
      <button type="submit" data-testid="print-tables-submit">
        {t("qr.print.tables.submit")}
      </button>
      <span id="tables-hint" className="hint">
        {t("qr.print.tables.hint", { max: MAX_TABLE_CODES, last: MAX_TABLE })}
      </span>
      {(["from", "to"] as const).map(
        (name) =>
          form.errors[name] && (
            <span key={name} id={`tables-${name}-error`} className="field-error" role="alert" data-testid="print-tables-error" data-field={name}>
              {form.errors[name]}
            </span>
          ),
      )}
    </form>
  );
}

/** The printable sheet of one format. */
function Sheet(props: QrPrintPageProps) {
  const { format, listing, lang, t, tOther } = props;
  if (format === TABLES_FORMAT) {
    if (!props.tableCodes) return null;
    return (
      <>
        <div className="qr-defs" dangerouslySetInnerHTML={{ __html: props.tableCodes.defs }} />
        <TableSheets codes={props.tableCodes.codes} listing={listing} lang={lang} t={t} tOther={tOther} />
      </>
    );
  }
  if (format === "tent-a5") {
    // Folded across the middle, the tent stands with a face to each side: the top half is printed
    // upside down so that both read upright once folded. The second face leads with the other language.
    return (
      <section className="sheet tent" data-testid="print-sheet" data-format={format}>
        <div className="half flipped">
          <Face listing={listing} lang={otherLang(lang)} t={tOther} tOther={t} />
        </div>
        <div className="fold" aria-hidden />
        <div className="half">
          <Face listing={listing} lang={lang} t={t} tOther={tOther} />
        </div>
      </section>
    );
  }
  if (format === "stickers") {
    return (
      <section className="sheet stickers" data-testid="print-sheet" data-format={format}>
        {Array.from({ length: 12 }, (_, i) => (
          <div className="sticker" key={i}>
            <Face listing={listing} lang={lang} t={t} tOther={tOther} compact />
          </div>
        ))}
      </section>
    );
  }
  return (
    <section className={`sheet ${format}`} data-testid="print-sheet" data-format={format}>
      <Face listing={listing} lang={lang} t={t} tOther={tOther} />
    </section>
  );
}

// Shows the print button (it needs scripts) and fits each sheet to a narrow screen.
const script =
  "(function(){var b=document.querySelector('[data-print]');if(b){b.hidden=false;b.addEventListener('click',function(){window.print()})}" +
  "var ss=document.querySelectorAll('.sheet');function fit(){ss.forEach(function(s){s.style.zoom='';var w=s.getBoundingClientRect().width,a=document.documentElement.clientWidth-24;s.style.zoom=w>a?String(a/w):''})}" +
  "fit();addEventListener('resize',fit)})()";

/**
 * A print-ready sheet of a listing's code, rendered on the server as one self-contained
 * document (no site chrome, no island): the toolbar and help show on screen only; the sheet is
 * what the printer gets, at the paper size `@page` names.
 */
export function QrPrintPage(props: QrPrintPageProps) {
  const { lang, t, format, hrefs, listing, siteName, nonce, fonts, tableForm } = props;
  const title = `${t(`qr.print.formats.${format}`, paperNames(format))}: ${listing.name} | ${siteName}`;
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: printSheetCss(format, fonts) }} />
      </head>
      <body>
        <header className="toolbar">
          <h1>{t("qr.print.title", { name: listing.name })}</h1>
          <nav aria-label={t("qr.print.formatsLabel")} className="formats">
            {printFormats.map((f) => (
              <a key={f} href={hrefs.formats[f]} aria-current={f === format ? "page" : undefined} data-testid="print-format" data-format={f}>
                {t(`qr.print.formats.${f}`, paperNames(f))}
              </a>
            ))}
          </nav>
          <TableRangeForm form={tableForm} lang={lang} t={t} current={format === TABLES_FORMAT} />
          <div className="actions">
            <button type="button" data-print data-testid="print-button" hidden>
              {t("qr.print.print")}
            </button>
            <a href={hrefs.otherLang} hrefLang={otherLang(lang)} lang={otherLang(lang)}>
              {t("qr.print.otherLanguage")}
            </a>
            <a href={hrefs.listing}>{t("qr.print.viewPage")}</a>
          </div>
          <p className="help" data-testid="print-help">
            {t(`qr.print.tips.${format}`, paperNames(format))} {t("qr.print.pdfHelp")}
          </p>
        </header>
        <main className="stage">
          <Sheet {...props} />
        </main>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
      </body>
    </html>
  );
}
