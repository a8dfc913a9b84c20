import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { DB } from "../../db/client";
import { auditLog } from "../../db/schema";
import { matches, type PageParams } from "../lib/list-query";
import { pageOf } from "../lib/page-of";
import type { AuditAction, AuditEntity } from "../../shared/activity";

export interface Actor {
  kind: "admin" | "owner" | "system";
  id?: number;
  name: string;
}

/** The audit log's insert statement, to run alone or inside a write's batch. */
export const auditEntry = (db: DB, actor: Actor, action: AuditAction, entity: AuditEntity, entityId?: number | string, details?: string, at = Date.now()) =>
  db.insert(auditLog).values({
    action,
    entity,
    entityId: entityId === undefined ? null : String(entityId),
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    actorName: actor.name,
    details: details?.slice(0, 500) ?? null,
    createdAt: new Date(at).toISOString(),
  });

/** Records who did what: dashboard "recent activity" and QR decisions read it. */
export const audit = async (...args: Parameters<typeof auditEntry>) => {
  await auditEntry(...args);
};

export async function recentActivity(db: DB, limit = 10) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    user: r.actorName,
    timestamp: r.createdAt,
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
    f.actorKind ? eq(auditLog.actorKind, f.actorKind) : undefined,
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    // Timestamps are ISO strings, so a day's bounds compare as text.
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lt(auditLog.createdAt, `${f.to}T99`) : undefined,
    f.term ? matches(auditLog.searchKey, f.term) : undefined,
  );
  const { rows, total } = await pageOf(db, auditLog, { where, sorts: { created_at: auditLog.createdAt }, id: auditLog.id }, p);
  return {
    total,
    rows: rows.map(serializeActivity),
  };
}

/** One audited action as the activity log shows it. */
export const serializeActivity = (r: typeof auditLog.$inferSelect) => ({
  id: r.id,
  action: r.action,
  entity: r.entity,
  entity_id: r.entityId,
  actor_kind: r.actorKind,
  actor_id: r.actorId,
  actor_name: r.actorName,
  details: r.details,
  created_at: r.createdAt,
});
export type ActivityDto = ReturnType<typeof serializeActivity>;

/** The actions and entities recorded so far, for the activity screen's filter menus. */
export async function activityFacets(db: DB) {
  const [actions, entities] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actions: actions.map((a) => a.v), entities: entities.map((e) => e.v) };
}
