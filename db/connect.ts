import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { schema, type DB } from "./client";
import { connectHttp } from "./connect-http";

/** A database other processes can reach too: Turso, or any libSQL server. */
export const isRemoteUrl = (url: string) => /^(libsql|https?|wss?):/.test(url);

/**
 * Opens the libSQL database on Node: a local file (the embedded default), `:memory:` for tests,
 * or a remote URL (Turso, `libsql://…`) for migrating and seeding a production database or for
 * several Node instances sharing one. Remote databases go over HTTP exactly as the Worker
 * reaches them, foreign keys included.
 */
export async function connectNode(url: string, authToken?: string): Promise<{ db: DB; close(): void }> {
  if (isRemoteUrl(url)) {
    const { db, client } = connectHttp(url, authToken);
    return { db, close: () => client.close() };
  }
  if (url.startsWith("file:")) {
    const path = url.startsWith("file://") ? fileURLToPath(url) : url.slice("file:".length);
    mkdirSync(dirname(path), { recursive: true });
  }
  // One connection: per-connection PRAGMAs hold for every statement, and the embedded driver
  // runs statements synchronously anyway (we never hold interactive transactions).
  const client = createClient({ url, authToken, concurrency: 1 });
  if (url.startsWith("file:")) {
    // WAL: readers never wait for the writer, and a crash mid-write loses nothing acknowledged.
    await client.execute("PRAGMA journal_mode = WAL");
    // FULL: an acknowledged write survives even a power cut, not only a process crash.
    await client.execute("PRAGMA synchronous = FULL");
    await client.execute("PRAGMA busy_timeout = 5000");
  }
  await client.execute("PRAGMA foreign_keys = ON");
  return { db: drizzle(client, { schema }), close: () => client.close() };
}
