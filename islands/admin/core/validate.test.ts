import { describe, expect, it } from "vitest";
import { settingsBody } from "../../../shared/contract/settings";
import { adminPasswordRules } from "../../../shared/form-rules";
import { isImageUrl, isRequired, ruleParams, validate, type ContentRule } from "./validate";

describe("validate", () => {
  it("reports required fields that are empty, blank or an empty list", () => {
    expect(validate({ a: "", b: "  ", c: [], d: "x" }, { a: ["required"], b: ["required"], c: ["required"], d: ["required"] })).toEqual({
      a: "required",
      b: "required",
      c: "required",
    });
  });
  it("checks formats only when a value is given", () => {
    const rules = { link: ["url"], email: ["email"], phone: ["phone"] } as const;
    expect(validate({ link: "", email: "", phone: "" }, rules)).toEqual({});
    expect(validate({ link: "javascript:alert(1)", email: "nope", phone: "12ab" }, rules)).toEqual({ link: "url", email: "email", phone: "phone" });
    expect(validate({ link: "https://example.com", email: "a@b.co", phone: "+963 11 612-3456" }, rules)).toEqual({});
  });
  it("reports the first failed rule of a field", () => {
    expect(validate({ image: "" }, { image: ["required", "imageUrl"] })).toEqual({ image: "required" });
    expect(validate({ image: "ftp://x/y.png" }, { image: ["required", "imageUrl"] })).toEqual({ image: "imageUrl" });
  });
  it("accepts real dates, whole numbers and #RRGGBB colours only", () => {
    const rules = { d: ["date"], n: ["integer"], c: ["color"] } as const;
    expect(validate({ d: "2025-02-31", n: "1.5", c: "red" }, rules)).toEqual({ d: "date", n: "integer", c: "color" });
    expect(validate({ d: "2024-02-29", n: "12", c: "#6366f1" }, rules)).toEqual({});
  });
});

describe("a value that is not text (an article's body)", () => {
  // A tree is empty when no node in it has words: the form's own test, not a length.
  const isEmpty = (v: unknown) => !JSON.stringify(v ?? "").match(/"text":"\s*\S/);
  const required: ContentRule = { required: true, isEmpty };
  const optional: ContentRule = { required: false, isEmpty };
  it("is required by its own test of emptiness, and never measured", () => {
    const blank = { root: { children: [{ type: "paragraph", children: [] }] } };
    const long = { root: { children: [{ type: "paragraph", children: [{ type: "text", text: "x".repeat(60_000) }] }] } };
    expect(validate({ body: blank, other: blank }, { body: required, other: optional })).toEqual({ body: "required" });
    expect(validate({ body: long }, { body: required })).toEqual({});
    expect(isRequired(required)).toBe(true);
    expect(isRequired(optional)).toBe(false);
    expect(ruleParams(required)).toEqual({});
  });
});

describe("a new password (the server's rule)", () => {
  const rule = adminPasswordRules.new_password;
  it("is refused shorter than the server's shortest, and its words get the server's lengths", () => {
    expect(validate({ p: "x".repeat(rule.minLength - 1) }, { p: rule })).toEqual({ p: "passwordLength" });
    expect(validate({ p: "x".repeat(rule.minLength) }, { p: rule })).toEqual({});
    expect(validate({ p: "" }, { p: rule })).toEqual({ p: "required" });
    expect(ruleParams(rule)).toEqual({ min: rule.minLength, max: rule.maxLength });
    expect(ruleParams(["required"])).toEqual({});
  });
});

describe("isImageUrl", () => {
  it("takes http(s) URLs and paths on this site, never protocol-relative or script URLs", () => {
    expect(isImageUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isImageUrl("/media/abc.png")).toBe(true);
    expect(isImageUrl("//evil.example.com/x.png")).toBe(false);
    expect(isImageUrl("data:image/png;base64,AAAA")).toBe(false);
  });
});


describe("webImageUrl (the site's logo and icon)", () => {
  // What a person may type, and whether it is an image address once written out in full.
  const typed: [string, boolean][] = [
    ["agency.sy/logo.png", true],
    [" agency.sy/brand/logo.png ", true],
    ["https://cdn.example.com/a.png", true],
    ["/media/abcdef0123456789abcd.png", true],
    ["/images/logo.svg", true],
    ["logo png", false],
    ["javascript:alert(1)", false],
    ["//evil.example.com/x.png", false],
    ["ftp://example.com/x.png", false],
  ];
  it("takes a bare address as the server does: the form lets through exactly what the server stores", () => {
    for (const [value, ok] of typed) {
      expect(validate({ logo_url: value }, { logo_url: ["webImageUrl"] }), value).toEqual(ok ? {} : { logo_url: "webImageUrl" });
      expect(settingsBody.safeParse({ logo_url: value.trim() }).success, value).toBe(ok);
    }
    expect(settingsBody.parse({ logo_url: "agency.sy/logo.png" }).logo_url).toBe("https://agency.sy/logo.png");
  });
});
