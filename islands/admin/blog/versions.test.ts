import { describe, expect, it } from "vitest";
import ar from "../../../locales/ar.json";
import en from "../../../locales/en.json";
import { createT } from "../../../locales/i18n";
import { VERSIONED_FIELDS } from "../../../worker/services/post-history";
import { fromPlainText } from "./rich/state";
import { fieldDir, fieldLabel, inFormOrder, valueText, versionFields } from "./versions";

const admin = (table: typeof ar, lang: "ar" | "en") => {
  const t = createT(table, lang);
  return (key: string, params?: Record<string, string | number>) => t(`admin.${key}`, params);
};
const tAr = admin(ar, "ar");
const tEn = admin(en, "en");

describe("a version's fields as the history names and shows them", () => {
  it("knows every field the server keeps, and nothing else", () => {
    expect(Object.keys(versionFields).sort()).toEqual([...VERSIONED_FIELDS].sort());
  });

  it("lists the changed fields in the form's order, leaving out names it does not know", () => {
    expect(inFormOrder(["tags", "content_ar", "title_ar", "something_new"])).toEqual(["title_ar", "content_ar", "tags"]);
  });

  it("names each field with the form's own labels, in the admin's language", () => {
    expect(fieldLabel(tAr, "content_ar")).toBe("المحتوى (بالعربية)");
    expect(fieldLabel(tAr, "title_en")).toBe("العنوان (بالإنجليزية)");
    expect(fieldLabel(tEn, "content_en")).toBe("Content (English)");
    expect(fieldLabel(tEn, "category")).toBe("Category");
    expect(fieldLabel(tAr, "publish_at")).toBe("موعد النشر");
  });

  it("writes each text in its own language's direction, the rest in the admin's", () => {
    expect([fieldDir("title_en", "ar"), fieldDir("content_ar", "en"), fieldDir("status", "ar"), fieldDir("status", "en")]).toEqual(["ltr", "rtl", "rtl", "ltr"]);
  });

  it("shows values as words: bodies as their text, choices in the admin's words, nothing as empty", () => {
    const values = {
      content_ar: fromPlainText("فقرة أولى\n\nفقرة ثانية"),
      category: "design",
      status: "draft",
      tags: ["حملة", "إعلان"],
      title_en: "  A title ",
      publish_at: null,
      image: "/media/a.webp",
    };
    expect(valueText("content_ar", values, tAr, "ar")).toBe("فقرة أولى\nفقرة ثانية");
    expect(valueText("category", values, tAr, "ar")).toBe("تصميم");
    expect(valueText("status", values, tEn, "en")).toBe("Draft");
    expect(valueText("tags", values, tAr, "ar")).toBe("حملة، إعلان");
    expect(valueText("title_en", values, tEn, "en")).toBe("A title");
    expect(valueText("publish_at", values, tAr, "ar")).toBe("");
    expect(valueText("image", values, tAr, "ar")).toBe("/media/a.webp");
    expect(valueText("content_en", values, tAr, "ar")).toBe("");
    expect(valueText("publish_at", { publish_at: "2026-12-24T09:00:00.000Z" }, tEn, "en")).toMatch(/December 24, 2026/);
  });
});
