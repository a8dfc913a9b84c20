import { count, desc, eq } from "drizzle-orm";
import type { DB } from "../../db/client";
import { contactMessages, type contactSubjects } from "../../db/schema";

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

export const listMessages = async (db: DB) =>
  (await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))).map(serializeMessage);

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
