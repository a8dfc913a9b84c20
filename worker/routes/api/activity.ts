import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { listQuery, okPage, optionalDate, pageMeta, queryId, searchTermOf } from "../../lib/list-query";
import { ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { requireAdmin } from "../../middleware/auth";
import { activityFacets, activitySorts, listActivityPage } from "../../services/audit";

// Actions and entities are short machine words (approve, update, qr_business, ...).
const word = () => z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^[a-z_]{1,40}$/, "validation.choice").optional());

const activityQuery = listQuery(activitySorts, "-created_at", {
  actor_kind: z.enum(["admin", "owner", "system"]).optional(),
  actor_id: queryId(),
  action: word(),
  entity: word(),
  from: optionalDate(),
  to: optionalDate(),
});

/** `/api/activity`: every audited action for admins, filtered and paged like the other lists. */
export const activityRoutes = new Hono<AppEnv>()
  .use(requireAdmin())
  .get("/", validate("query", activityQuery), async (c) => {
    const q = c.req.valid("query");
    const filter = { actorKind: q.actor_kind, actorId: q.actor_id, action: q.action, entity: q.entity, from: q.from, to: q.to, term: searchTermOf(q) };
    const { rows, total } = await listActivityPage(c.var.deps.db, filter, q);
    return okPage(c, rows, pageMeta(total, q));
  })
  .get("/facets", async (c) => ok(c, await activityFacets(c.var.deps.db)));
