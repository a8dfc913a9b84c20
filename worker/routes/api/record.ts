import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { nowOf } from "../../lib/clock";
import { actorOf } from "../../middleware/auth";
import { audit } from "../../services/audit";
import type { ActivityDetail, AuditAction, AuditEntity } from "../../../shared/activity";

/**
 * Writes one line of the audit log for this request: who (the signed-in admin or owner), what,
 * on which record, at the app's clock (the injected one in tests).
 */
export const record = (c: Context<AppEnv>, action: AuditAction, entity: AuditEntity, entityId?: number | string, details?: string | ActivityDetail) =>
  audit(c.var.deps.db, actorOf(c), action, entity, entityId, details, nowOf(c));
