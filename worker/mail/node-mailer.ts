/**
 * The Mailer on Node: nodemailer over SMTP, from SMTP_URL (`smtp://user:pass@host:587`, or
 * `smtps://…:465` for TLS from the first byte) and MAIL_FROM (`"Agency" <no-reply@agency.sy>`).
 * Only worker/node-deps.ts builds it, and only when SMTP_URL is set. The Workers runtime has no
 * SMTP socket in this app, so there is no mailer there (see README, "Configuration").
 */
import nodemailer from "nodemailer";
import type { MailMessage, Mailer } from "./mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const dirOf = (lang: "ar" | "en") => (lang === "ar" ? "rtl" : "ltr");

/** One language's text as HTML: escaped, its web addresses made links (left to right), its line breaks kept. */
const blockOf = (lang: "ar" | "en", text: string) =>
  `<div lang="${lang}" dir="${dirOf(lang)}" style="text-align:start">${escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)
    .replace(/\r?\n/g, "<br>\n")}</div>`;

/**
 * The HTML part of a plain-text message, in the message's direction (Arabic reads right to left,
 * which the plain text alone cannot tell a mail app). A message in both languages has a block per
 * language, each with its own `lang` and `dir`, a rule between them.
 */
export function htmlOf(message: MailMessage) {
  const parts = message.parts?.length ? message.parts : [{ lang: message.lang ?? "en", text: message.text }];
  const lang = parts[0].lang;
  const body = parts.map((part) => blockOf(part.lang, part.text)).join('\n<hr style="border:0;border-block-start:1px solid #ccc;margin:24px 0">\n');
  return `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8"></head><body style="font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">${body}</body></html>`;
}

/**
 * Headers of every message this site sends by itself: mail servers and clients then send no
 * out-of-office or other automatic replies to it (RFC 3834), and Exchange does not either.
 */
export const AUTOMATIC_MAIL_HEADERS = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

export function nodeMailer(smtpUrl: string, from: string): Mailer {
  // Short timeouts: a server that does not answer must not hold on to a request's work for minutes.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: htmlOf(message), headers: AUTOMATIC_MAIL_HEADERS });
    },
  };
}
