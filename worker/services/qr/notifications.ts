import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrNotifications, qrUsers, type NotificationKind } from "../../../db/schema";
import { createT } from "../../../locales/i18n";
import type { OwnerNotification } from "../../../shared/contract/qr-notifications";
import { dashboardLink, ownerNoticeMail } from "../../../shared/owner-notice";
import type { AppDeps } from "../../env";
import { tables } from "../../i18n";
import { offsetOf, orderOf, type PageParams } from "../../lib/list-query";

/** What a decision tells its owner: the kind, the listing it is about (if any) and the admin's notes. */
export interface Notice {
  owner_id: number;
  kind: NotificationKind;
  business_id?: number | null;
  business_name?: string | null;
  notes?: string | null;
}

/**
 * Records one notification for an owner. Every decision about an owner, their listings or their
 * edits calls this, in the same request as the decision, so the owner's dashboard shows it the
 * next time they look.
 */
export async function notify(db: DB, notice: Notice, at = Date.now()) {
  await db.insert(qrNotifications).values({
    owner_id: notice.owner_id,
    kind: notice.kind,
    business_id: notice.business_id ?? null,
    business_name: notice.business_name ?? null,
    notes: notice.notes || null,
    created_at: new Date(at).toISOString(),
  });
}

/** Where a failed e-mail is reported: one JSON line on the error stream, as the request lines are. */
export type MailFailureLog = (line: Record<string, unknown>) => void;
const logToConsole: MailFailureLog = (line) => console.error(JSON.stringify(line));

/**
 * Tells an owner of a decision: records the notice (as notify does) and, where an SMTP server is
 * configured, e-mails them the same words. The owner's language is not stored, so the mail holds
 * both, Arabic first. Mail is a courtesy: a refused or failed send is logged and never fails the
 * decision, which is already taken and recorded. `origin` is the site's address, for the
 * dashboard link the message ends with. `later` runs the sending itself after the answer (see
 * tellOwnerOf): an SMTP server takes a second or more per message, and a bulk decision sends one
 * per owner, so the admin does not wait on it. Without it, the mail is sent before this returns.
 */
export async function tellOwner(
  deps: Pick<AppDeps, "db" | "mailer">,
  notice: Notice,
  at: number,
  options: { origin?: string; log?: MailFailureLog; later?: (send: () => Promise<void>) => void } = {},
) {
  await notify(deps.db, notice, at);
  const mailer = deps.mailer;
  if (!mailer) return;
  const failed = (error: unknown) =>
    (options.log ?? logToConsole)({
      time: new Date().toISOString(),
      level: "error",
      event: "owner_notice_mail_failed",
      owner_id: notice.owner_id,
      kind: notice.kind,
      error: error instanceof Error ? error.message : String(error),
    });
  try {
    const [owner] = await deps.db.select({ email: qrUsers.email }).from(qrUsers).where(eq(qrUsers.id, notice.owner_id));
    if (!owner?.email) return;
    const link = options.origin ? dashboardLink(options.origin) : undefined;
    const mail = ownerNoticeMail(createT(tables.ar, "ar"), createT(tables.en, "en"), notice, { link });
    const send = async () => {
      try {
        await mailer.send({ to: owner.email, subject: mail.subject, text: mail.text, lang: "ar", parts: mail.parts });
      } catch (error) {
        failed(error);
      }
    };
    if (options.later) options.later(send);
    else await send();
  } catch (error) {
    failed(error);
  }
}

/** The owner's notifications that are not read yet. */
const unreadOf = (ownerId: number) => and(eq(qrNotifications.owner_id, ownerId), isNull(qrNotifications.read_at));

/** How many of the owner's notifications are unread (the dashboard's bell). */
export async function unreadCount(db: DB, ownerId: number) {
  const [{ n }] = await db.select({ n: count() }).from(qrNotifications).where(unreadOf(ownerId));
  return n;
}

/** What the owner's list of notifications can be sorted by: their date, newest first unless told. */
export const notificationSorts = ["created_at"] as const;

/** One page of an owner's own notifications, with the total and the unread count. */
export async function listNotificationsPage(db: DB, ownerId: number, p: PageParams) {
  const own = eq(qrNotifications.owner_id, ownerId);
  const rows = await db
    .select()
    .from(qrNotifications)
    .where(own)
    .orderBy(...orderOf(p.sort, { created_at: qrNotifications.created_at }, qrNotifications.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(qrNotifications).where(own);
  return { rows: rows.map(({ owner_id: _o, ...n }): OwnerNotification => n), total, unread: await unreadCount(db, ownerId) };
}

/**
 * Marks the owner's notifications read: the given ids, or all of them when none are given. The
 * update matches only this owner's unread rows, so another owner's ids change nothing and a
 * notification keeps the time it was first read. Answers the unread count after.
 */
export async function markRead(db: DB, ownerId: number, ids: number[] | undefined, at = Date.now()) {
  if (!ids || ids.length) {
    const only = ids ? inArray(qrNotifications.id, sql`(select value from json_each(${JSON.stringify(ids)}))`) : undefined;
    await db
      .update(qrNotifications)
      .set({ read_at: new Date(at).toISOString() })
      .where(and(unreadOf(ownerId), only));
  }
  return unreadCount(db, ownerId);
}
