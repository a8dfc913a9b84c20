/** Links of a listing's contact block, shared by the public page and the dashboard. */
import { normalizeDigits } from "../../shared/digits";
import { whatsappLink } from "../../shared/whatsapp";

/** `tel:` wants the number in Western digits without spaces or punctuation, keeping a leading +. */
export const telHref = (phone: string) =>
  `tel:${normalizeDigits(phone)
    .trim()
    .replace(/[^\d+]/g, "")
    .replace(/(?!^)\+/g, "")}`;

/** WhatsApp's click-to-chat link: https://wa.me/ and the international number's digits only. */
export const whatsappHref = (number: string) => whatsappLink(number) ?? `https://wa.me/${number.replace(/\D/g, "")}`;

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

/** How a website is shown: without scheme, "www." and a trailing slash. */
export const displayUrl = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");

/** Only http(s) links become anchors: a stored value is never trusted to be one. */
export const safeHttpUrl = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
};

/** A menu may be an http(s) link or a file on this site (an uploaded photo of it). */
export const safeMenuUrl = (url: string | null | undefined) => (url && /^\/(?!\/)/.test(url) ? url : safeHttpUrl(url));
