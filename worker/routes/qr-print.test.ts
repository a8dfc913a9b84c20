import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrUsers } from "../../db/schema";
import { printFormats } from "../../pages/qr-print-styles";
import { createQrTestApp, type TestOwner } from "./api/qr/qr-test-kit";
import { decodeQrSvg } from "../services/qr/qr-decode.testing";
import { htmlOf, textOf } from "../testing/html";

let kit: Awaited<ReturnType<typeof createQrTestApp>>;
let owner: TestOwner;
beforeAll(async () => {
  kit = await createQrTestApp();
  owner = await kit.owner();
});

const print = (path: string, init?: RequestInit) => kit.app.request(path, init);

describe("GET /qr/{unique_id}/print", () => {
  it("renders each format as a print sheet whose inline code opens the listing's ?src=qr address", async () => {
    const listing = await kit.approvedListing(owner, { business_name: "مقهى <الطباعة>" });
    for (const format of printFormats) {
      const res = await print(`/qr/${listing.unique_id}/print?format=${format}`);
      expect(res.status, format).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const { document, text } = await htmlOf(res);
      const sheet = document.querySelector("[data-testid=print-sheet]");
      expect(sheet?.getAttribute("data-format")).toBe(format);
      // The name is escaped, never markup.
      expect(text).not.toContain("<الطباعة>");
      expect(textOf(sheet)).toContain("مقهى <الطباعة>");
      const svg = sheet!.querySelector("svg")!.outerHTML;
      expect(await decodeQrSvg(svg.replace("<svg ", '<svg width="600" height="600" '))).toBe(`http://localhost/qr/${listing.unique_id}?src=qr`);
      // Paper size for the printer (the sheet's own, in millimetres: CSS names no A6), both languages' call to scan.
      expect(text).toMatch(format === "card-a6" ? /@page\{size:105mm 148mm;margin:0\}/ : /@page\{size:210mm 297mm;margin:0\}/);
      expect(textOf(sheet)).toContain("امسح الرمز بكاميرا هاتفك");
      expect(textOf(sheet)).toContain("Scan with your phone's camera");
    }
  });

  it("has two faces on the table tent and twelve stickers on the sheet", async () => {
    const listing = await kit.approvedListing(owner);
    const tent = (await htmlOf(await print(`/qr/${listing.unique_id}/print?format=tent-a5`))).document;
    expect(tent.querySelectorAll("[data-testid=print-sheet] .face")).toHaveLength(2);
    expect(tent.querySelector(".flipped .face")?.getAttribute("lang")).toBe("en");
    const stickers = (await htmlOf(await print(`/qr/${listing.unique_id}/print?format=stickers`))).document;
    expect(stickers.querySelectorAll("[data-testid=print-sheet] .sticker svg")).toHaveLength(12);
  });

  it("reads right to left in Arabic and left to right in English, with a print button and the PDF explained", async () => {
    const listing = await kit.approvedListing(owner);
    const ar = (await htmlOf(await print(`/qr/${listing.unique_id}/print?lang=ar`))).document;
    expect(ar.documentElement.getAttribute("dir")).toBe("rtl");
    expect(textOf(ar.querySelector("[data-testid=print-button]"))).toBe("طباعة");
    expect(textOf(ar.querySelector("[data-testid=print-help]"))).toContain("PDF");
    expect(ar.querySelector("[data-testid=print-sheet]")?.getAttribute("data-format")).toBe("poster-a4");
    const en = (await htmlOf(await print(`/qr/${listing.unique_id}/print?lang=en&format=card-a6`))).document;
    expect(en.documentElement.getAttribute("dir")).toBe("ltr");
    expect(en.documentElement.getAttribute("lang")).toBe("en");
    expect(textOf(en.querySelector("[data-testid=print-help]"))).toContain("Save as PDF");
    const links = [...en.querySelectorAll("[data-testid=print-format]")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(printFormats.map((f) => `/qr/${listing.unique_id}/print?lang=en&format=${f}`));
  });

  it("answers 404 for anything not public and 400 for an unknown format", async () => {
    const pending = await kit.listing(owner);
    expect((await print(`/qr/${pending.id}/print`)).status).toBe(404);
    expect((await print("/qr/zzzzzzzzzz/print")).status).toBe(404);
    expect((await print("/qr/999999/print")).status).toBe(404);
    const listing = await kit.approvedListing(owner);
    const bad = await print(`/qr/${listing.unique_id}/print?format=A0&lang=en`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Unknown print format. The formats are: poster-a4, tent-a5, card-a6, stickers, tables");
    // A rejected owner's listing leaves public view, its print kit too.
    const other = await kit.owner();
    const hidden = await kit.approvedListing(other);
    expect((await print(`/qr/${hidden.unique_id}/print`)).status).toBe(200);
    await kit.db.update(qrUsers).set({ is_active: false }).where(eq(qrUsers.id, other.id));
    const gone = await print(`/qr/${hidden.unique_id}/print`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("النشاط التجاري غير موجود");
  });
});
