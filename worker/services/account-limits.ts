import type { DB } from "../../db/client";
import type { PrincipalKind } from "../../db/schema";
import { hit, undoHit, type Limit, type LimitResult } from "./rate-limit";

const MINUTE = 60_000;

/**
 * Attempt limits per account for the checks behind a session: someone holding a stolen session
 * token must not get unlimited guesses at the current password (to change it, or to turn
 * two-step verification off) or at authenticator and recovery codes. Counted per account, not
 * per address, since the token works from anywhere.
 */
export const accountLimits = {
  /** Guesses of the current password (password change, turning two-step verification off). */
  password: (kind: PrincipalKind, id: number): Limit => ({ key: `account:${kind}:${id}:password`, max: 5, windowMs: 15 * MINUTE }),
  /** Guesses of a TOTP or recovery code (login, enrolment, turning it off). */
  secondFactor: (id: number): Limit => ({ key: `account:admin:${id}:second-factor`, max: 10, windowMs: 15 * MINUTE }),
};

/**
 * Counts one attempt before the check it guards (so a parallel burst cannot slip in), runs the
 * check, and gives the attempt back when it succeeded (a truthy result): only failures use the
 * allowance up. Over the limit, the check does not run at all.
 */
export async function limitedAttempt<T>(db: DB, limit: Limit, check: () => Promise<T>, now = Date.now()): Promise<{ throttled: LimitResult } | { ok: boolean; value: T }> {
  const counted = await hit(db, limit, now);
  if (!counted.allowed) return { throttled: counted };
  const value = await check();
  if (value) await undoHit(db, limit.key);
  return { ok: !!value, value };
}
