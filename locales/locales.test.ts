import { describe, expect, it } from "vitest";
import ar from "./ar.json";
import en from "./en.json";
import { createT, pickMessages, pluralKey, toLang, type Messages } from "./i18n";
import { formatNumber } from "./format";

const keysOf = (table: Messages, prefix = ""): string[] =>
  Object.entries(table).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

describe("locale files", () => {
  it("have identical key sets", () => {
    const arKeys = keysOf(ar).sort();
    const enKeys = keysOf(en).sort();
    expect(arKeys.filter((k) => !enKeys.includes(k)), "keys only in ar.json").toEqual([]);
    expect(enKeys.filter((k) => !arKeys.includes(k)), "keys only in en.json").toEqual([]);
  });

  it("have no empty strings", () => {
    for (const [name, table] of Object.entries({ ar, en })) {
      const t = createT(table, name as "ar" | "en");
      for (const key of keysOf(table)) expect(t(key), `${name}:${key}`).not.toBe(`Missing translation: ${key}`);
    }
  });

  it("are actually translated: Arabic strings contain Arabic script", () => {
    const untranslated = keysOf(ar).filter((key) => {
      const value = createT(ar, "ar")(key);
      return !/[\u0600-\u06FF]/.test(value) && value === createT(en, "en")(key);
    });
    expect(untranslated).toEqual([]);
  });

  it("write numbers in Arabic-Indic digits in Arabic, with no dot or hyphen between two numbers", () => {
    const t = createT(ar, "ar");
    // Placeholders are filled in by the formatter; URLs and the colour pattern are identifiers.
    const text = (key: string) => t(key).replace(/\{\{[^}]+\}\}|https?:\/\/\S+|#RRGGBB/g, "");
    expect(keysOf(ar).filter((key) => /[0-9]/.test(text(key)))).toEqual([]);
    expect(keysOf(ar).filter((key) => /[0-9\u0660-\u0669]\s*[·\-–]\s*[0-9\u0660-\u0669]/.test(t(key)))).toEqual([]);
  });
});

describe("createT", () => {
  it("renders a missing key as `Missing translation: {key}`", () => {
    expect(createT(ar, "ar")("nope.not.here")).toBe("Missing translation: nope.not.here");
  });
  it("interpolates parameters", () => {
    expect(createT(en, "en")("about.founded", { year: 2015 })).toBe("Founded in 2015");
    expect(createT(ar, "ar")("about.founded", { year: 2015 })).toBe("تأسست عام ٢٠١٥");
  });
  it("binds one language per instance, so concurrent requests never mix", () => {
    const tAr = createT(ar, "ar");
    const tEn = createT(en, "en");
    expect(tAr("nav.about")).toBe("من نحن");
    expect(tEn("nav.about")).toBe("About");
    expect(tAr("nav.about")).toBe("من نحن");
  });
});

describe("pluralKey", () => {
  it("picks each count's plural form: Arabic's six, English's two", () => {
    const tAr = createT(ar as Messages, "ar");
    const tEn = createT(en as Messages, "en");
    const total = (t: typeof tAr, lang: "ar" | "en", n: number) => t(pluralKey("admin.list.total", n, lang), { count: formatNumber(n, lang) });
    expect([0, 1, 2, 3, 11, 100, 1234].map((n) => total(tAr, "ar", n))).toEqual(["لا عناصر", "عنصر واحد", "عنصران", "٣ عناصر", "١١ عنصرًا", "١٠٠ عنصر", "١٬٢٣٤ عنصرًا"]);
    expect([1, 2, 1234].map((n) => total(tEn, "en", n))).toEqual(["1 item", "2 items", "1,234 items"]);
  });
});

describe("pickMessages", () => {
  it("keeps only the asked keys, nested as in the table", () => {
    const picked = pickMessages(en, ["lang.toggle", "theme.toDark"]);
    expect(picked).toEqual({ lang: { toggle: "العربية" }, theme: { toDark: "Switch to dark mode" } });
  });
});

describe("toLang", () => {
  it("falls back to ar for anything that is not ar or en", () => {
    expect(toLang("en")).toBe("en");
    expect(toLang("fr")).toBe("ar");
    expect(toLang(undefined)).toBe("ar");
  });
});
