/** A WhatsApp chat link for a number as people type it ("+963 944-111 222", "00963..."). */
export function whatsappLink(number: string | null | undefined): string | null {
  const digits = (number ?? "").replace(/\D/g, "").replace(/^00/, "");
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
