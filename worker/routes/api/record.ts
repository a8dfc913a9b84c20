import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { nowOf } from "../../lib/clock";
import { actorOf } from "../../middleware/auth";
import { audit } from "../../services/audit";

/**
 * Writes one line of the audit log for this request: who (the signed-in admin or owner), what,
 * on which record, at the app's clock (the injected one in tests).
 */
export const record = (c: Context<AppEnv>, action: string, entity: string, entityId?: number | string, details?: string) =>
  audit(c.var.deps.db, actorOf(c), action, entity, entityId, details, nowOf(c));
