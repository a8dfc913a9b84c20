import { and, eq, isNull, lt, or } from "drizzle-orm";
import { constantTimeEqual, sha256 } from "oslo/crypto";
import { base32, encodeHex } from "oslo/encoding";
import { createTOTPKeyURI, generateHOTP } from "oslo/otp";
import type { DB } from "../../db/client";
import { adminUsers, recoveryCodes } from "../../db/schema";
import type { AdminUser } from "../env";

const STEP_SECONDS = 30;
/** Codes from the previous and next 30 s step are accepted too: phone clocks drift. */
const DRIFT_STEPS = 1;
const RECOVERY_CODES = 10;

const secretBytes = (secret: string) => base32.decode(secret, { strict: false });
const encoder = new TextEncoder();
const hashCode = async (code: string) => encodeHex(await sha256(encoder.encode(code.replace(/[\s-]/g, "").toLowerCase())));

/** Starts enrolment: a fresh 160-bit secret, stored as pending until a first code confirms it. */
export async function beginEnrolment(db: DB, user: AdminUser, issuer: string) {
  const secret = base32.encode(crypto.getRandomValues(new Uint8Array(20)), { includePadding: false });
  await db.update(adminUsers).set({ totp_secret: secret, totp_enabled: false, totp_last_step: null }).where(eq(adminUsers.id, user.id));
  return { secret, uri: createTOTPKeyURI(issuer, user.username, secretBytes(secret)) };
}

/**
 * Checks a 6-digit code against the secret in constant time, within the drift window, and only
 * for a time step later than the last one accepted (no replay). Returns the accepted step.
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / 1000 / STEP_SECONDS);
  let accepted: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = await generateHOTP(secretBytes(secret), step);
    const match = constantTimeEqual(encoder.encode(expected), encoder.encode(code));
    if (match && (lastStep === null || step > lastStep)) accepted = step;
  }
  return accepted;
}

/**
 * Marks a time step as used, atomically: the update matches only while the stored last step is
 * older, so of several requests racing with the same code exactly one wins (a code read and
 * written back without a compare was accepted once per racing request).
 */
async function consumeStep(db: DB, adminId: number, step: number, extra: Partial<AdminUser> = {}, condition = eq(adminUsers.id, adminId)) {
  const [won] = await db
    .update(adminUsers)
    .set({ totp_last_step: step, ...extra })
    .where(and(condition, or(isNull(adminUsers.totp_last_step), lt(adminUsers.totp_last_step, step))))
    .returning({ id: adminUsers.id });
  return !!won;
}

/** Confirms enrolment with a first code and issues the recovery codes (shown once, stored hashed). */
export async function completeEnrolment(db: DB, user: AdminUser, code: string, now = Date.now()): Promise<string[] | null> {
  if (!user.totp_secret || user.totp_enabled) return null;
  const step = await checkTotp(user.totp_secret, code, null, now);
  if (step === null) return null;
  // Only one request turns it on (the same pending secret, not yet enabled), so two racing
  // confirmations cannot each hand out a set of recovery codes.
  const pending = and(eq(adminUsers.id, user.id), eq(adminUsers.totp_secret, user.totp_secret), eq(adminUsers.totp_enabled, false))!;
  if (!(await consumeStep(db, user.id, step, { totp_enabled: true }, pending))) return null;
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = base32.encode(crypto.getRandomValues(new Uint8Array(5)), { includePadding: false }).toLowerCase();
    return `${raw.slice(0, 4)}-${raw.slice(4)}`;
  });
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.admin_id, user.id)),
    db.insert(recoveryCodes).values(await Promise.all(codes.map(async (c) => ({ admin_id: user.id, code_hash: await hashCode(c) })))),
  ]);
  return codes;
}

/**
 * The second factor at login or for a sensitive change: a current TOTP code, or an unused
 * recovery code (which is then spent).
 */
export async function verifySecondFactor(db: DB, user: AdminUser, code: string | undefined, now = Date.now()): Promise<boolean> {
  if (!code || !user.totp_secret) return false;
  const step = await checkTotp(user.totp_secret, code.trim(), user.totp_last_step, now);
  // A right code for a step another request has just used is a replay: refused.
  if (step !== null) return consumeStep(db, user.id, step);
  const [spent] = await db
    .update(recoveryCodes)
    .set({ used_at: new Date(now).toISOString() })
    .where(and(eq(recoveryCodes.admin_id, user.id), eq(recoveryCodes.code_hash, await hashCode(code)), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  return !!spent;
}

export async function recoveryCodesLeft(db: DB, adminId: number) {
  return (await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.admin_id, adminId), isNull(recoveryCodes.used_at)))).length;
}

export async function disableTwoFactor(db: DB, adminId: number) {
  await db.batch([
    db.update(adminUsers).set({ totp_enabled: false, totp_secret: null, totp_last_step: null }).where(eq(adminUsers.id, adminId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.admin_id, adminId)),
  ]);
}
