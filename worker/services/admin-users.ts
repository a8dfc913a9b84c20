import { and, count, eq, ne } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import type { DB } from "../../db/client";
import { adminUsers, type AdminRole } from "../../db/schema";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import { hashPassword } from "../lib/password";
import { newPassword } from "../lib/password-policy";
import { boolean, email } from "../../shared/contract/fields";
import { revokeUserSessions } from "./sessions";

export { serializeAdmin, type AdminRow } from "../../shared/contract/admin-users";

export const usernameSchema = () => z.string("validation.required").trim().regex(/^[A-Za-z0-9_.-]{3,32}$/, "validation.username");

/** An account's columns as zod, derived from the table (names, roles) and refined: username and e-mail formats. */
const adminColumns = createSelectSchema(adminUsers, { username: usernameSchema(), email: email(), is_active: boolean() }).shape;

/** A new account, in the API's field names; the password is checked for strength as well. */
export const adminCreateBody = z.object({
  username: adminColumns.username,
  email: adminColumns.email,
  password: newPassword(),
  role: adminColumns.role.default("editor"),
});
export type AdminCreateInput = z.infer<typeof adminCreateBody>;

/** What may change on an account: e-mail, role, active, a new password. */
export const adminUpdateBody = z.object({
  email: adminColumns.email.optional(),
  role: adminColumns.role.optional(),
  is_active: adminColumns.is_active.optional(),
  password: newPassword().optional(),
});
export type AdminUpdateInput = z.infer<typeof adminUpdateBody>;

export const getAdmin = async (db: DB, id: number) => (await db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0];

/** The admin with this case-folded username, if any (for logging in). */
export const findAdminByKey = async (db: DB, usernameKey: string) =>
  (await db.select().from(adminUsers).where(eq(adminUsers.username_key, usernameKey)))[0];

/** Records a login; a password hash made with older parameters may be replaced at the same time. */
export const recordAdminLogin = (db: DB, id: number, update: { last_login: string; password_hash?: string }) =>
  db.update(adminUsers).set(update).where(eq(adminUsers.id, id));

/** Sets an admin's own new password (already checked for strength). */
/** A password the admin chose: it also ends a one-time password's hold on the account. */
export const setAdminPassword = async (db: DB, id: number, password: string) =>
  db.update(adminUsers).set({ password_hash: await hashPassword(password), one_time_sign_in: false }).where(eq(adminUsers.id, id));

export async function usernameTaken(db: DB, username: string) {
  return (await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username_key, username.toLowerCase()))).length > 0;
}

export async function createAdmin(db: DB, input: AdminCreateInput, at = Date.now()) {
  const now = new Date(at).toISOString();
  const [row] = await db
    .insert(adminUsers)
    .values({
      username: input.username,
      username_key: input.username.toLowerCase(),
      email: input.email,
      password_hash: await hashPassword(input.password),
      role: input.role,
      created_at: now,
      updated_at: now,
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
    .where(and(ne(adminUsers.id, id), eq(adminUsers.role, "admin"), eq(adminUsers.is_active, true)));
  return n === 0;
}

/** Updates an account; a new password or deactivation ends that user's sessions. */
export async function updateAdmin(db: DB, id: number, input: AdminUpdateInput, at = Date.now()) {
  const [row] = await db
    .update(adminUsers)
    .set({
      email: input.email,
      role: input.role,
      is_active: input.is_active,
      password_hash: input.password ? await hashPassword(input.password) : undefined,
      updated_at: new Date(at).toISOString(),
    })
    .where(eq(adminUsers.id, id))
    .returning();
  if (input.password || input.is_active === false) await revokeUserSessions(db, "admin", id);
  return row;
}

/** The admin accounts table: by id (creation order) or username, searched by username and e-mail. */
export const adminSorts = ["id", "username"] as const;

export async function listAdminsPage(db: DB, f: { role?: AdminRole; term?: string }, p: PageParams) {
  const where = and(f.role ? eq(adminUsers.role, f.role) : undefined, f.term ? matches(adminUsers.search_key, f.term) : undefined);
  return pageOf(db, adminUsers, { where, sorts: { id: adminUsers.id, username: adminUsers.username_key }, id: adminUsers.id }, p);
}
