import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { REAL_UA } from "../bench/lib/browser.mjs";
import { pageErrors, useBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { DESKTOP, newListing, newOwner, openDashboard, PHONE, type AreaOwner } from "./qr-area-kit";

/**
 * Numbered table codes, end to end: the print kit's table sheet drawn by Chromium, every code
 * read back from its pixels, a scan of one table's code counted for that table in the owner's
 * figures, and the table's number on the page the code opens.
 *
 * `TABLE_SHOTS=/some/dir` keeps what the test saw there (screenshots and the sheet as PDF).
 */
const browser = useBrowser();
const base = browser.baseURL;
const shots = process.env.TABLE_SHOTS;
const keep = (name: string, bytes: Buffer) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, name), bytes);
};

let owner: AreaOwner;
let listing: { id: number; unique_id: string; business_name: string };
beforeAll(async () => {
  owner = await newOwner(base, "tables");
  listing = await newListing(base, owner, { business_name: `مقهى الطاولات ${Date.now().toString(36)}` });
});

/** Reads the QR code in a screenshot of an element, as a phone's camera would. */
async function decode(target: Locator) {
  const png = await target.screenshot();
  const { data, info } = await sharp(png).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

/** The pages of a PDF Chromium wrote (each page object names its type once). */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** The owner's stats screen for the listing, opened on the card. */
async function ownerTrend(page: Page) {
  const mine = page.locator(`[data-testid=business-card][data-id="${listing.id}"]`);
  await mine.getByTestId("trend-toggle").click();
  const trend = mine.getByTestId("scan-trend");
  await trend.getByTestId("trend-chart").waitFor();
  return trend;
}

describe("numbered table codes", () => {
  it("prints tables 1 to 12 on one A4 page, and every code reads as its own table's address", async () => {
    const page = await browser.open(`/qr/${listing.unique_id}/print?lang=ar&format=tables&from=1&to=12`, { ...DESKTOP, deviceScaleFactor: 2 });
    await page.evaluate(() => document.fonts.ready);
    const cells = page.getByTestId("table-code");
    expect(await cells.count()).toBe(12);
    for (let i = 0; i < 12; i++) {
      const cell = cells.nth(i);
      const n = Number(await cell.getAttribute("data-table"));
      expect(n).toBe(i + 1);
      expect(await decode(cell), `table ${n}`).toBe(`${base}/qr/${listing.unique_id}?src=qr&t=${n}`);
      expect(await cell.getByTestId("table-label").innerText()).toBe(`طاولة ${n.toLocaleString("ar-SA")} · Table ${n}`);
    }
    // Printed big enough to scan from across a table: the code's box is 42 mm (at 96 px per inch
    // of CSS), its label on one line inside its cell, no cell cut by the sheet.
    const code = await cells.first().locator(".code").boundingBox();
    expect(code!.width / (96 / 25.4)).toBeGreaterThanOrEqual(30);
    const sheet = (await page.getByTestId("print-sheet").boundingBox())!;
    for (let i = 0; i < 12; i++) {
      const box = (await cells.nth(i).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(sheet.y + sheet.height + 1);
      const label = (await cells.nth(i).getByTestId("table-label").boundingBox())!;
      expect(label.width).toBeLessThanOrEqual(box.width);
    }
    keep("table-sheet-screen.png", await page.getByTestId("print-sheet").screenshot());

    // The printer's view: one A4 page of twelve, and nine pages for a hundred codes.
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
    keep("table-sheet.pdf", pdf);
    await page.goto(`/qr/${listing.unique_id}/print?lang=en&format=tables&from=1&to=100`);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.getByTestId("table-code").count()).toBe(100);
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(9);
    expect(pageErrors(page)).toEqual([]);
  });

  it("asks for the range in the page's controls, which works without scripts, and says what is wrong with a bad one", async () => {
    const page = await browser.open(`/qr/${listing.unique_id}/print?lang=en&format=poster-a4`, { ...PHONE, javaScriptEnabled: false });
    const form = page.getByTestId("print-tables-form");
    await form.getByTestId("print-tables-from").fill("21");
    await form.getByTestId("print-tables-to").fill("26");
    await Promise.all([page.waitForURL(/format=tables/), form.getByTestId("print-tables-submit").click()]);
    expect(new URL(page.url()).search).toBe("?lang=en&format=tables&from=21&to=26");
    expect(await page.getByTestId("table-code").evaluateAll((cells) => cells.map((c) => c.getAttribute("data-table")))).toEqual(["21", "22", "23", "24", "25", "26"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    keep("print-tables-noscript-en-360.png", await page.screenshot());
    // A range of 150 tables: the same page, a 400, the message by the field.
    const res = await page.goto(`/qr/${listing.unique_id}/print?lang=en&format=tables&from=1&to=150`);
    expect(res!.status()).toBe(400);
    expect(await page.getByTestId("print-tables-error").innerText()).toContain("At most 100 codes at a time");
    expect(await page.getByTestId("print-tables-to").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("table-code").count()).toBe(0);
    keep("print-tables-refused-en-360.png", await page.screenshot());
    // The Arabic controls read right to left and fit the phone too, with scripts this time.
    const ar = await browser.open(`/qr/${listing.unique_id}/print?lang=ar&format=tables&from=1&to=12`, PHONE);
    expect(await ar.getByTestId("print-tables-form").innerText()).toContain("رموز الطاولات");
    expect(await ar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    keep("print-tables-ar-360.png", await ar.screenshot());
  });

  it("counts a scan of table 3's code as table 3 in the owner's figures, shown at 360 px in both languages", async () => {
    const sheet = await browser.open(`/qr/${listing.unique_id}/print?lang=ar&format=tables&from=1&to=6`, { ...DESKTOP, deviceScaleFactor: 2 });
    const target = await decode(sheet.locator("[data-testid=table-code][data-table='3']"));
    expect(target).toBe(`${base}/qr/${listing.unique_id}?src=qr&t=3`);
    // Two people at table 3 scan it (one of them reloads), one at table 5; their phones open the address.
    for (const [url, times] of [
      [target!, 2],
      [target!, 1],
      [target!.replace("t=3", "t=5"), 1],
    ] as const) {
      const phone = await browser.open("/favicon.svg", { ...PHONE, userAgent: REAL_UA });
      for (let i = 0; i < times; i++) await phone.goto(url);
      expect(await phone.getByTestId("table-number").innerText()).toBe(url.endsWith("t=3") ? "طاولة ٣" : "طاولة ٥");
    }
    const stats = await fetch(`${base}/api/qr/businesses/${listing.id}/stats?days=7`, { headers: { authorization: `Bearer ${owner.token}` } }).then((r) => r.json());
    expect(stats.data.tables).toEqual([
      { table: 3, scans: 2 },
      { table: 5, scans: 1 },
    ]);
    expect(stats.data.scans).toBe(3);

    for (const lang of ["ar", "en"] as const) {
      const page = await openDashboard(browser, owner, lang, PHONE);
      const trend = await ownerTrend(page);
      const tables = trend.getByTestId("trend-tables");
      await tables.waitFor();
      const rows = tables.getByTestId("trend-table-row");
      expect(await rows.evaluateAll((r) => r.map((row) => row.getAttribute("data-table")))).toEqual(["3", "5"]);
      expect(await rows.first().innerText()).toMatch(lang === "ar" ? /طاولة ٣\s+٢/ : /Table 3\s+2/);
      expect(await rows.first().getAttribute("aria-label")).toBe(lang === "ar" ? "طاولة ٣: مسح ٢" : "Table 3: 2 scans");
      // Readable on the phone: nothing wider than the screen, each row on one line.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const row = (await rows.first().boundingBox())!;
      expect(row.height).toBeLessThan(40);
      await tables.scrollIntoViewIfNeeded();
      keep(`stats-tables-${lang}-360.png`, await page.screenshot());
      expect(pageErrors(page)).toEqual([]);
    }
  });

  it("shows the table's number on the first screen of the page its code opens, in Arabic and in English", async () => {
    // The seeded demo café: a cover, a logo, hours and every action, the fullest first screen.
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) }).then((r) => r.json());
    const list = await fetch(`${base}/api/qr/admin?search=${encodeURIComponent("مقهى الياسمين")}`, { headers: { authorization: `Bearer ${login.data.token}` } }).then((r) => r.json());
    const cafe = list.data.find((b: { business_name: string; status: string }) => b.business_name === "مقهى الياسمين" && b.status === "approved");
    for (const lang of ["ar", "en"] as const) {
      const page = await browser.open(`/qr/${cafe.unique_id}?src=qr&t=7&lang=${lang}`, { ...PHONE, userAgent: REAL_UA });
      await page.getByTestId("business-cover").evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      const badge = page.getByTestId("table-number");
      expect(await badge.innerText()).toBe(lang === "ar" ? "طاولة ٧" : "Table 7");
      const box = (await badge.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      keep(`first-screen-table-${lang}.png`, await page.screenshot());
    }
  });
});

/** `pdfinfo`'s reading of a PDF: its pages and the first page's size in points. */
function pdfInfo(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), "print-"));
  const file = join(dir, "sheet.pdf");
  writeFileSync(file, pdf);
  try {
    const out = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
    return { pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("each print format on its own paper", () => {
  // Millimetres to PDF points (1/72 inch).
  const pt = (mm: number) => (mm * 72) / 25.4;
  it.each([
    ["poster-a4", 210, 297],
    ["tent-a5", 210, 297],
    ["card-a6", 105, 148],
    ["stickers", 210, 297],
    ["tables", 210, 297],
  ] as const)("prints %s on a %d x %d mm page, as pdfinfo reads the PDF", async (format, width, height) => {
    const page = await browser.open(`/qr/${listing.unique_id}/print?lang=ar&format=${format}`, DESKTOP);
    await page.evaluate(() => document.fonts.ready);
    await page.emulateMedia({ media: "print" });
    const info = pdfInfo(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(info.pages, format).toBe(1);
    expect(Math.abs(info.width - pt(width)), `${format}: ${info.width} pts wide`).toBeLessThan(1.5);
    expect(Math.abs(info.height - pt(height)), `${format}: ${info.height} pts high`).toBeLessThan(1.5);
  });
});
