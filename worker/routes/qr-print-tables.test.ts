import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrUsers } from "../../db/schema";
import sharp from "sharp";
import { createQrTestApp, type QrTestKit, type TestOwner } from "./api/qr/qr-test-kit";
import { decodeQrSvg } from "../services/qr/qr-decode.testing";
import { htmlOf, textOf } from "../testing/html";

/** The print kit's table sheet: numbered codes, each opening the listing with its table. */
let kit: QrTestKit;
let owner: TestOwner;
let listing: { id: number; unique_id: string };
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner("tables");
  listing = await kit.approvedListing(owner, { business_name: "مقهى الطاولات" });
});

const print = (path: string, init?: RequestInit) => kit.app.request(path, init);
const sheetOf = (query: string) => print(`/qr/${listing.unique_id}/print?format=tables&${query}`);
/** A code of the sheet as a stand-alone SVG a rasterizer can size. */
const sized = (svg: Element) => svg.outerHTML.replace("<svg ", '<svg width="600" height="600" ');

describe("GET /qr/{unique_id}/print?format=tables", () => {
  it("draws tables 1 to 12 on one A4 sheet, each code opening the listing with its own table, labelled in both languages", async () => {
    const res = await sheetOf("from=1&to=12");
    expect(res.status).toBe(200);
    const { document, text } = await htmlOf(res);
    expect(text).toContain("@page{size:210mm 297mm;margin:0}");
    const sheets = document.querySelectorAll("[data-testid=print-sheet]");
    expect(sheets).toHaveLength(1);
    expect(sheets[0].getAttribute("data-format")).toBe("tables");
    const cells = [...document.querySelectorAll("[data-testid=table-code]")];
    expect(cells.map((c) => c.getAttribute("data-table"))).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    for (const cell of cells) {
      const n = Number(cell.getAttribute("data-table"));
      expect(await decodeQrSvg(sized(cell.querySelector("svg")!)), `table ${n}`).toBe(`http://localhost/qr/${listing.unique_id}?src=qr&t=${n}`);
    }
    // Arabic first on the Arabic page, Arabic-Indic digits in the Arabic part only.
    expect(textOf(cells[6].querySelector("[data-testid=table-label]"))).toBe("طاولة ٧ · Table 7");
    expect(textOf(cells[11].querySelector("[data-testid=table-label]"))).toBe("طاولة ١٢ · Table 12");
    expect(textOf(cells[6])).toContain("مقهى الطاولات");
    expect(cells[6].querySelector("[role=img]")?.getAttribute("aria-label")).toContain("٧");
  });

  it("puts up to 100 codes on sheets of twelve, and reads English first on the English page", async () => {
    const { document } = await htmlOf(await sheetOf("from=1&to=100&lang=en"));
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
    expect(document.querySelectorAll("[data-testid=print-sheet]")).toHaveLength(9);
    expect(document.querySelectorAll("[data-testid=print-sheet]")[8].querySelectorAll("[data-testid=table-code]")).toHaveLength(4);
    const cells = document.querySelectorAll("[data-testid=table-code]");
    expect(cells).toHaveLength(100);
    expect(textOf(cells[99].querySelector("[data-testid=table-label]"))).toBe("Table 100 · طاولة ١٠٠");
    expect(await decodeQrSvg(sized(cells[99].querySelector("svg")!))).toBe(`http://localhost/qr/${listing.unique_id}?src=qr&t=100`);
    // Tables 900 to 999 are a range too; so is a single table, typed in Arabic-Indic digits.
    expect((await sheetOf("from=900&to=999")).status).toBe(200);
    const one = (await htmlOf(await sheetOf("from=%D9%A7&to=%D9%A7"))).document;
    expect([...one.querySelectorAll("[data-testid=table-code]")].map((c) => c.getAttribute("data-table"))).toEqual(["7"]);
    // Left out, the range is one sheet: tables 1 to 12.
    expect((await htmlOf(await print(`/qr/${listing.unique_id}/print?format=tables`))).document.querySelectorAll("[data-testid=table-code]")).toHaveLength(12);
  });

  it("builds the codes on PUBLIC_ORIGIN, never on the request's Host", async () => {
    const configured = await createQrTestApp({ config: { publicOrigin: "https://agency.sy" } });
    const someone = await configured.owner("origin");
    const cafe = await configured.approvedListing(someone);
    const res = await configured.app.request(`http://evil.example/qr/${cafe.unique_id}/print?format=tables&from=3&to=4`, { headers: { host: "evil.example" } });
    const cells = (await htmlOf(res)).document.querySelectorAll("[data-testid=table-code]");
    expect(await decodeQrSvg(sized(cells[0].querySelector("svg")!))).toBe(`https://agency.sy/qr/${cafe.unique_id}?src=qr&t=3`);
  });

  it("draws the listing's design once per page: the logo and the frame's words are shared by every code", async () => {
    const designed = await kit.owner("designed");
    // A real logo, so the upload pipeline makes the small variant a code embeds.
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#e11d48" } }).png().toBuffer();
    const up = await kit.upload(designed.token, png, "type=logo&businessId=temp_tables");
    expect(up.status).toBe(201);
    const cafe = await kit.approvedListing(designed, { logo_url: up.json.data.url });
    expect((await kit.qr.listings.qrDesign(cafe.id, { color: "#1e3a8a", logo: true, frame: "scan-me" }, designed.token)).status).toBe(200);
    const res = await print(`/qr/${cafe.unique_id}/print?format=tables&from=1&to=24`);
    const { document, text } = await htmlOf(res);
    expect(document.querySelectorAll("#qr-shared-frame-text")).toHaveLength(1);
    const svgs = [...document.querySelectorAll("[data-testid=table-code] svg")];
    expect(svgs).toHaveLength(24);
    expect(svgs.every((svg) => svg.querySelector('use[href="#qr-shared-frame-text"]') && svg.getAttribute("viewBox"))).toBe(true);
    expect(svgs[0].outerHTML).toContain('fill="#1e3a8a"');
    // The logo is embedded in the page once, and every code points at it.
    expect(text.match(/data:image\/(png|jpeg|webp);base64/g)).toHaveLength(1);
    expect(svgs.every((svg) => svg.querySelector('use[href="#qr-shared-logo"]'))).toBe(true);
    // With the logo's square cleared and the frame drawn, a code still reads as its table.
    expect(await decodeQrSvg(sized(svgs[23]))).toBe(`http://localhost/qr/${cafe.unique_id}?src=qr&t=24`);
  });

  it.each([
    ["from=0&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=1&to=1000", "to", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=abc&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=1.5&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=-1&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=(5000 nines)&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=1e2&to=5", "from", "رقم الطاولة عدد صحيح من ١ إلى ٩٩٩."],
    ["from=9&to=3", "to", "رقم أول طاولة أكبر من رقم آخر طاولة: اكتب الرقم الأصغر أولاً."],
    ["from=1&to=101", "to", "١٠٠ رمز على الأكثر في المرة الواحدة: اطبع الطاولات على دفعات (مثلاً من ١ إلى ١٠٠ ثم من ١٠١ إلى ٢٠٠)."],
  ])("refuses %s with a 400 page that says what to fix, the form kept", async (query, field, message) => {
    const res = await sheetOf(query.replace("(5000 nines)", "9".repeat(5000)));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const { document } = await htmlOf(res);
    expect(document.querySelectorAll("[data-testid=table-code]")).toHaveLength(0);
    const error = document.querySelector(`[data-testid=print-tables-error][data-field=${field}]`);
    expect(textOf(error)).toBe(message);
    expect(document.querySelector(`[data-testid=print-tables-${field}]`)?.getAttribute("aria-invalid")).toBe("true");
    // What was typed goes back into the form, cut short.
    expect((document.querySelector("[data-testid=print-tables-from]")?.getAttribute("value") ?? "").length).toBeLessThanOrEqual(12);
  });

  it("says it in English on the English page", async () => {
    const res = await sheetOf("from=1&to=200&lang=en");
    expect(res.status).toBe(400);
    const { document } = await htmlOf(res);
    expect(textOf(document.querySelector("[data-testid=print-tables-error]"))).toBe("At most 100 codes at a time: print the tables in parts (for example 1 to 100, then 101 to 200).");
  });

  it("offers the table codes in every format's controls as a form that works without scripts", async () => {
    const { document } = await htmlOf(await print(`/qr/${listing.unique_id}/print?lang=en&format=card-a6`));
    const form = document.querySelector("[data-testid=print-tables-form]")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe(`/qr/${listing.unique_id}/print`);
    const fields = Object.fromEntries([...form.querySelectorAll("input")].map((i) => [i.getAttribute("name"), i.getAttribute("value")]));
    expect(fields).toEqual({ lang: "en", format: "tables", from: "1", to: "12" });
    expect(textOf(form)).toContain("Table codes");
    // On the table sheet, the other language keeps the range.
    const tables = (await htmlOf(await sheetOf("from=13&to=24"))).document;
    expect(tables.querySelector('.actions a[lang="en"]')?.getAttribute("href")).toBe(`/qr/${listing.unique_id}/print?lang=en&format=tables&from=13&to=24`);
  });

  it("draws table codes only for a public listing", async () => {
    const pending = await kit.listing(owner);
    expect((await print(`/qr/${pending.id}/print?format=tables&from=1&to=12`)).status).toBe(404);
    expect((await print(`/qr/${pending.unique_id ?? pending.id}/print?format=tables`)).status).toBe(404);
    const rejected = await kit.listing(owner);
    await kit.decide(rejected.id, "reject", "no");
    expect((await print(`/qr/${rejected.id}/print?format=tables`)).status).toBe(404);
    // An approved listing of an owner taken out of public view has no table codes either.
    const other = await kit.owner("hidden");
    const hidden = await kit.approvedListing(other);
    expect((await print(`/qr/${hidden.unique_id}/print?format=tables`)).status).toBe(200);
    await kit.db.update(qrUsers).set({ is_active: false }).where(eq(qrUsers.id, other.id));
    const gone = await print(`/qr/${hidden.unique_id}/print?format=tables&from=1&to=3`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("النشاط التجاري غير موجود");
  });
});
