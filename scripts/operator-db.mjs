// The part every operator script (db:setup, admin:reset-password) does the same way around its
// own work: open the database at `url` (with DATABASE_AUTH_TOKEN for Turso), run the work, and
// turn a failure into one line a person can act on instead of a stack trace.

/**
 * Opens the database at `url`, gives it to `work`, and closes it afterwards. An error (a wrong
 * token, an unreachable server) prints one line that says so, the stack only with DEBUG set,
 * and sets exit code 1. `load` is the loader `withSource` hands to a script.
 */
export async function withOperatorDatabase(load, url, work) {
  const { connectNode } = await load("/db/connect.ts");
  const { explainDatabaseError } = await load("/worker/seed/setup.ts");
  const { db, close } = await connectNode(url, process.env.DATABASE_AUTH_TOKEN);
  try {
    await work(db);
  } catch (error) {
    console.error(explainDatabaseError(error, url));
    if (process.env.DEBUG) console.error(error);
    process.exitCode = 1;
  } finally {
    close();
  }
}
