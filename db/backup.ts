import type { Client } from "@libsql/client";
import { existsSync } from "node:fs";

/**
 * A consistent copy of a live database: VACUUM INTO reads one snapshot (WAL lets the server keep
 * writing meanwhile) and writes a compact, self-contained file. Refuses to overwrite a file.
 */
export async function backupDatabase(client: Client, target: string) {
  if (existsSync(target)) throw new Error(`${target} already exists`);
  await client.execute({ sql: "VACUUM INTO ?", args: [target] });
}

/** `PRAGMA integrity_check` of a database file: "ok" when sound. */
export async function integrityOf(client: Client) {
  return String((await client.execute("PRAGMA integrity_check")).rows[0][0]);
}
