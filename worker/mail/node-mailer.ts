/**
 * The Mailer on Node: nodemailer over SMTP, from SMTP_URL (`smtp://user:pass@host:587`, or
 * `smtps://…:465` for TLS from the first byte) and MAIL_FROM (`"Agency" <no-reply@agency.sy>`).
 * Only worker/node-deps.ts builds it, and only when SMTP_URL is set. The Workers runtime has no
 * SMTP socket in this app, so there is no mailer there (see README, "Configuration").
 */
import nodemailer from "nodemailer";
import type { MailMessage, Mailer } from "./mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The HTML part of a plain-text message: the text escaped, its web addresses made links, its line
 * breaks kept, in the message's direction (Arabic reads right to left, which the plain text
 * alone cannot tell a mail app).
 */
export function htmlOf(message: MailMessage) {
  const lang = message.lang ?? "en";
  const body = escapeHtml(message.text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)
    .replace(/\r?\n/g, "<br>\n");
  return `<!doctype html><html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><body><div dir="${lang === "ar" ? "rtl" : "ltr"}" style="font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">${body}</div></body></html>`;
}

export function nodeMailer(smtpUrl: string, from: string): Mailer {
  // Short timeouts: a server that does not answer must not hold on to a request's work for minutes.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: htmlOf(message) });
    },
  };
}
