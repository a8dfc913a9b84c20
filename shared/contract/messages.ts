import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { contactMessages } from "../../db/schema";
import { boolean, email, optionalText, phone, requiredText } from "./fields";

/** Messages sent through the public contact form (`/api/contact-messages`) and the admin's inbox. */

export type MessageRow = typeof contactMessages.$inferSelect;

/** A message as the admin's inbox shows it: every column but the folded search key. */
export type MessageDto = Omit<MessageRow, "search_key">;

/** A message's columns as the API takes them, derived from the table and refined: lengths, formats. */
const messageColumns = createInsertSchema(contactMessages, {
  name: requiredText(120),
  email: email(),
  phone: z.union([z.literal(""), phone()]).optional().default(""),
  message: requiredText(5000),
  is_read: boolean(),
});

/** A message from the public contact form; the scriptless form post uses it too. */
export const contactMessageBody = messageColumns.pick({ name: true, email: true, phone: true, message: true }).extend({
  // A blank choice is no subject.
  subject: z.preprocess((v) => (v === "" ? null : v), messageColumns.shape.subject.default(null)),
  // Honeypot: a field people never see; bots fill it.
  website: optionalText(500),
});
export type ContactMessageInput = z.input<typeof contactMessageBody>;
/** A message as the server takes it, less the honeypot. */
export type MessageInput = Omit<z.output<typeof contactMessageBody>, "website">;

/** An admin marks a message read or unread. */
export const messageReadBody = messageColumns.pick({ is_read: true });
