/**
 * The print kit's formats and their one stylesheet. The sheets are measured in millimetres on
 * the paper the `@page` rule names, with the page margin at zero and a padding inside each sheet
 * as the crop-safe area: home printers cannot print the outer 4 to 6 mm, so nothing that matters
 * sits there. Plain CSS (not the site's Panda styles), so the printed page depends on nothing
 * else; logical properties only, so Arabic and English sheets come from the same rules.
 */

/** The formats of the listing's one code, each a link in the page's controls. */
export const printFormats = ["poster-a4", "tent-a5", "card-a6", "stickers"] as const;
/**
 * Numbered table codes: one code per table, each opening the listing with its table's number. The
 * controls reach it through a form (which tables), not a plain link.
 */
export const TABLES_FORMAT = "tables";
export type PrintFormat = (typeof printFormats)[number] | typeof TABLES_FORMAT;
/** Every format the page draws, as a 400 lists them. */
export const allPrintFormats: readonly PrintFormat[] = [...printFormats, TABLES_FORMAT];
export const isPrintFormat = (value: unknown): value is PrintFormat => allPrintFormats.includes(value as PrintFormat);

/**
 * The paper names the strings quote ("A4"): standard names, kept as written in both languages,
 * so they are passed in rather than typed into the Arabic text.
 */
export const paperNames = (format: PrintFormat) => ({ paper: { "poster-a4": "A4", "tent-a5": "A5", "card-a6": "A6", stickers: "A4", tables: "A4" }[format], sheet: "A4" });

/** Paper, sheet size and the code's printed size, per format. */
// The printed page is the sheet's own size, written in millimetres: `size: A6` is not a size
// Chromium knows (CSS names A3 to A5 only), and it printed the A6 card on a Letter page.
const paper: Record<PrintFormat, { width: string; height: string; code: string }> = {
  "poster-a4": { width: "210mm", height: "297mm", code: "125mm" },
  // An A4 sheet folded across the middle: two A5 faces, each 210 x 148.5 mm.
  "tent-a5": { width: "210mm", height: "297mm", code: "78mm" },
  "card-a6": { width: "105mm", height: "148mm", code: "62mm" },
  // Twelve 63 x 69 mm stickers on A4 (3 by 4), cut along the dashed lines.
  stickers: { width: "210mm", height: "297mm", code: "38mm" },
  // Twelve table codes per A4 sheet (3 by 4, each 63 x 69 mm), cut along the dashed lines. The
  // code's box is 46 mm with its quiet zone, about 38 mm of modules (30 mm in a framed design,
  // which is taller than wide): a phone held over the table, 30 to 40 cm away, reads it at once
  // (a code reads from about ten times its width), and a module is still near 0.9 mm, far
  // above what a home printer blurs. The label and the name take the rest of the cell.
  tables: { width: "210mm", height: "297mm", code: "46mm" },
};

const fontFaces = (fonts: string[]) =>
  fonts.map((href, i) => `@font-face{font-family:"PrintFont${i}";src:url("${href}") format("woff2");font-weight:200 1000;font-display:swap}`).join("");

/**
 * The whole stylesheet of a print page: screen chrome, the sheet, and the print rules. On a
 * phone the page's script zooms each sheet to the screen; without scripts the sheets scroll
 * sideways inside the stage (centred only while they fit), so the controls stay on the screen.
 */
export function printSheetCss(format: PrintFormat, fonts: string[]) {
  const p = paper[format];
  const family = [...fonts.map((_, i) => `"PrintFont${i}"`), "system-ui", "sans-serif"].join(",");
  return `${fontFaces(fonts)}
@page{size:${p.width} ${p.height};margin:0}
*{box-sizing:border-box;margin:0;padding:0}
html{font-family:${family};color:#14142b;background:#d9dbe4;-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{min-block-size:100vh}
.toolbar{background:#14142b;color:#f1f1f8;padding:12px 16px;display:grid;gap:10px;line-height:1.6}
.toolbar h1{font-size:18px;font-weight:800}
.formats,.actions{display:flex;flex-wrap:wrap;gap:8px}
.toolbar a,.toolbar button{font:inherit;font-size:15px;color:#f1f1f8;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.2);border-radius:10px;padding:8px 12px;min-block-size:44px;display:inline-flex;align-items:center;text-decoration:none;cursor:pointer}
.toolbar a[aria-current=page]{background:#4f46e5;border-color:#a5b4fc;font-weight:700}
.toolbar button{background:#f1f1f8;color:#14142b;font-weight:800}
.toolbar button[hidden]{display:none}
.help{font-size:14px;color:#c9c9de;max-inline-size:70ch}
.stage{padding:12px;display:flex;flex-direction:column;align-items:center;align-items:safe center;gap:12px;overflow-x:auto}
.qr-defs{position:absolute;inline-size:0;block-size:0;overflow:hidden}
.sheet{background:#fff;inline-size:${p.width};block-size:${p.height};box-shadow:0 4px 24px rgba(0,0,0,.25);overflow:hidden;flex-shrink:0}
.face{block-size:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;gap:6mm;padding:16mm}
.head{display:flex;align-items:center;gap:5mm;max-inline-size:100%}
.logo{inline-size:22mm;block-size:22mm;object-fit:contain;border-radius:3mm}
.name{font-size:30pt;font-weight:900;line-height:1.25;overflow-wrap:anywhere}
.category{font-size:14pt;color:#55557a}
.code{inline-size:${p.code};block-size:${p.code};flex-shrink:0}
.code svg{inline-size:100%;block-size:100%;display:block}
.call{display:grid;gap:1.5mm}
.call-main{font-size:22pt;font-weight:800;color:#4338ca;line-height:1.35}
.call-other{font-size:14pt;font-weight:600;color:#3a3a5c}
.url{font-size:10pt;color:#55557a;unicode-bidi:isolate;overflow-wrap:anywhere}
.tent{display:grid;grid-template-rows:1fr 0 1fr}
.tent .half{block-size:148.5mm;overflow:hidden}
.tent .flipped{transform:rotate(180deg)}
.tent .fold{border-block-start:0.3mm dashed #9a9ab5}
.tent .face{gap:4mm;padding:12mm}
.tent .logo{inline-size:16mm;block-size:16mm}
.tent .name{font-size:22pt}
.tent .category{font-size:12pt}
.tent .call-main{font-size:17pt}
.tent .call-other{font-size:12pt}
.card-a6 .face{gap:3.5mm;padding:9mm}
.card-a6 .logo{inline-size:14mm;block-size:14mm}
.card-a6 .name{font-size:17pt}
.card-a6 .category{font-size:10pt}
.card-a6 .call-main{font-size:13pt}
.card-a6 .call-other{font-size:10pt}
.card-a6 .url{font-size:7pt}
.stickers{display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(4,1fr);padding:10mm}
.sticker{border:0.2mm dashed #b5b5cc;overflow:hidden}
.sticker .face{gap:2mm;padding:4mm}
.sticker .head{gap:2mm}
.sticker .logo{inline-size:8mm;block-size:8mm;border-radius:1.5mm}
.sticker .name{font-size:10pt;font-weight:800}
.sticker .call-main{font-size:9pt}
.sticker .call-other{font-size:7pt}
.tables-form{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:6px 10px;border:1px solid rgba(255,255,255,.2);border-radius:10px}
.tables-form[data-current]{border-color:#6366f1;background:rgba(99,102,241,.18)}
.tables-form .form-title{font-weight:700}
.tables-form label{display:inline-flex;align-items:center;gap:6px}
.tables-form input{font:inherit;font-size:15px;inline-size:5.5em;min-block-size:44px;padding:4px 8px;border-radius:8px;border:1px solid rgba(255,255,255,.35);background:#f1f1f8;color:#14142b}
.tables-form input[aria-invalid=true]{border:2px solid #f87171}
.tables-form .hint{flex-basis:100%;font-size:13px;color:#c9c9de}
.tables-form .field-error{flex-basis:100%;font-size:14px;font-weight:700;color:#fecaca}
.tables{display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(4,1fr);padding:10mm}
.table-code{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2mm;padding:3mm;overflow:hidden;text-align:center;border-inline-end:0.2mm dashed #9a9ab5;border-block-end:0.2mm dashed #9a9ab5}
.table-code:nth-child(3n+1){border-inline-start:0.2mm dashed #9a9ab5}
.table-code:nth-child(-n+3){border-block-start:0.2mm dashed #9a9ab5}
.table-label{font-size:15pt;font-weight:800;line-height:1.3;white-space:nowrap}
.table-label .other{font-size:12pt;font-weight:600;color:#3a3a5c}
.table-name{font-size:8.5pt;color:#55557a;max-inline-size:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
@media print{
  html{background:#fff}
  .toolbar{display:none}
  .stage{padding:0;display:block;overflow:visible}
  .sheet{box-shadow:none;zoom:1!important;break-after:page}
  .sheet:last-child{break-after:auto}
}`;
}
