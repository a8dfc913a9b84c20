import { describe, expect, it } from "vitest";
import { checkAuth, checkListing, checkOwnerContact, checkPassword, isEmail, isPhone } from "./validate";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import { createT } from "../../locales/i18n";
import { ownerDeleteRules, ownerResetRules } from "../../shared/form-rules";
import { emptyListing } from "./listing-values";

const listing = (over: Partial<typeof emptyListing> = {}) => ({ ...emptyListing, business_name: "مخبز", business_type: "مطعم", ...over });

describe("checkListing", () => {
  it("accepts a minimal listing: a name and a type", () => {
    expect(checkListing(listing())).toEqual({});
  });

  it("requires the name after trimming and the type", () => {
    expect(checkListing(listing({ business_name: "   ", business_type: "" }))).toEqual({ business_name: "nameRequired", business_type: "typeRequired" });
  });

  it("checks email and phone only when given", () => {
    expect(checkListing(listing({ email: "not-an-email", phone: "12ab" }))).toEqual({ email: "emailInvalid", phone: "phoneInvalid" });
    expect(checkListing(listing({ email: " a@b.co ", phone: "+963 (11) 222-3333" }))).toEqual({});
  });

  it("applies the phone rule to WhatsApp and the URL rule to the website and social links", () => {
    const errors = checkListing(
      listing({ whatsapp: "123", website: "not a site", facebook: "javascript:alert(1)", instagram: "https://instagram.com/x", menu_url: "ftp://x" }),
    );
    expect(errors).toEqual({ whatsapp: "phoneInvalid", website: "urlInvalid", facebook: "urlInvalid", menu_url: "urlInvalid" });
    // As typed by people: a bare domain and a handle pass (they are written out in full, as the server does).
    expect(checkListing(listing({ website: "yasmin-cafe.sy", instagram: "@yasmin.cafe", twitter: "yasmin_cafe" }))).toEqual({});
    expect(checkListing(listing({ menu_url: "/media/abc.png" }))).toEqual({});
  });
});

describe("checkListing: the position and the English fields", () => {
  it("takes a position typed in either digit system, and none", () => {
    expect(checkListing(listing({ latitude: "33.5138", longitude: "36.2765" }))).toEqual({});
    expect(checkListing(listing({ latitude: "٣٣٫٥١٣٨", longitude: "−٣٦٫٢٧٦٥" }))).toEqual({});
    expect(checkListing(listing({ business_name_en: "Yasmin Cafe", description_en: "Coffee", city: "دمشق" }))).toEqual({});
  });

  it("refuses a coordinate out of range or not a number, on its own field", () => {
    expect(checkListing(listing({ latitude: "91", longitude: "36.2" }))).toEqual({ latitude: "latitudeInvalid" });
    expect(checkListing(listing({ latitude: "33.5", longitude: "east" }))).toEqual({ longitude: "longitudeInvalid" });
  });

  it("asks for both coordinates or neither, naming the missing one, as the server does", () => {
    expect(checkListing(listing({ latitude: "33.5138" }))).toEqual({ longitude: "positionPair" });
    expect(checkListing(listing({ longitude: "36.2765", latitude: "  " }))).toEqual({ latitude: "positionPair" });
    // In the form's order: the position's message comes before the e-mail's.
    expect(Object.keys(checkListing(listing({ longitude: "36.2", email: "x" })))).toEqual(["latitude", "email"]);
  });
});

describe("checkListing: ordering by WhatsApp", () => {
  it("needs a WhatsApp number for the switch to be on, as the server does", () => {
    expect(checkListing(listing({ ordering_enabled: true, whatsapp: "0944 111 222" }))).toEqual({});
    expect(checkListing(listing({ ordering_enabled: true, whatsapp: "  " }))).toEqual({ ordering_enabled: "orderingNeedsWhatsapp" });
    // More digits than any phone number: a phone, but no WhatsApp number.
    expect(checkListing(listing({ ordering_enabled: true, whatsapp: "+963 944 111 222 333 444" }))).toEqual({ ordering_enabled: "orderingNeedsWhatsapp" });
    expect(checkListing(listing({ ordering_enabled: false, whatsapp: "" }))).toEqual({});
  });

  it("says a number typed wrong on the number alone, and comes right after it in the form's order", () => {
    expect(checkListing(listing({ ordering_enabled: true, whatsapp: "12ab" }))).toEqual({ whatsapp: "phoneInvalid" });
    expect(Object.keys(checkListing(listing({ ordering_enabled: true, whatsapp: "", menu_url: "x y" })))).toEqual(["ordering_enabled", "menu_url"]);
  });
});

describe("phone rule", () => {
  it("is the server's rule: 8+ of digits, spaces, hyphens, parentheses, optional leading +", () => {
    for (const ok of ["12345678", "+963 944 123 456", "(011) 222-3333"]) expect(isPhone(ok), ok).toBe(true);
    for (const bad of ["1234567", "++12345678", "12345678x", "+", "+1234567"]) expect(isPhone(bad), bad).toBe(false);
    expect(isPhone("1".repeat(33))).toBe(false);
  });
  it("emails look like name@host.tld", () => {
    expect(isEmail("a@b.sy")).toBe(true);
    expect(isEmail("a@b")).toBe(false);
    expect(isEmail("a b@c.de")).toBe(false);
  });
});

describe("checkAuth", () => {
  const blank = { username: "", password: "", email: "", phone: "" };
  it("login needs a username and a password", () => {
    expect(checkAuth("login", blank)).toEqual({ username: "usernameRequired", password: "passwordRequired" });
    expect(checkAuth("login", { ...blank, username: "owner", password: "x" })).toEqual({});
  });
  it("register also needs a valid email and phone and an 8+ character password", () => {
    expect(checkAuth("register", blank)).toEqual({
      username: "usernameRequired",
      password: "passwordRequired",
      email: "emailRequired",
      phone: "phoneRequired",
    });
    expect(checkAuth("register", { username: "owner", password: "short", email: "x", phone: "12" })).toEqual({
      password: "passwordShort",
      email: "emailInvalid",
      phone: "phoneInvalid",
    });
    expect(checkAuth("register", { username: "owner", password: "long-enough", email: "o@x.sy", phone: "+963 944 555 666" })).toEqual({});
  });
});

describe("checkOwnerContact", () => {
  it("asks for both, each in its own form, as the sign-up does", () => {
    expect(checkOwnerContact({ email: "", phone: " " })).toEqual({ email: "emailRequired", phone: "phoneRequired" });
    expect(checkOwnerContact({ email: "owner@x", phone: "12" })).toEqual({ email: "emailInvalid", phone: "phoneInvalid" });
    expect(checkOwnerContact({ email: "owner@x.sy", phone: "+963 944 555 666" })).toEqual({});
  });
});

describe("checkPassword", () => {
  const words = (lang: "ar" | "en") => ({ t: createT(lang === "ar" ? ar : en, lang), lang, blank: "blank" });
  const newOne = ownerResetRules.password;
  it("says blank in the form's words, and too short with the server's shortest in the sentence", () => {
    expect(checkPassword(newOne, "", words("en"))).toBe("blank");
    expect(checkPassword(newOne, "x".repeat(newOne.minLength - 1), words("en"))).toBe(`The password must be at least ${newOne.minLength} characters`);
    // In Arabic digits, the counted word in the number's own plural form ("٨ أحرف", "١٢ حرفاً").
    expect(checkPassword(newOne, "short", words("ar"))).toMatch(new RegExp(`^يجب ألا تقل كلمة المرور عن ${newOne.minLength.toLocaleString("ar-SA")} (أحرف|حرفاً|حرف)$`));
    expect(checkPassword(newOne, "x".repeat(newOne.minLength), words("en"))).toBeUndefined();
  });
  it("leaves a current password of any length to the server, only not blank", () => {
    expect(checkPassword(ownerDeleteRules.password, "x", words("en"))).toBeUndefined();
    expect(checkPassword(ownerDeleteRules.password, "", words("en"))).toBe("blank");
  });
});
