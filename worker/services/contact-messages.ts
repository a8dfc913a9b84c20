import { and, count, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { contactMessages, type contactSubjects } from "../../db/schema";
import { matches, offsetOf, orderOf, type PageParams } from "../lib/list-query";
import { hit } from "./rate-limit";

type MessageRow = typeof contactMessages.$inferSelect;

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

export interface MessageInput {
  name: string;
  email: string;
  phone: string;
  subject: (typeof contactSubjects)[number] | null;
  message: string;
}

export async function storeMessage(db: DB, input: MessageInput, language: string) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone || null, language, createdAt: new Date().toISOString() })
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
  const row = await storeMessage(db, message, from.language);
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
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(...orderOf(p.sort, { created_at: contactMessages.createdAt }, contactMessages.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { total, rows: rows.map(serializeMessage) };
}
