// `npm run db:backup`: a consistent snapshot of the embedded database while the site keeps
// running, into backups/ (or BACKUP_DIR), named by time. Restoring is described in SECURITY.md.
import { createClient } from "@libsql/client";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { withSource } from "./load-ts.mjs";

const url = process.env.DATABASE_URL ?? "file:data/app.db";
if (!url.startsWith("file:")) {
  console.error("db:backup copies the embedded libSQL file; for Turso use `turso db shell <db> .dump > backup.sql`.");
  process.exit(2);
}
const dir = resolve(process.env.BACKUP_DIR ?? "backups");
mkdirSync(dir, { recursive: true });
const target = join(dir, `app-${new Date().toISOString().replace(/[:.]/g, "-")}.db`);
await withSource(async (load) => {
  const { backupDatabase, integrityOf } = await load("/db/backup.ts");
  const live = createClient({ url });
  await backupDatabase(live, target);
  live.close();
  const copy = createClient({ url: `file:${target}` });
  const integrity = await integrityOf(copy);
  copy.close();
  console.log(`Backed up ${url} to ${target} (integrity: ${integrity})`);
  if (integrity !== "ok") process.exitCode = 1;
});
