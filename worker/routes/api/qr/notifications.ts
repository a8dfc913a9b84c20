import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { nowOf } from "../../../lib/clock";
import { listQuery, pageMeta } from "../../../lib/list-query";
import { ok } from "../../../lib/respond";
import { validate } from "../../../lib/validation";
import { ownerOf, requireOwner } from "../../../middleware/auth";
import { listNotificationsPage, markRead, notificationSorts } from "../../../services/qr/notifications";
import { markReadBody, type UnreadCount } from "../../../../shared/contract/qr-notifications";

const notificationsQuery = listQuery(notificationSorts, "-created_at", {});

/**
 * `/api/qr/notifications`: what the admins decided about the signed-in owner, their listings and
 * their edits, newest first, and marking it read. Owners only, and only their own.
 */
export const notificationRoutes = new Hono<AppEnv>()
  .use(requireOwner())
  // `?page&limit` as every list; `meta.unread` is how many of all the owner's are unread.
  .get("/", validate("query", notificationsQuery), async (c) => {
    const query = c.req.valid("query");
    const { rows, total, unread } = await listNotificationsPage(c.var.deps.db, ownerOf(c).id, query);
    return c.json({ success: true as const, data: rows, meta: { ...pageMeta(total, query), unread } }, 200);
  })
  // `{ ids }` marks those read (the owner's own; others' are ignored), `{}` marks all read.
  .post("/read", validate("json", markReadBody), async (c) => {
    const { ids } = c.req.valid("json");
    const unread = await markRead(c.var.deps.db, ownerOf(c).id, ids, nowOf(c));
    return ok(c, { unread } satisfies UnreadCount);
  });
