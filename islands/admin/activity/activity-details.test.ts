import { describe, expect, it } from "vitest";
import ar from "../../../locales/ar.json";
import en from "../../../locales/en.json";
import { createT, type Messages } from "../../../locales/i18n";
import { activityDetail } from "../../../shared/activity";
import { activityDetailParts } from "./activity-details";

/** The admin's translator, as the admin app makes it (its own namespace). */
const tOf = (table: Messages, lang: "ar" | "en") => createT(table.admin as Messages, lang);
const inAr = (details: string | null) => activityDetailParts(details, tOf(ar as Messages, "ar"), "ar");
const inEn = (details: string | null) => activityDetailParts(details, tOf(en as Messages, "en"), "en");

describe("the activity log's details, in the reader's language", () => {
  it("says an owner was approved with their listing", () => {
    const stored = activityDetail({ key: "withListing" });
    expect(inAr(stored)).toEqual(["بالموافقة على نشاطه"]);
    expect(inEn(stored)).toEqual(["approved with their listing"]);
  });

  it.each([
    [0, "لا عناصر", "0 items"],
    [1, "عنصر واحد", "1 item"],
    [2, "عنصران", "2 items"],
    [3, "٣ عناصر", "3 items"],
    [11, "١١ عنصراً", "11 items"],
    [100, "١٠٠ عنصر", "100 items"],
  ])("counts %i saved items with Arabic's plural forms and Arabic-Indic digits", (count, arabic, english) => {
    const stored = activityDetail({ key: "items", count });
    expect(inAr(stored)).toEqual([arabic]);
    expect(inEn(stored)).toEqual([english]);
  });

  it("counts social links the same way", () => {
    expect(inAr(activityDetail({ key: "links", count: 2 }))).toEqual(["رابطان"]);
    expect(inAr(activityDetail({ key: "links", count: 5 }))).toEqual(["٥ روابط"]);
    expect(inEn(activityDetail({ key: "links", count: 1 }))).toEqual(["1 link"]);
  });

  it("tells an image backfill run as separate facts, with no hyphen between two numbers", () => {
    const stored = activityDetail({ key: "backfill", processed: 12, failed: 1, from: 1, to: 50 });
    expect(inAr(stored)).toEqual(["عولجت ١٢ صورة", "تعذّرت صورة واحدة", "الصور المرفوعة من رقم ١ إلى رقم ٥٠"]);
    expect(inEn(stored)).toEqual(["12 images processed", "1 failed", "uploads 1 to 50"]);
    for (const part of inAr(stored)) expect(part).not.toMatch(/[0-9]|[٠-٩]\s*[-–·]\s*[٠-٩]/);
  });

  it("shows typed text, and rows stored before details were data, as they were stored", () => {
    expect(inAr("مخالف")).toEqual(["مخالف"]);
    expect(inAr("with listing")).toEqual(["with listing"]);
    expect(inAr("3 items")).toEqual(["3 items"]);
    expect(inAr('{"key":"items","count":"lots"}')).toEqual(['{"key":"items","count":"lots"}']);
    expect(inAr("{not json")).toEqual(["{not json"]);
    expect(inAr(null)).toEqual([]);
  });
});
