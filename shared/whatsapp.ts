/**
 * WhatsApp's click-to-chat links (https://wa.me/<number>?text=...). wa.me wants the number in
 * international form, digits only: "+963 944-111 222" and "00963 944 111 222" become
 * 963944111222, and a Syrian number written the local way ("0944 111 222") gets the country code
 * 963 in place of its leading 0, since the agency and most owners are in Syria. A number typed in
 * Arabic-Indic or Eastern digits reads as the same number (shared/digits.ts): the listing form
 * asks this of what is typed, before the server stores it in Western digits.
 */
import { normalizeDigits } from "./digits";

const SYRIA = "963";

/** The digits wa.me wants, or null when what was typed cannot be a phone number. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  let digits = normalizeDigits(phone ?? "").replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (/^0[1-9]/.test(digits)) digits = SYRIA + digits.slice(1);
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** A chat link to the number, with a message ready to send when `text` is given. */
export function whatsappLink(phone: string | null | undefined, text?: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}
