import { and, count, eq, ne } from "drizzle-orm";
import type { DB } from "../../db/client";
import { adminUsers, type AdminRole } from "../../db/schema";
import { matches, offsetOf, orderOf, type PageParams } from "../lib/list-query";
import { hashPassword } from "../lib/password";
import { revokeUserSessions } from "./sessions";

export const getAdmin = async (db: DB, id: number) => (await db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0];

/** The admin with this case-folded username, if any (for logging in). */
export const findAdminByKey = async (db: DB, usernameKey: string) =>
  (await db.select().from(adminUsers).where(eq(adminUsers.usernameKey, usernameKey)))[0];

/** Records a login; a password hash made with older parameters may be replaced at the same time. */
export const recordAdminLogin = (db: DB, id: number, update: { lastLogin: string; passwordHash?: string }) =>
  db.update(adminUsers).set(update).where(eq(adminUsers.id, id));

/** Sets an admin's own new password (already checked for strength). */
export const setAdminPassword = async (db: DB, id: number, password: string) =>
  db.update(adminUsers).set({ passwordHash: await hashPassword(password) }).where(eq(adminUsers.id, id));

export async function usernameTaken(db: DB, username: string) {
  return (await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.usernameKey, username.toLowerCase()))).length > 0;
}

export async function createAdmin(db: DB, input: { username: string; email: string; password: string; role: AdminRole }) {
  const now = new Date().toISOString();
  const [row] = await db
    .insert(adminUsers)
    .values({
      username: input.username,
      usernameKey: input.username.toLowerCase(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** Would this change leave no active admin with the admin role? */
export async function wouldOrphan(db: DB, id: number, next: { role: AdminRole; isActive: boolean }) {
  if (next.role === "admin" && next.isActive) return false;
  const [{ n }] = await db
    .select({ n: count() })
    .from(adminUsers)
    .where(and(ne(adminUsers.id, id), eq(adminUsers.role, "admin"), eq(adminUsers.isActive, true)));
  return n === 0;
}

/** Updates an account; a new password or deactivation ends that user's sessions. */
export async function updateAdmin(
  db: DB,
  id: number,
  input: { email?: string; role?: AdminRole; is_active?: boolean; password?: string },
) {
  const [row] = await db
    .update(adminUsers)
    .set({
      email: input.email,
      role: input.role,
      isActive: input.is_active,
      passwordHash: input.password ? await hashPassword(input.password) : undefined,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(adminUsers.id, id))
    .returning();
  if (input.password || input.is_active === false) await revokeUserSessions(db, "admin", id);
  return row;
}

/** The admin accounts table: by id (creation order) or username, searched by username and e-mail. */
export const adminSorts = ["id", "username"] as const;

export async function listAdminsPage(db: DB, f: { role?: AdminRole; term?: string }, p: PageParams) {
  const where = and(f.role ? eq(adminUsers.role, f.role) : undefined, f.term ? matches(adminUsers.searchKey, f.term) : undefined);
  const rows = await db
    .select()
    .from(adminUsers)
    .where(where)
    .orderBy(...orderOf(p.sort, { id: adminUsers.id, username: adminUsers.usernameKey }, adminUsers.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(adminUsers).where(where);
  return { total, rows };
}
