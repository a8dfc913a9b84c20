/**
 * Global setup of the workerd project: a libSQL test server on a fresh database file, migrated
 * and seeded over HTTP by `npm run db:setup` itself (as an operator prepares Turso), then left
 * running for the Worker under test (see libsql-outbound.ts).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLibsqlServer } from "./libsql-server";
import { SERVER_URL_VARIABLE, WORKERD_ADMIN } from "./workerd-constants.mjs";

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), "agency-workerd-"));
  // Foreign keys off on the server's connections, as plain SQLite: the Worker's connection must
  // turn them on itself for the cascades the tests check.
  const server = await startLibsqlServer({ path: join(dir, "worker.db"), foreignKeysByDefault: false });
  // Asynchronously: the server answering it lives in this very process.
  const env = { ...process.env, DATABASE_URL: server.url, ADMIN_USERNAME: WORKERD_ADMIN.username, ADMIN_PASSWORD: WORKERD_ADMIN.password };
  const failure = await new Promise<string | undefined>((resolve) =>
    execFile("node", ["scripts/db-setup.mjs"], { env }, (error, stdout, stderr) => resolve(error ? `${error.message}\n${stdout}\n${stderr}` : undefined)),
  );
  if (failure) {
    await server.close();
    throw new Error(`npm run db:setup over HTTP failed:\n${failure}`);
  }
  process.env[SERVER_URL_VARIABLE] = server.url;
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
