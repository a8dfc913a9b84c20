import { eq, sql } from "drizzle-orm";
import type { DB } from "../../db/client";
import { appMeta } from "../../db/schema";

/**
 * The content version: a counter in the database that every content write bumps. Cached pages
 * and public API answers are kept under it, so a write makes all of them stale at once, in every
 * process and Worker that reads the same database.
 */

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

// API writes that change nothing a visitor can see: signing in and out, passwords, two-step
// verification and sessions, owner sign-ups and accounts, contact messages, admin accounts, image
// uploads (an image shows nowhere until content that uses it is saved), owners' notices, and
// every owner write to their listings: a new or edited listing waits for review, an approved
// one's edit is a revision, so nothing public changes; the owner writes that do (deleting a
// public listing, saving a public listing's opening hours) bump the version themselves. They keep the page cache, so a self-registered owner,
// approved or not, cannot empty it for every visitor.
const PRIVATE_WRITES = /^\/api\/(auth|qr\/auth|qr\/notifications|qr\/businesses|contact-messages|users|uploads)(\/|$)/;

/** Whether a successful API call changed content, so cached pages must go. */
export const changesContent = (method: string, path: string) => !["GET", "HEAD", "OPTIONS"].includes(method) && !PRIVATE_WRITES.test(path);

/** Where the cache's version comes from: the database, or this process's memory. */
export interface ContentVersion {
  current(): Promise<number>;
  bump(): Promise<void>;
}

/** The app's content version: the one its runtime gave (Node keeps it in memory), else the database's. */
export const contentVersionOf = (deps: { db: DB; contentVersion?: ContentVersion }) => deps.contentVersion ?? databaseContentVersion(deps.db);

/** The last version seen, kept somewhere that outlives one isolate (the edge cache on Workers). */
export interface VersionMemo {
  get(): Promise<number | undefined>;
  put(version: number): Promise<void>;
}

/**
 * The database's counter, read on every cached request: right wherever the database is shared
 * (Worker isolates, several Node processes). When that read fails, because the database is
 * briefly unreachable, the last version this process read (else the memo's) stands in, so
 * cached pages are still served; whatever needs the database fails as it would anyway.
 */
export function databaseContentVersion(db: DB, memo?: VersionMemo): ContentVersion {
  let last: number | undefined;
  return {
    async current() {
      try {
        const version = await contentVersion(db);
        if (version !== last) {
          last = version;
          await memo?.put(version).catch(() => {});
        }
        return version;
      } catch (error) {
        const known = last ?? (await memo?.get().catch(() => undefined));
        if (known === undefined) throw error;
        return known;
      }
    },
    bump: () => bumpContentVersion(db),
  };
}

/**
 * The version in this process's memory: right when this process is the only one serving its
 * database file, as with a single `npm start` (its cache is in the same memory), and it saves a
 * query on every cached request. Given the database, each bump also bumps the database's
 * counter, so a Worker or another process that does read it stops serving the old content too.
 */
export function memoryContentVersion(db?: DB): ContentVersion {
  let version = 0;
  return {
    current: async () => version,
    async bump() {
      if (db) await bumpContentVersion(db);
      version++;
    },
  };
}
