/**
 * `npm run db:setup` itself, as an operator runs it against Turso: the real script in a child
 * process, over HTTP to the libSQL test server (the protocol Turso speaks), each case on a fresh
 * database of its own and a free port, so nothing is shared with the workerd project's server.
 * A remote database gets no demo content unless `--demo` asks for it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterAll, describe, expect, it } from "vitest";
import { connectNode } from "../db/connect";
import { adminUsers, blogPosts, qrBusinesses, qrCategories, services } from "../db/schema";
import { startLibsqlServer, type LibsqlServer } from "../worker/testing/libsql-server";

const dir = mkdtempSync(join(tmpdir(), "db-setup-test-"));
const servers: LibsqlServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `node <script> <args>` with `env`; resolves with its exit code and output. */
const run = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    // Asynchronously: the server answering the script lives in this very process.
    execFile("node", [script, ...args], { env }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })),
  );

/** Runs `node scripts/db-setup.mjs <args>` against a new libSQL server; resolves with its output and the server. */
async function dbSetup(name: string, args: string[], token?: { server: string; sent: string }) {
  const server = await startLibsqlServer({ path: join(dir, `${name}.db`), authToken: token?.server });
  servers.push(server);
  const env = { ...process.env, DATABASE_URL: server.url, DATABASE_AUTH_TOKEN: token?.sent, ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "setup-test-password" };
  const output = await run("scripts/db-setup.mjs", args, env);
  const { db, close } = await connectNode(server.url, token?.server);
  const rows = async (table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0].n;
  // A database the script never touched has no tables at all.
  const migrated = (await db.all(sql`SELECT name FROM sqlite_master WHERE name = 'admin_users'`)).length > 0;
  const counts = migrated
    ? { admins: await rows(adminUsers), categories: await rows(qrCategories), services: await rows(services), posts: await rows(blogPosts), listings: await rows(qrBusinesses) }
    : null;
  close();
  return { ...output, counts, url: server.url };
}

describe("npm run db:setup against a remote database (libSQL over HTTP)", () => {
  // All at once: each is mostly the script's start-up, and they share nothing.
  const runs = Promise.all([
    dbSetup("default", []),
    dbSetup("demo", ["--demo"]),
    dbSetup("typo", ["--nodemo"]),
    dbSetup("token", [], { server: "the-right-token", sent: "a-wrong-token" }),
  ]);

  it("by default: migrations, the first admin and the QR categories, no demo content, and says why", async () => {
    const [plain] = await runs;
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.counts).toEqual({ admins: 1, categories: 8, services: 0, posts: 0, listings: 0 });
    const lines = plain.stdout.trim().split("\n");
    expect(lines[0]).toBe(`Database: ${plain.url} (remote), --no-demo, the default for a remote database`);
    expect(lines[1]).toMatch(/^Migrations: applied \d+ migrations \(0000_init, .*\)$/);
    expect(lines).toContain('First admin: created "owner" with the password in ADMIN_PASSWORD');
    expect(lines).toContain("Demo content: skipped (a remote database gets it only with --demo); the site has no content yet: add it in /admin");
    // The password itself is never printed when it came from the environment.
    expect(plain.stdout).not.toContain("setup-test-password");
  });

  it("with --demo: the demo content too", async () => {
    const [, demo] = await runs;
    expect(demo.code, demo.stderr).toBe(0);
    expect(demo.counts).toMatchObject({ admins: 1, categories: 8, services: 7, posts: 5, listings: 2 });
    expect(demo.stdout).toContain("--demo as asked");
    expect(demo.stdout).toContain("Demo content: seeded with its SVG artwork (no local image store for a remote database: its images are in R2)");
  });

  it("refuses an unknown option before touching anything", async () => {
    const [, , wrong] = await runs;
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Unknown option "--nodemo".');
    expect(wrong.stderr).toContain("Usage: npm run db:setup");
    expect(wrong.counts).toBeNull();
  });

  it("a wrong token: one line saying the database refused it and what to check, no stack, nothing written", async () => {
    const [, , , refused] = await runs;
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `The database at ${refused.url} refused the token: check DATABASE_AUTH_TOKEN (turso db tokens create <name>). (Unauthorized: wrong or missing auth token)`,
    );
    expect(refused.counts).toBeNull();
  });

  it("npm run admin:reset-password works on the same remote database: a new password that logs in, said once", async () => {
    const [plain] = await runs;
    const reset = await run("scripts/admin-reset-password.mjs", ["owner"], { ...process.env, DATABASE_URL: plain.url });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`Database: ${plain.url}`);
    expect(reset.stdout).not.toContain("setup-test-password");
    // An unreachable one: the same kind of single line.
    const gone = await run("scripts/admin-reset-password.mjs", ["owner"], { ...process.env, DATABASE_URL: "http://127.0.0.1:9" });
    expect(gone.code).toBe(1);
    expect(gone.stderr.trim()).toMatch(/^Cannot reach the database at http:\/\/127\.0\.0\.1:9: check DATABASE_URL and the network\./);
  });
});
