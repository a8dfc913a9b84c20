import { describe, expect, it } from "vitest";
import { attachmentHeader, buildVCard, escapeText, foldLine, safeFileName } from "./vcard";

const unfold = (card: string) => card.replace(/\r\n /g, "");
const lines = (card: string) => unfold(card).split("\r\n").filter(Boolean);

describe("vCard text escaping", () => {
  it("escapes backslash, comma, semicolon and newlines (RFC 2426)", () => {
    expect(escapeText("a\\b, c; d\ne\r\nf")).toBe("a\\\\b\\, c\\; d\\ne\\nf");
    expect(escapeText("tab\tand\u0000nul")).toBe("tab andnul");
  });

  it("a value can never start a property of its own", () => {
    const card = buildVCard({
      name: "Evil\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Injected",
      description: "x\nTEL:+1 555",
      website: "https://example.com/\r\nNOTE:x",
      pageUrl: "https://agency.sy/qr/abc",
    });
    const props = lines(card).map((l) => l.split(/[:;]/)[0]);
    expect(props.filter((p) => p === "BEGIN")).toHaveLength(1);
    expect(props.filter((p) => p === "END")).toHaveLength(1);
    expect(props).not.toContain("TEL");
    expect(lines(card)).toContain("FN:Evil\\nEND:VCARD\\nBEGIN:VCARD\\nFN:Injected");
    expect(lines(card)).toContain("URL;TYPE=WORK:https://example.com/NOTE:x");
  });
});

describe("buildVCard", () => {
  it("writes a company card with phone, WhatsApp, email, address, links and note, CRLF-terminated", () => {
    const card = buildVCard({
      name: "مقهى الياسمين",
      category: "مقهى",
      description: "قهوة، وحلويات; كل يوم",
      phone: "+963 11 544 1234",
      whatsapp: "+963 944 123 456",
      email: "hello@cafe.example",
      address: "دمشق، باب توما",
      website: "https://cafe.example",
      pageUrl: "https://agency.sy/qr/abc123",
      socials: [
        { type: "facebook", url: "https://facebook.com/cafe" },
        { type: "twitter", url: null },
      ],
    });
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines(card)).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:مقهى الياسمين",
      "N:مقهى الياسمين;;;;",
      "ORG:مقهى الياسمين",
      "X-ABSHOWAS:COMPANY",
      "TITLE:مقهى",
      "TEL;TYPE=WORK,VOICE:+963 11 544 1234",
      "TEL;TYPE=CELL:+963 944 123 456",
      "EMAIL;TYPE=INTERNET,WORK:hello@cafe.example",
      "ADR;TYPE=WORK:;;دمشق، باب توما;;;;Syria",
      "URL;TYPE=WORK:https://cafe.example",
      "URL:https://agency.sy/qr/abc123",
      "X-SOCIALPROFILE;TYPE=facebook:https://facebook.com/cafe",
      "NOTE:قهوة، وحلويات\\; كل يوم",
      "END:VCARD",
    ]);
  });

  it("writes the town as the address's locality, Syria as its country, and the position as GEO", () => {
    const card = buildVCard({ name: "مقهى", address: "باب توما، شارع الياسمين", city: "دمشق", position: { latitude: 33.513395, longitude: 36.314931 }, pageUrl: "https://agency.sy/qr/x" });
    expect(lines(card)).toContain("ADR;TYPE=WORK:;;باب توما، شارع الياسمين;دمشق;;;Syria");
    expect(lines(card)).toContain("GEO:33.513395;36.314931");
    // A town alone is still an address; no position, no GEO.
    const town = buildVCard({ name: "Shop", city: "Homs", pageUrl: "https://agency.sy/qr/y" });
    expect(lines(town)).toContain("ADR;TYPE=WORK:;;;Homs;;;Syria");
    expect(town).not.toContain("GEO");
  });

  it("leaves out what the listing lacks, and WhatsApp when it is the phone number", () => {
    const card = buildVCard({ name: "Shop", phone: "0944 123 456", whatsapp: "0944-123-456", pageUrl: "https://agency.sy/qr/x" });
    expect(lines(card).filter((l) => l.startsWith("TEL"))).toHaveLength(1);
    expect(card).not.toMatch(/EMAIL|ADR|NOTE|TITLE/);
  });
});

describe("foldLine", () => {
  it("folds at 75 octets without splitting a UTF-8 character, and unfolds back", () => {
    const line = `NOTE:${"دمشق ".repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});

describe("download names", () => {
  it("keep the business name and drop characters file systems refuse", () => {
    expect(safeFileName("مقهى/الياسمين: 1")).toBe("مقهى الياسمين 1");
    expect(safeFileName("..")).toBe("business");
    expect(attachmentHeader("مقهى.vcf", "contact.vcf")).toBe(`attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent("مقهى.vcf")}`);
  });
});

describe("the photo", () => {
  it("names the logo's JPEG or PNG main file by its absolute address, and nothing else", () => {
    const card = (photoUrl: string | null) => lines(buildVCard({ name: "مقهى", pageUrl: "https://agency.sy/qr/abc", photoUrl }));
    expect(card("https://agency.sy/media/0123456789abcdef0123.jpg")).toContain("PHOTO;VALUE=URI;TYPE=JPEG:https://agency.sy/media/0123456789abcdef0123.jpg");
    expect(card("https://agency.sy/media/0123456789abcdef0123.png")).toContain("PHOTO;VALUE=URI;TYPE=PNG:https://agency.sy/media/0123456789abcdef0123.png");
    // A drawing (SVG) is not a photo any contacts app reads: left out.
    expect(card("https://agency.sy/images/demo/cafe-logo.svg").some((l) => l.startsWith("PHOTO"))).toBe(false);
    expect(card(null).some((l) => l.startsWith("PHOTO"))).toBe(false);
  });
});
