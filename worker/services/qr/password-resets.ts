/**
 * One-time links that let an owner who lost their password choose a new one.
 *
 * An admin makes one for an owner (and sends it over WhatsApp or copies it), or the owner asks for
 * one by e-mail where the server can send mail. Either way:
 * - the link carries 256 random bits (the token); only the token's SHA-256 is stored, so the
 *   database alone cannot open anyone's account;
 * - a link works once, for 24 hours; making a new link for an owner deletes their older unused
 *   ones, so only the newest link ever works;
 * - using it sets the new password, marks the link used, ends every session of the owner (whoever
 *   held the old password is out) and clears the owner's failed-login counters.
 * A rejected owner has no working link: they cannot log in at all.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { base64url } from "oslo/encoding";
import type { DB } from "../../../db/client";
import { qrPasswordResets, qrUsers, rateLimits, sessions } from "../../../db/schema";
import type { Lang } from "../../../locales/i18n";
import { createT } from "../../../locales/i18n";
import { whatsappLink } from "../../../shared/whatsapp";
import { tables } from "../../i18n";
import { hashToken } from "../sessions";
import { getOwner } from "./owners";

const HOUR = 60 * 60 * 1000;
/** How long a link works after it is made. */
export const RESET_LINK_TTL_MS = 24 * HOUR;

type Origin = (typeof qrPasswordResets.$inferSelect)["origin"];
type Owner = typeof qrUsers.$inferSelect;

/** The page a link opens: `<origin>/qr/reset/<token>`. */
export const resetPageUrl = (origin: string, token: string) => new URL(`/qr/reset/${token}`, origin).toString();

/** What a link token looks like (43 characters of base64url for 32 bytes); anything else is unknown. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

/**
 * A new link for this owner: 32 random bytes (256 bits) as base64url. In one batch, the owner's
 * older unused links are deleted and the new one's hash stored, so two links never work at once.
 * Returns the token (shown once, never stored) and when the link stops working.
 */
export async function makeResetLink(db: DB, ownerId: number, origin: Origin, now = Date.now()) {
  const token = base64url.encode(crypto.getRandomValues(new Uint8Array(32)), { includePadding: false });
  const expiresAt = new Date(now + RESET_LINK_TTL_MS).toISOString();
  await db.batch([
    db.delete(qrPasswordResets).where(and(eq(qrPasswordResets.owner_id, ownerId), isNull(qrPasswordResets.used_at))),
    db.insert(qrPasswordResets).values({
      token_hash: await hashToken(token),
      owner_id: ownerId,
      origin,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    }),
  ]);
  return { token, expiresAt };
}

/**
 * The owner a token lets in right now, or null: unknown, used, expired and a rejected owner's
 * links all read the same (the page and the API say one thing for all of them).
 */
export async function ownerOfResetToken(db: DB, token: string, now = Date.now()): Promise<Owner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [link] = await db
    .select()
    .from(qrPasswordResets)
    .where(and(eq(qrPasswordResets.token_hash, await hashToken(token)), isNull(qrPasswordResets.used_at), gt(qrPasswordResets.expires_at, new Date(now).toISOString())));
  if (!link) return null;
  const owner = await getOwner(db, link.owner_id);
  return owner?.is_active ? owner : null;
}

/** The failed-login counters of one owner username, from every address (see loginLimits in login.ts). */
const loginCounterPrefix = (usernameKey: string) => `login:owner:${usernameKey}:`;

/**
 * Uses the link: claims it first (one UPDATE that only matches an unused, unexpired link, so two
 * tabs racing with the same link cannot both win), then in one batch sets the new password's
 * hash, ends every session of the owner and clears their failed-login counters. Returns the
 * owner, or null when the link no longer works (nothing is changed then).
 */
export async function useResetLink(db: DB, token: string, passwordHash: string, now = Date.now()): Promise<Owner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const at = new Date(now).toISOString();
  const [claimed] = await db
    .update(qrPasswordResets)
    .set({ used_at: at })
    .where(and(eq(qrPasswordResets.token_hash, await hashToken(token)), isNull(qrPasswordResets.used_at), gt(qrPasswordResets.expires_at, at)))
    .returning();
  if (!claimed) return null;
  const owner = await getOwner(db, claimed.owner_id);
  if (!owner?.is_active) return null;
  const prefix = loginCounterPrefix(owner.username_key);
  await db.batch([
    db.update(qrUsers).set({ password_hash: passwordHash, updated_at: at }).where(eq(qrUsers.id, owner.id)),
    db.delete(sessions).where(and(eq(sessions.kind, "owner"), eq(sessions.user_id, owner.id))),
    // By prefix, compared as text: a username may hold LIKE's wildcard "_".
    db.delete(rateLimits).where(sql`substr(${rateLimits.key}, 1, ${prefix.length}) = ${prefix}`),
  ]);
  return { ...owner, password_hash: passwordHash, updated_at: at };
}

/**
 * The WhatsApp message an admin sends with a link, in the owner's language: a greeting with the
 * username, the link on a line of its own (so the app makes it a link), and how long it works.
 */
export function resetMessage(lang: Lang, username: string, url: string) {
  return createT(tables[lang], lang)("qr.access.whatsappMessage", { name: username, url });
}

/** The WhatsApp chat link with that message ready to send, or null when the phone cannot be used. */
export const resetWhatsappUrl = (phone: string, lang: Lang, username: string, url: string) => whatsappLink(phone, resetMessage(lang, username, url));

/** The e-mail of a link the owner asked for: subject and plain text in the chosen language. */
export function resetMail(lang: Lang, username: string, url: string) {
  const t = createT(tables[lang], lang);
  return { subject: t("qr.access.mailSubject"), text: t("qr.access.mailBody", { name: username, url }) };
}
