import { describe, expect, it } from "vitest";
import { svgDataUrl } from "../../worker/services/qr/qr-code";
import { qrFileName, svgFromDataUrl } from "./qr-download";

describe("QR downloads", () => {
  it("are named after the business, in any script, without characters file systems refuse", () => {
    expect(qrFileName("مقهى الياسمين", "png")).toBe("مقهى الياسمين-QR.png");
    expect(qrFileName('A/B: "C"?', "svg")).toBe("A B C-QR.svg");
    expect(qrFileName("  ...  ", "png")).toBe("qr-code-QR.png");
  });

  it("read the SVG back from the API's qr_code_data", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    expect(svgFromDataUrl(svgDataUrl(svg))).toBe(svg);
    expect(svgFromDataUrl(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toBe(svg);
    expect(svgFromDataUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(svgFromDataUrl("https://example.com/x.svg")).toBeNull();
  });
});
