import type { DB } from "../../../db/client";
import { qrNotifications, type NotificationKind } from "../../../db/schema";

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
