import { and, count, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import type { MessageDto, MessageInput, MessageRow } from "../../shared/contract/messages";
import { hit } from "./rate-limit";

/** A message as the inbox shows it: the row without its search key. */
export const serializeMessage = ({ search_key: _searchKey, ...message }: MessageRow): MessageDto => message;

export async function storeMessage(db: DB, input: MessageInput, language: string, at = Date.now()) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone || null, language, created_at: new Date(at).toISOString() })
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
  const [row] = await db.update(contactMessages).set({ is_read: isRead }).where(eq(contactMessages.id, id)).returning();
  return row;
}

export const deleteMessage = async (db: DB, id: number) =>
  (await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id })).length > 0;

export async function unreadCount(db: DB) {
  const [{ n }] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.is_read, false));
  return n;
}

/** The admin's inbox: newest first, filtered by read state and sender (name, e-mail, phone). */
export const messageSorts = ["created_at"] as const;

export async function listMessagesPage(db: DB, f: { read?: boolean; term?: string }, p: PageParams) {
  const where = and(f.read === undefined ? undefined : eq(contactMessages.is_read, f.read), f.term ? matches(contactMessages.search_key, f.term) : undefined);
  const { rows, total } = await pageOf(db, contactMessages, { where, sorts: { created_at: contactMessages.created_at }, id: contactMessages.id }, p);
  return { total, rows: rows.map(serializeMessage) };
}
