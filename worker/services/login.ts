import type { DB } from "../../db/client";
import type { PrincipalKind } from "../../db/schema";
import { dummyHash, verifyPassword } from "../lib/password";
import { clearLimit, hitAll, undoHit, type LimitResult } from "./rate-limit";
import { createSession } from "./sessions";

const MINUTE = 60_000;

/**
 * Throttling of password attempts: per username and IP (so nobody can lock a user out from
 * another address) and per IP across usernames (so one address cannot spray many accounts).
 */
export const loginLimits = (kind: PrincipalKind, username: string, ip: string) => [
  { key: `login:${kind}:${username.toLowerCase()}:${ip}`, max: 5, windowMs: 15 * MINUTE },
  { key: `login:${kind}:ip:${ip}`, max: 30, windowMs: 15 * MINUTE },
];

export type LoginOutcome<U> =
  | { ok: true; user: U; token: string }
  | { ok: false; reason: "throttled"; limit: LimitResult }
  | { ok: false; reason: "invalid" | "second_factor_required" | "second_factor_invalid" };

interface LoginInput<U> {
  kind: PrincipalKind;
  username: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The user by case-insensitive username, or undefined. */
  findUser: (usernameKey: string) => Promise<U | undefined>;
  /** The user's stored password hash (admins and owners keep it in their own tables). */
  passwordHashOf: (user: U) => string;
  /** Whether this user may log in at all (active); a refusal looks exactly like a wrong password. */
  canLogIn: (user: U) => boolean;
  /** A second factor, checked only after the password: "ok", why not, or its own attempt limit. */
  secondFactor?: (user: U) => Promise<"ok" | "required" | "invalid" | { throttled: LimitResult }>;
  /** The app's clock (milliseconds): attempts are counted and the session starts at this time. */
  now?: number;
}

/**
 * The shared login flow of admins and owners: count the attempt first, verify the password (a
 * dummy hash for unknown users, so timing tells nothing), then open a session. One generic
 * failure for unknown users, wrong passwords and disabled accounts.
 */
export async function logIn<U extends { id: number }>(db: DB, input: LoginInput<U>): Promise<LoginOutcome<U>> {
  const limits = loginLimits(input.kind, input.username, input.ip);
  const limit = await hitAll(db, limits, input.now);
  if (!limit.allowed) return { ok: false, reason: "throttled", limit };

  const user = await input.findUser(input.username.trim().toLowerCase());
  const valid = await verifyPassword(user ? input.passwordHashOf(user) : await dummyHash(), input.password);
  if (!user || !valid || !input.canLogIn(user)) return { ok: false, reason: "invalid" };
  const second = input.secondFactor ? await input.secondFactor(user) : "ok";
  if (typeof second === "object") return { ok: false, reason: "throttled", limit: second.throttled };
  if (second !== "ok") return { ok: false, reason: second === "required" ? "second_factor_required" : "second_factor_invalid" };

  // A success clears the username's counter and gives back the address's attempt, so an office
  // behind one shared address is limited by its failures, not by its staff logging in.
  await clearLimit(db, limits[0].key);
  await undoHit(db, limits[1].key);
  const token = await createSession(db, input.kind, user.id, input.userAgent, input.now);
  return { ok: true, user, token };
}
