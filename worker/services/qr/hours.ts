import { eq } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses } from "../../../db/schema";
import type { OpeningHours } from "../../../shared/opening-hours";

/**
 * Writes a listing's opening hours, and nothing else of it: no review, no revision. Hours are
 * facts the owner must be able to correct on the day (a sudden closure), and since no revision
 * carries them, approving an older revision later can never bring old hours back.
 */
export async function saveHours(db: DB, id: number, hours: OpeningHours | null, at: number) {
  const [row] = await db.update(qrBusinesses).set({ hours, updated_at: new Date(at).toISOString() }).where(eq(qrBusinesses.id, id)).returning({ id: qrBusinesses.id });
  return !!row;
}
