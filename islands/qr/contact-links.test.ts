import { describe, expect, it } from "vitest";
import { displayUrl, safeHttpUrl, safeMenuUrl, telHref, whatsappHref } from "./contact-links";

describe("contact links", () => {
  it("WhatsApp chat links carry the digits only", () => {
    expect(whatsappHref("+963 944 123 456")).toBe("https://wa.me/963944123456");
    // A number written the local Syrian way gets the country code (wa.me needs it).
    expect(whatsappHref("(0944) 123-456")).toBe("https://wa.me/963944123456");
  });
  it("tel: links keep a leading + and drop punctuation", () => {
    expect(telHref("+963 11 544 1234")).toBe("tel:+963115441234");
    expect(telHref("(011) 544-1234")).toBe("tel:0115441234");
    expect(telHref("12+34")).toBe("tel:1234");
  });
  it("only http(s) URLs become links", () => {
    expect(safeHttpUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,x")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeMenuUrl("/media/menu.png")).toBe("/media/menu.png");
    expect(safeMenuUrl("//evil.example/x")).toBeNull();
  });
  it("shows websites without scheme, www and trailing slash", () => {
    expect(displayUrl("https://www.example.com/")).toBe("example.com");
    expect(displayUrl("http://shop.example.com/menu")).toBe("shop.example.com/menu");
  });
});
