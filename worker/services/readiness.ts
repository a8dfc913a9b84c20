import { sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { appMeta } from "../../db/schema";
import type { BlobStore } from "../blob/blob-store";
import { outageOf } from "../lib/failures";

/** One part's state: "ok", or what is wrong with it. */
export type PartState = "ok" | "unavailable" | "read-only" | "failing";

export interface Readiness {
  ready: boolean;
  checks: { database: PartState; storage: PartState };
}

const stateOf = (error: unknown): PartState => outageOf(error) ?? "failing";

/**
 * Whether this instance can serve: the database answers a read and accepts a write (an UPDATE
 * that matches no row: it takes the write lock and changes nothing, so a read-only database
 * refuses it), and the image store answers a lookup of a name that is never stored.
 */
export async function checkReadiness(db: DB, blobs: BlobStore): Promise<Readiness> {
  const database = await (async (): Promise<PartState> => {
    try {
      await db.run(sql`select 1`);
      await db.update(appMeta).set({ value: appMeta.value }).where(sql`0`);
      return "ok";
    } catch (error) {
      return stateOf(error);
    }
  })();
  const storage = await blobs.get("0000000000000000ready.png").then(
    (): PartState => "ok",
    (error: unknown) => stateOf(error),
  );
  return { ready: database === "ok" && storage === "ok", checks: { database, storage } };
}
