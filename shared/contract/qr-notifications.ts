import { z } from "zod";
import type { qrNotifications } from "../../db/schema";

/**
 * An owner's notifications: one per decision an admin took about them, their listings or their
 * edits. The answer is the stored row, in the table's spelling, less whose it is (the owner
 * reads only their own).
 */

export type QrNotificationRow = typeof qrNotifications.$inferSelect;

/** One notification as its owner reads it (`GET /api/qr/notifications`). */
export type OwnerNotification = Omit<QrNotificationRow, "owner_id">;

/** The most ids one "mark read" may name: one page of the list at its largest. */
export const MAX_READ_IDS = 200;

/**
 * `POST /api/qr/notifications/read`: the ids to mark read, or none (the field left out) for all of
 * the owner's. Another owner's ids are ignored, never changed.
 */
export const markReadBody = z.object({
  ids: z
    .array(z.number("validation.number").int("validation.number").positive("validation.number"))
    .max(MAX_READ_IDS, "validation.tooMany")
    .optional(),
});

/** What marking read answers: how many of the owner's notifications are still unread. */
export interface UnreadCount {
  unread: number;
}
