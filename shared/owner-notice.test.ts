import { describe, expect, it } from "vitest";
import { notificationKinds } from "../db/schema/enums";
import ar from "../locales/ar.json";
import en from "../locales/en.json";
import { createT } from "../locales/i18n";
import { dashboardLink, noticeHeadline, noticeNotes, ownerNoticeMail, ownerNoticeMessage } from "./owner-notice";
import { whatsappLink } from "./whatsapp";

const tAr = createT(ar, "ar");
const tEn = createT(en, "en");
// The marks that keep a name or a note a run of its own inside the sentence.
const FSI = "\u2068";
const PDI = "\u2069";
const link = "https://agency.example/qr/dashboard";

describe("ownerNoticeMessage: the WhatsApp text, word for word", () => {
  it("a listing approved, in Arabic and in English", () => {
    const notice = { kind: "listing_approved", business_name: "مقهى الياسمين" } as const;
    expect(ownerNoticeMessage(tAr, notice, { link })).toBe(
      `مرحباً،\nتمت الموافقة على «${FSI}مقهى الياسمين${PDI}».\nالتفاصيل في لوحة التحكم:\n${link}`,
    );
    expect(ownerNoticeMessage(tEn, notice, { link })).toBe(`Hello,\n“${FSI}مقهى الياسمين${PDI}” has been approved.\nDetails on your dashboard:\n${link}`);
  });

  it("a listing rejected with the admin's notes, in Arabic and in English", () => {
    const notice = { kind: "listing_rejected", business_name: "Jasmine Café", notes: "  الصور غير واضحة  " } as const;
    expect(ownerNoticeMessage(tAr, notice, { link })).toBe(
      `مرحباً،\nرُفض نشاطك التجاري «${FSI}Jasmine Café${PDI}».\nملاحظات الإدارة: «${FSI}الصور غير واضحة${PDI}»\nالتفاصيل في لوحة التحكم:\n${link}`,
    );
    expect(ownerNoticeMessage(tEn, notice, { link })).toBe(
      `Hello,\nYour business “${FSI}Jasmine Café${PDI}” has been rejected.\nAdmin notes: “${FSI}الصور غير واضحة${PDI}”\nDetails on your dashboard:\n${link}`,
    );
  });

  it("a revision rejected, without a link: no details line", () => {
    expect(ownerNoticeMessage(tAr, { kind: "revision_rejected", business_name: "مخبز الشام", notes: "الرقم غير صحيح" })).toBe(
      `مرحباً،\nرُفض تعديلك على «${FSI}مخبز الشام${PDI}».\nملاحظات الإدارة: «${FSI}الرقم غير صحيح${PDI}»`,
    );
  });

  it("goes into the WhatsApp link encoded whole, Arabic and line breaks included", () => {
    const text = ownerNoticeMessage(tAr, { kind: "owner_approved" });
    expect(text).toBe("مرحباً،\nتمت الموافقة على حسابك في منطقة أصحاب الأعمال.");
    const url = new URL(whatsappLink("0944 111 222", text)!);
    expect(url.pathname).toBe("/963944111222");
    expect(url.searchParams.get("text")).toBe(text);
  });
});

describe("noticeHeadline and noticeNotes", () => {
  it("has a sentence for every kind in both languages, naming the listing where there is one", () => {
    for (const kind of notificationKinds) {
      for (const t of [tAr, tEn]) {
        const line = noticeHeadline(t, { kind, business_name: "X" });
        expect(line, kind).not.toMatch(/Missing translation|\{\{/);
        if (kind.startsWith("listing_") || kind.startsWith("revision_")) expect(line, kind).toContain(`${FSI}X${PDI}`);
        else expect(line, kind).not.toContain("X");
      }
    }
  });

  it("names a listing without a stored name in words, and has no notes line for blank notes", () => {
    expect(noticeHeadline(tAr, { kind: "listing_approved", business_name: " " })).toBe(`تمت الموافقة على «${FSI}نشاطك التجاري${PDI}»`);
    expect(noticeNotes(tEn, { kind: "listing_rejected", notes: "   " })).toBeNull();
    expect(noticeNotes(tEn, { kind: "listing_rejected", notes: null })).toBeNull();
  });
});

describe("ownerNoticeMail", () => {
  it("writes both languages, Arabic first, in the subject and the text", () => {
    const mail = ownerNoticeMail(tAr, tEn, { kind: "revision_approved", business_name: "مخبز الشام", notes: "ممتاز" }, { link });
    expect(mail.subject).toBe(`تمت الموافقة على تعديلك على «${FSI}مخبز الشام${PDI}» | Your changes to “${FSI}مخبز الشام${PDI}” have been approved`);
    const [arabic, english] = mail.text.split("\n\n———\n\n");
    expect(arabic).toBe(ownerNoticeMessage(tAr, { kind: "revision_approved", business_name: "مخبز الشام", notes: "ممتاز" }, { link }));
    expect(english).toBe(`${ownerNoticeMessage(tEn, { kind: "revision_approved", business_name: "مخبز الشام", notes: "ممتاز" }, { link })}\n`);
  });

  it("links to the dashboard of the given origin", () => {
    expect(dashboardLink("https://agency.example/")).toBe(link);
    expect(dashboardLink("http://localhost:8787")).toBe("http://localhost:8787/qr/dashboard");
  });
});
