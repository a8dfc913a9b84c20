import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import type { adminDecisions, ownerStatuses } from "../../db/schema/enums";
import { qrUsers } from "../../db/schema";
import { email, phone } from "./fields";

/**
 * A QR-area owner account, named once: the table's keys are the API's names, the sign-up form's
 * rules and the answers' types are derived from the table.
 */

export type QrUserRow = typeof qrUsers.$inferSelect;

/** pending, approved, rejected or suspended: derived from the is_active and is_approved flags and suspended_at. */
export type OwnerStatus = (typeof ownerStatuses)[number];
/** What an admin decides on a pending owner, listing or revision. */
export type Decision = (typeof adminDecisions)[number];

/**
 * The sign-up form's own columns, refined: the username 3-32 characters of letters, digits, `_`,
 * `.`, `-`; a real e-mail and phone number. The server adds the password (its policy lives with
 * the server: it reads word lists the browser never loads).
 */
export const signUpFields = createInsertSchema(qrUsers, {
  username: z
    .string("validation.required")
    .trim()
    .min(1, "validation.required")
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, "validation.username"),
  email: email(),
  phone: phone(),
}).pick({ username: true, email: true, phone: true });

/** What an owner sees about themselves (login, me): never the password hash or the admin's notes. */
export type OwnerDto = Omit<QrUserRow, "password_hash" | "username_key" | "email_key" | "admin_notes" | "decided_at" | "search_key" | "updated_at"> & {
  status: OwnerStatus;
};

/** An owner in the admin's list: adds the decision and how many listings the owner has. */
export type AdminOwnerDto = OwnerDto & Pick<QrUserRow, "admin_notes" | "decided_at" | "updated_at"> & { businesses_count: number };
