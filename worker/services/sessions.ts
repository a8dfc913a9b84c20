import { and, eq, ne } from "drizzle-orm";
import { sha256 } from "oslo/crypto";
import { base64url, encodeHex } from "oslo/encoding";
import type { DB } from "../../db/client";
import { sessions, type PrincipalKind } from "../../db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes: admins at most 12 h (ASVS V7), owners a month on their phones. */
export const sessionPolicy: Record<PrincipalKind, { idleMs: number; absoluteMs: number }> = {
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  owner: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
};
// last_used_at is written at most this often, so reads don't all turn into writes.
const TOUCH_EVERY_MS = MINUTE;

export const hashToken = async (token: string) => encodeHex(await sha256(new TextEncoder().encode(token)));

/** A new session: 256 random bits for the client, only their SHA-256 in the database. */
export async function createSession(db: DB, kind: PrincipalKind, userId: number, userAgent?: string, now = Date.now()) {
  const token = base64url.encode(crypto.getRandomValues(new Uint8Array(32)), { includePadding: false });
  await db.insert(sessions).values({
    token_hash: await hashToken(token),
    kind,
    user_id: userId,
    created_at: new Date(now).toISOString(),
    last_used_at: new Date(now).toISOString(),
    expires_at: new Date(now + sessionPolicy[kind].absoluteMs).toISOString(),
    user_agent: userAgent?.slice(0, 200) ?? null,
  });
  return token;
}

export type SessionLookup =
  | { status: "valid"; kind: PrincipalKind; userId: number; tokenHash: string }
  | { status: "expired" | "invalid" };

/** Resolves a bearer token; expired sessions (idle or absolute) are deleted on sight. */
export async function findSession(db: DB, token: string, now = Date.now()): Promise<SessionLookup> {
  if (!/^[\w-]{20,100}$/.test(token)) return { status: "invalid" };
  const tokenHash = await hashToken(token);
  const [row] = await db.select().from(sessions).where(eq(sessions.token_hash, tokenHash));
  if (!row) return { status: "invalid" };
  const lastUsed = Date.parse(row.last_used_at);
  if (now >= Date.parse(row.expires_at) || now - lastUsed >= sessionPolicy[row.kind].idleMs) {
    await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
    return { status: "expired" };
  }
  if (now - lastUsed >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_used_at: new Date(now).toISOString() }).where(eq(sessions.token_hash, tokenHash));
  }
  return { status: "valid", kind: row.kind, userId: row.user_id, tokenHash };
}

export const revokeSession = (db: DB, tokenHash: string) => db.delete(sessions).where(eq(sessions.token_hash, tokenHash));

/** Ends every session of a user, except optionally the one making the request. */
export const revokeUserSessions = (db: DB, kind: PrincipalKind, userId: number, keepTokenHash?: string) =>
  db
    .delete(sessions)
    .where(and(eq(sessions.kind, kind), eq(sessions.user_id, userId), keepTokenHash ? ne(sessions.token_hash, keepTokenHash) : undefined));

/** A user's open sessions, newest first; `id` is a prefix of the token hash, safe to show. */
export async function listUserSessions(db: DB, kind: PrincipalKind, userId: number) {
  const rows = await db.select().from(sessions).where(and(eq(sessions.kind, kind), eq(sessions.user_id, userId)));
  return rows
    .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at))
    .map((s) => ({
      id: s.token_hash.slice(0, 16),
      tokenHash: s.token_hash,
      created_at: s.created_at,
      last_used_at: s.last_used_at,
      expires_at: s.expires_at,
      user_agent: s.user_agent,
    }));
}
