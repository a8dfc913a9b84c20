import { and, count, eq } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import { boolean, email, optionalText, phone, requiredText } from "../../shared/contract/fields";
import { hit } from "./rate-limit";

export type MessageRow = typeof contactMessages.$inferSelect;

/** A message's columns as zod, derived from the table (names, the subjects) and refined: lengths, formats. */
const messageColumns = createSelectSchema(contactMessages, {
  name: requiredText(120),
  email: email(),
  message: requiredText(5000),
  isRead: boolean(),
}).shape;

/** A message from the public contact form; the scriptless form post uses it too. */
export const contactMessageBody = z.object({
  name: messageColumns.name,
  email: messageColumns.email,
  phone: z.union([z.literal(""), phone()]).optional().default(""),
  subject: z.preprocess((v) => (v === "" ? null : v), messageColumns.subject.optional().default(null)),
  message: messageColumns.message,
  // Honeypot: a field people never see; bots fill it.
  website: optionalText(500),
});

/** An admin marks a message read or unread. */
export const messageReadBody = z.object({ is_read: messageColumns.isRead });

export const serializeMessage = (m: MessageRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  message: m.message,
  language: m.language,
  is_read: m.isRead,
  created_at: m.createdAt,
});
export type MessageDto = ReturnType<typeof serializeMessage>;

export type MessageInput = Omit<z.infer<typeof contactMessageBody>, "website">;

export async function storeMessage(db: DB, input: MessageInput, language: string, at = Date.now()) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone || null, language, createdAt: new Date(at).toISOString() })
    .returning();
  return row;
}

/** What became of a message sent through the contact form (by the API or a scriptless post). */
export type Received = { outcome: "stored"; id: number } | { outcome: "ignored" } | { outcome: "throttled"; retryAfterSeconds: number };

/** Five messages per address per ten minutes: plenty for a person, a wall for a script. */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/**
 * Takes a validated message from the public form: counts it against the sender's address, drops
 * it quietly when the honeypot was filled (a bot gets the same answer as a person), else stores it.
 */
export async function receiveMessage(db: DB, input: MessageInput & { website: string }, from: { ip: string; language: string; now?: number }): Promise<Received> {
  const limit = await hit(db, { key: `contact:${from.ip}`, ...CONTACT_LIMIT }, from.now);
  if (!limit.allowed) return { outcome: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
  if (input.website) return { outcome: "ignored" };
  const { website: _honeypot, ...message } = input;
  const row = await storeMessage(db, message, from.language, from.now);
  return { outcome: "stored", id: row.id };
}

export async function setRead(db: DB, id: number, isRead: boolean) {
  const [row] = await db.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, id)).returning();
  return row;
}

export const deleteMessage = async (db: DB, id: number) =>
  (await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id })).length > 0;

export async function unreadCount(db: DB) {
  const [{ n }] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false));
  return n;
}

/** The admin's inbox: newest first, filtered by read state and sender (name, e-mail, phone). */
export const messageSorts = ["created_at"] as const;

export async function listMessagesPage(db: DB, f: { read?: boolean; term?: string }, p: PageParams) {
  const where = and(f.read === undefined ? undefined : eq(contactMessages.isRead, f.read), f.term ? matches(contactMessages.searchKey, f.term) : undefined);
  const { rows, total } = await pageOf(db, contactMessages, { where, sorts: { created_at: contactMessages.createdAt }, id: contactMessages.id }, p);
  return { total, rows: rows.map(serializeMessage) };
}
