import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeQrSvg } from "../worker/services/qr/qr-decode.testing";
import { qrSvg } from "../worker/services/qr/qr-code";
import { pngSizeOf } from "../islands/qr/qr-download";
import { qrDesignSchema } from "./contract/qr-design";
import { contrastWithWhite, DEFAULT_QR_DESIGN, designVersion, isReadableQrColor, MIN_QR_CONTRAST, QR_PALETTE } from "./qr-design";
import { drawQrSvg, logoClearModules, qrModules } from "./qr-design-svg";

describe("the colour rule", () => {
  it("measures the WCAG contrast ratio against white", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite("#777777")).toBeCloseTo(4.48, 2);
  });

  it("accepts dark colours and every swatch, refuses light ones and anything not #RRGGBB", () => {
    for (const c of [...QR_PALETTE, "#767676", "#1E3A8A", "#7f1d1d"]) expect(isReadableQrColor(c), c).toBe(true);
    for (const c of ["#777777", "#ffd700", "#87ceeb", "#ffffff", "#f97316", "black", "#12345", "#1234567"]) expect(isReadableQrColor(c), c).toBe(false);
    expect(MIN_QR_CONTRAST).toBe(4.5);
  });

  it("is the schema's rule too, with the colour kept in one spelling", () => {
    expect(qrDesignSchema.parse({ color: " #1E3A8A ", logo: false, frame: "none" })).toEqual({ color: "#1e3a8a", logo: false, frame: "none" });
    const refused = qrDesignSchema.safeParse({ color: "#ffd700", logo: false, frame: "none" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["color"], message: "validation.qrContrast" });
    expect(qrDesignSchema.safeParse({ color: "#zzzzzz", logo: false, frame: "none" }).error?.issues[0].message).toBe("validation.color");
  });
});

describe("the design's version (the image address's ?v=)", () => {
  it("is empty for the plain code and changes with the colour, the frame, the logo and the logo's file", () => {
    expect(designVersion(DEFAULT_QR_DESIGN, "/media/a.png")).toBe("");
    const base = { color: "#1e3a8a", logo: true, frame: "scan-me" } as const;
    const versions = [
      designVersion(base, "/media/aaaaaaaaaaaaaaaa.png"),
      designVersion(base, "/media/bbbbbbbbbbbbbbbb.png"),
      designVersion({ ...base, color: "#1e3a8b" }, "/media/aaaaaaaaaaaaaaaa.png"),
      designVersion({ ...base, frame: "none" }, "/media/aaaaaaaaaaaaaaaa.png"),
      designVersion({ ...base, logo: false }, "/media/aaaaaaaaaaaaaaaa.png"),
    ];
    expect(new Set(versions).size).toBe(versions.length);
    for (const v of versions) expect(v).toMatch(/^[0-9a-z]{1,7}$/);
    // Without the logo, the logo's file does not matter.
    expect(designVersion({ ...base, logo: false }, "/media/x.png")).toBe(designVersion({ ...base, logo: false }, null));
  });
});

describe("drawQrSvg", () => {
  it("draws exactly the plain code for the plain design", () => {
    const text = "https://agency.sy/qr/abcdefghjk?src=qr";
    expect(drawQrSvg(text, DEFAULT_QR_DESIGN)).toBe(qrSvg(text));
  });

  it("clears at most a quarter of the width for the logo: about 6 % of the modules, far under what H repairs", () => {
    expect(logoClearModules(37)).toBe(9);
    for (const n of [21, 25, 29, 33, 37, 41, 45, 49, 53, 57]) {
      const c = logoClearModules(n);
      expect((n - c) % 2, `${n}`).toBe(0);
      expect(c / n).toBeLessThanOrEqual(0.25);
      expect((c * c) / (n * n)).toBeLessThan(0.0625);
    }
  });

  it("still scans with a black logo (the worst case), a colour and the frame, for short and long addresses", async () => {
    const black = await sharp({ create: { width: 160, height: 160, channels: 3, background: "#000000" } }).png().toBuffer();
    const logoHref = `data:image/png;base64,${black.toString("base64")}`;
    const texts = [
      "http://localhost/qr/abcdefghjk?src=qr",
      "https://agency.sy/qr/mnpqrstuvw?src=qr",
      "https://www.damascus-advertising-agency.example/qr/z23456789a?src=qr",
    ];
    for (const text of texts) {
      const n = qrModules(text).length;
      for (const color of ["#000000", "#767676", "#9f1239"]) {
        for (const frame of ["none", "scan-me"] as const) {
          const svg = drawQrSvg(text, { color, logo: true, frame }, { logoHref });
          expect(svg).toContain(`fill="${color}"`);
          expect(svg.match(/<image /g), `${n}`).toHaveLength(1);
          const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!;
          const big = svg.replace(/ width="\d+" height="\d+"/, ` width="${Number(w) * 6}" height="${Number(h) * 6}"`);
          expect(await decodeQrSvg(big), `${text} ${color} ${frame}`).toBe(text);
        }
      }
    }
  });

  it("has the frame's call as outlines, with no text, font, style or script", () => {
    const svg = drawQrSvg("https://agency.sy/qr/abcdefghjk?src=qr", { color: "#166534", logo: false, frame: "scan-me" });
    expect(svg).not.toMatch(/<text|font|style|<script|on\w+=/i);
    expect(svg.length).toBeLessThan(20_000);
    // Taller than wide: the band with the call sits under the code.
    const { width, height } = pngSizeOf(svg, 1024);
    expect(width).toBe(1024);
    expect(height).toBeGreaterThan(1200);
    expect(pngSizeOf(qrSvg("x"), 512)).toEqual({ width: 512, height: 512 });
  });
});
