import type { NotificationKind } from "../db/schema/enums";
import type { Translate } from "../locales/i18n";

/**
 * What an owner is told about a decision, in words: one place builds them, so the owner's
 * dashboard, the WhatsApp message an admin sends and the e-mail all say the same thing. Each
 * function takes a translator bound to one language (the words live in the locale files, under
 * `ownerNotice`), so a caller can write the notice in a language other than its own screen's:
 * the admin chooses the WhatsApp message's language, and the e-mail carries both.
 */

/** The facts a notice is written from: its kind, the listing's name (copied when it was decided) and the admin's notes. */
export interface NoticeFacts {
  kind: NotificationKind;
  business_name?: string | null;
  notes?: string | null;
}

// A name or a note typed in one language and shown inside a sentence in the other is kept as a
// run of its own (Unicode's first-strong isolate and its closing mark), so an English name's
// punctuation or digits never swap places with the Arabic around it, in a browser, in WhatsApp
// or in an e-mail alike.
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The notice's one sentence: "تمت الموافقة على «مقهى الياسمين»", "Your account has been approved". */
export function noticeHeadline(t: Translate, n: NoticeFacts): string {
  const name = n.business_name?.trim() || t("ownerNotice.unnamed");
  return t(`ownerNotice.kind.${n.kind}`, { name: isolate(name) });
}

/** The admin's notes, quoted and labelled ("ملاحظات الإدارة: «…»"), or null when there are none. */
export function noticeNotes(t: Translate, n: NoticeFacts): string | null {
  const notes = n.notes?.trim();
  return notes ? t("ownerNotice.notes", { notes: isolate(notes) }) : null;
}

/**
 * The whole message to the owner, as plain text (a WhatsApp message, one language of an
 * e-mail): a greeting, the sentence, the notes when there are any, and where to see the details
 * (the dashboard's address on a line of its own, when given, so it reads and opens as a link in
 * either direction).
 */
export function ownerNoticeMessage(t: Translate, n: NoticeFacts, options: { link?: string } = {}): string {
  const notes = noticeNotes(t, n);
  return [
    t("ownerNotice.greeting"),
    `${noticeHeadline(t, n)}.`,
    ...(notes ? [notes] : []),
    ...(options.link ? [t("ownerNotice.details"), options.link] : []),
  ].join("\n");
}

/**
 * The e-mail of a notice. The owner's language is not stored, so it is written in both, Arabic
 * first: the subject names the decision in both languages, and the text is the Arabic message,
 * a rule, then the English one.
 */
export function ownerNoticeMail(tAr: Translate, tEn: Translate, n: NoticeFacts, options: { link?: string } = {}) {
  const parts = [
    { lang: "ar" as const, text: ownerNoticeMessage(tAr, n, options) },
    { lang: "en" as const, text: ownerNoticeMessage(tEn, n, options) },
  ];
  return {
    subject: `${noticeHeadline(tAr, n)} | ${noticeHeadline(tEn, n)}`,
    text: `${parts[0].text}\n\n———\n\n${parts[1].text}\n`,
    parts,
  };
}

/** The owner's dashboard, where every notice is listed: the link a message ends with. */
export const dashboardLink = (origin: string) => `${origin.replace(/\/+$/, "")}/qr/dashboard`;
