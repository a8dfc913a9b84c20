import { describe, expect, it } from "vitest";
import { cleanOrigin, publicPageUrl, qrFields, qrImageUrl, qrSvg, scanTargetUrl, svgDataUrl } from "./qr-code";
import { decodeQrSvg, svgOfDataUrl } from "./qr-decode.testing";

describe("qrSvg", () => {
  it("draws a code that a reader decodes back to the exact text", async () => {
    for (const text of ["http://localhost:8787/qr/abcdefghjk?src=qr", "https://agency.sy/qr/z23456789a?src=qr"]) {
      expect(await decodeQrSvg(qrSvg(text))).toBe(text);
    }
  });

  it("still decodes with part of it covered: error correction H survives a 12% blot in the middle", async () => {
    const text = "https://agency.sy/qr/mnpqrstuvw?src=qr";
    const svg = qrSvg(text);
    const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
    const blot = Math.round(size * 0.35);
    const start = Math.round((size - blot) / 2);
    const blotted = svg.replace("</svg>", `<rect x="${start}" y="${start}" width="${blot}" height="${blot}" fill="#ffffff"/></svg>`);
    expect(await decodeQrSvg(blotted)).toBe(text);
  });

  it("is small and needs no styles or scripts (it renders under a CSP that allows nothing)", () => {
    const svg = qrSvg("https://agency.sy/qr/abcdefghjk?src=qr");
    expect(svg.length).toBeLessThan(12_000);
    expect(svg).not.toMatch(/style=|<style|<script|on\w+=/i);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe("QR fields", () => {
  it("builds the page link, the image link and a data URL of the same image, on a clean origin", async () => {
    const fields = qrFields("https://agency.sy/", "abcdefghjk");
    expect(fields.qr_code_url).toBe("https://agency.sy/qr/abcdefghjk");
    expect(fields.qr_code_image_url).toBe("https://agency.sy/qr/code/abcdefghjk.svg");
    expect(fields.qr_code_data).toBe(svgDataUrl(qrSvg("https://agency.sy/qr/abcdefghjk?src=qr")));
    expect(await decodeQrSvg(svgOfDataUrl(fields.qr_code_data))).toBe("https://agency.sy/qr/abcdefghjk?src=qr");
  });

  it("encodes the scan marker so a scan can be told from a shared link", () => {
    expect(scanTargetUrl("http://localhost:8787", "abc234defg")).toBe("http://localhost:8787/qr/abc234defg?src=qr");
    expect(publicPageUrl("http://localhost:8787/", "abc234defg")).toBe("http://localhost:8787/qr/abc234defg");
    expect(qrImageUrl("http://localhost:8787", "abc234defg")).toBe("http://localhost:8787/qr/code/abc234defg.svg");
    expect(cleanOrigin("https://Agency.SY:443/some/path")).toBe("https://agency.sy");
  });

  it("differs per origin (a seeded localhost code is never served to another origin)", () => {
    expect(qrFields("http://localhost:8787", "abcdefghjk").qr_code_data).not.toBe(qrFields("https://agency.sy", "abcdefghjk").qr_code_data);
  });
});
