import { desc } from "drizzle-orm";
import type { DB } from "../../db/client";
import { auditLog } from "../../db/schema";

export interface Actor {
  kind: "admin" | "owner" | "system";
  id?: number;
  name: string;
}

/** The audit log's insert statement, to run alone or inside a write's batch. */
export const auditEntry = (db: DB, actor: Actor, action: string, entity: string, entityId?: number | string, details?: string) =>
  db.insert(auditLog).values({
    action,
    entity,
    entityId: entityId === undefined ? null : String(entityId),
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    actorName: actor.name,
    details: details?.slice(0, 500) ?? null,
    createdAt: new Date().toISOString(),
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
