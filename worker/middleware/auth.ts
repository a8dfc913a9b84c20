import type { Context, MiddlewareHandler } from "hono";
import type { AdminRole } from "../../db/schema";
import type { AppEnv, Principal } from "../env";
import { nowOf } from "../lib/clock";
import { fail } from "../lib/respond";
import { getAdmin } from "../services/admin-users";
import { getOwner } from "../services/qr/owners";
import { findSession } from "../services/sessions";

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];

/**
 * Resolves the bearer token, if any, to an admin or owner principal. No token: anonymous. A token
 * that is unknown, expired, or belongs to a deactivated user is refused with 401 on every route,
 * public reads included, so a client whose session ended learns it at once instead of silently
 * getting the anonymous view. Only the `open` paths (logins, sign-up) ignore a stale token.
 */
export function authenticate(options: { open?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const open = new Set(options.open ?? []);
  return async function authenticate(c, next) {
    const token = bearer(c.req.header("authorization"));
    if (token && !open.has(c.req.path)) {
      const principal = await resolve(c, token);
      if (!principal || !("kind" in principal)) {
        c.set("authFailure", principal?.failure ?? "invalid");
        return unauthorized(c);
      }
      c.set("principal", principal);
    }
    await next();
  };
}

async function resolve(c: Context<AppEnv>, token: string): Promise<Principal | { failure: "invalid" | "expired" } | null> {
  const { db } = c.var.deps;
  const session = await findSession(db, token, nowOf(c));
  if (session.status !== "valid") return { failure: session.status };
  if (session.kind === "admin") {
    const user = await getAdmin(db, session.userId);
    return user?.is_active ? { kind: "admin", user, tokenHash: session.tokenHash } : null;
  }
  // A rejected (inactive) owner's sessions stop working at once.
  const user = await getOwner(db, session.userId);
  return user?.is_active ? { kind: "owner", user, tokenHash: session.tokenHash } : null;
}

const unauthorized = (c: Context<AppEnv>) =>
  fail(c, 401, c.var.t(c.var.authFailure === "expired" ? "api.sessionExpired" : "api.unauthorized"));

/** Only admins pass; `role: "admin"` also keeps editors out (user management). */
export function requireAdmin(options: { role?: AdminRole; beforePasswordChange?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function requireAdmin(c, next) {
    const principal = c.var.principal;
    if (principal?.kind !== "admin") return principal ? fail(c, 403, c.var.t("api.forbidden")) : unauthorized(c);
    // An account signed in with a one-time password (npm run admin:reset-password) may only
    // choose its own password, read itself and log out, on the routes that say so.
    if (principal.user.one_time_sign_in && !options.beforePasswordChange) return fail(c, 403, c.var.t("auth.mustChangePassword"));
    if (options.role && principal.user.role !== options.role) return fail(c, 403, c.var.t("api.forbidden"));
    await next();
  };
}

/**
 * Only QR business owners pass. `write: true` marks a route that changes the owner's listings
 * (create, edit, delete, image uploads): a suspended owner may sign in and read, but such a route
 * answers them 403 with the admin's reason, before anything is read or written. Routes about the
 * owner's own account (password, contact details, signing out) leave it off, so a suspended owner
 * can still look after their account.
 */
export function requireOwner(options: { write?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function requireOwner(c, next) {
    const principal = c.var.principal;
    if (principal?.kind !== "owner") return principal ? fail(c, 403, c.var.t("api.forbidden")) : unauthorized(c);
    if (options.write && principal.user.suspended_at) {
      const reason = principal.user.suspension_reason?.trim();
      return fail(c, 403, reason ? c.var.t("qr.accountSuspendedBecause", { reason }) : c.var.t("qr.accountSuspended"));
    }
    await next();
  };
}

/**
 * Whether an admin makes this request, for the public reads that show admins more (drafts,
 * inactive items). An account still on its one-time password gets the public view.
 */
export const isAdmin = (c: Context<AppEnv>) => c.var.principal?.kind === "admin" && !c.var.principal.user.one_time_sign_in;

/** The admin making this request (after requireAdmin). */
export function adminOf(c: Context<AppEnv>) {
  const p = c.var.principal;
  if (p?.kind !== "admin") throw new Error("adminOf() used on a route without requireAdmin()");
  return p.user;
}

/** The owner making this request (after requireOwner). */
export function ownerOf(c: Context<AppEnv>) {
  const p = c.var.principal;
  if (p?.kind !== "owner") throw new Error("ownerOf() used on a route without requireOwner()");
  return p.user;
}

/** The audit-log actor for the current principal. */
export const actorOf = (c: Context<AppEnv>) => {
  const p = c.var.principal;
  return p ? { kind: p.kind, id: p.user.id, name: p.user.username } : { kind: "system" as const, name: "system" };
};
