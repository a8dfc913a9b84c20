// A throwaway database for a benchmark: a libSQL file in a fresh temporary folder (WAL,
// synchronous=FULL, as `npm start` opens its own), with every migration applied. The folder
// and everything in it is deleted when the work is done, whether it succeeded or not.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Runs `work({ db, close, file })` on a new, migrated, empty database and returns what it
 * returns. `load` is the loader `withSource` hands to a script; `prefix` names the temporary
 * folder. `close` may be called early (to let another process read `file`); it is called again,
 * harmlessly, at the end.
 */
export async function withScratchDatabase(load, prefix, work) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const { connectNode } = await load("/db/connect.ts");
    const { migrateDatabase } = await load("/db/migrate.ts");
    const file = join(dir, "bench.db");
    const { db, close } = await connectNode(`file:${file}`);
    try {
      await migrateDatabase(db);
      return await work({ db, close, file });
    } finally {
      close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
