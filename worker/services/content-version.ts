import { eq, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { appMeta } from "../../db/schema";

const KEY = "content_version";

/** The current content version (0 before the first write). */
export async function contentVersion(db: DB): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  return row?.value ?? 0;
}

/** Marks every cached page stale: one atomic increment. */
export async function bumpContentVersion(db: DB) {
  await db
    .insert(appMeta)
    .values({ key: KEY, value: 1 })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`${appMeta.value} + 1` } });
}

/** Where the content version lives: the database (shared by Worker isolates) or one process. */
export interface ContentVersion {
  current(): Promise<number>;
  bump(): Promise<void>;
}

export const databaseContentVersion = (db: DB): ContentVersion => ({
  current: () => contentVersion(db),
  bump: () => bumpContentVersion(db),
});

/**
 * The version in this process's memory: right when this process is the only writer, as with
 * `npm start` (its cache is in the same memory). Saves a query on every cached request.
 */
export function memoryContentVersion(): ContentVersion {
  let version = 0;
  return {
    current: async () => version,
    bump: async () => void version++,
  };
}
