import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { DB } from "../../db/client";
import { auditLog } from "../../db/schema";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import { activityDetail, type ActivityDetail, type AuditAction, type AuditEntity } from "../../shared/activity";
import { serializeActivity } from "../../shared/contract/activity";

export interface Actor {
  kind: "admin" | "owner" | "system";
  id?: number;
  name: string;
}

/**
 * The audit log's insert statement, to run alone or inside a write's batch. `details` is text as
 * someone typed it (notes, a title), or a detail the server states (shared/activity.ts), stored as
 * data so the activity screen words it in its reader's language.
 */
export const auditEntry = (db: DB, actor: Actor, action: AuditAction, entity: AuditEntity, entityId?: number | string, details?: string | ActivityDetail, at = Date.now()) =>
  db.insert(auditLog).values({
    action,
    entity,
    entity_id: entityId === undefined ? null : String(entityId),
    actor_kind: actor.kind,
    actor_id: actor.id ?? null,
    actor_name: actor.name,
    details: typeof details === "object" ? activityDetail(details) : (details?.slice(0, 500) ?? null),
    created_at: new Date(at).toISOString(),
  });

/** Records who did what: dashboard "recent activity" and QR decisions read it. */
export const audit = async (...args: Parameters<typeof auditEntry>) => {
  await auditEntry(...args);
};

export async function recentActivity(db: DB, limit = 10) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    user: r.actor_name,
    timestamp: r.created_at,
  }));
}

/** The activity log screen: newest first, filtered by actor, action, entity and date. */
export const activitySorts = ["created_at"] as const;

export interface ActivityFilter {
  actorKind?: Actor["kind"];
  actorId?: number;
  action?: string;
  entity?: string;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
  /** Already folded (see foldSearch): matches the actor's name, the details or the entity id. */
  term?: string;
}

export async function listActivityPage(db: DB, f: ActivityFilter, p: PageParams) {
  const where = and(
    f.actorKind ? eq(auditLog.actor_kind, f.actorKind) : undefined,
    f.actorId ? eq(auditLog.actor_id, f.actorId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    // Timestamps are ISO strings, so a day's bounds compare as text.
    f.from ? gte(auditLog.created_at, f.from) : undefined,
    f.to ? lt(auditLog.created_at, `${f.to}T99`) : undefined,
    f.term ? matches(auditLog.search_key, f.term) : undefined,
  );
  const { rows, total } = await pageOf(db, auditLog, { where, sorts: { created_at: auditLog.created_at }, id: auditLog.id }, p);
  return {
    total,
    rows: rows.map(serializeActivity),
  };
}


/** The actions and entities recorded so far, for the activity screen's filter menus. */
export async function activityFacets(db: DB) {
  const [actions, entities] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actions: actions.map((a) => a.v), entities: entities.map((e) => e.v) };
}
