import { and, eq, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrIssuedIds } from "../../../db/schema";

// Lowercase letters and digits without look-alikes (0/o, 1/l/i): easy to read off a printed card.
const LETTERS = "abcdefghjkmnpqrstuvwxyz";
const ALPHABET = `${LETTERS}23456789`;
export const UNIQUE_ID_LENGTH = 10;

/** What a unique_id looks like; anything else is not looked up at all. */
export const uniqueIdPattern = /^[a-z0-9]{6,32}$/;

function randomFrom(alphabet: string, count: number): string {
  let out = "";
  // Rejection sampling keeps every character equally likely (no modulo bias).
  const limit = 256 - (256 % alphabet.length);
  while (out.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < limit && out.length < count) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * A short random id: ten characters, about 49 bits. It starts with a letter, so it can never be
 * mistaken for a numeric id in `/api/qr/businesses/{id}`, and its length keeps it apart from the
 * reserved words under /qr (login, dashboard, business).
 */
export const randomUniqueId = () => randomFrom(LETTERS, 1) + randomFrom(ALPHABET, UNIQUE_ID_LENGTH - 1);

/**
 * Issues a never-used unique_id: it is recorded in qr_issued_ids first, so an id stays taken even
 * after its listing is deleted and an old printed code can never open someone else's page.
 */
export async function issueUniqueId(db: DB, make = randomUniqueId, at = Date.now()): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = make();
    const rows = await db
      .insert(qrIssuedIds)
      .values({ unique_id: candidate, issued_at: new Date(at).toISOString() })
      .onConflictDoNothing()
      .returning();
    if (rows.length) return candidate;
  }
  throw new Error("could not issue a unique QR id");
}

/**
 * Whether a public address names a listing that was deleted: its unique_id was issued once (so a
 * code may well be printed somewhere) and no listing holds it any more. Its page then answers
 * "no longer available" (410) rather than "not available" (404). A numeric id says nothing here:
 * only unique_ids are remembered after a listing goes.
 */
export async function isRetiredUniqueId(db: DB, requested: string): Promise<boolean> {
  if (!uniqueIdPattern.test(requested)) return false;
  const held = sql`exists (select 1 from ${qrBusinesses} where ${qrBusinesses.unique_id} = ${requested})`;
  const rows = await db
    .select({ id: qrIssuedIds.unique_id })
    .from(qrIssuedIds)
    .where(and(eq(qrIssuedIds.unique_id, requested), sql`not ${held}`));
  return rows.length > 0;
}
