/**
 * Sending e-mail, where the operator has configured an SMTP server (SMTP_URL). Without one there
 * is no mailer, and everything that would e-mail says so or offers another way (an admin's
 * WhatsApp message, a copied link); nothing waits on mail.
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, the whole message. */
  text: string;
  /** Arabic messages are right-to-left; the HTML part sets the direction when given. */
  lang?: "ar" | "en";
  /**
   * A message in both languages, one part each, in order: the HTML part puts each in a block of
   * its own language and direction, so the English half does not read right to left (",Hello").
   * `text` stays the whole message (the parts, joined).
   */
  parts?: { lang: "ar" | "en"; text: string }[];
}

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects when it refuses or is down. */
  send(message: MailMessage): Promise<void>;
}
