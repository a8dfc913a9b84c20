import { createClient as createNodeClient } from "@libsql/client";
import { createClient, LibsqlError, type Client } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { startLibsqlServer, type LibsqlServer } from "./libsql-server";

/**
 * The test server against the official client, `@libsql/client/web` (the Worker's driver) and
 * the Node client over http:// (what `npm run db:setup` uses for a remote URL).
 */

const dir = mkdtempSync(join(tmpdir(), "libsql-server-test-"));
let server: LibsqlServer;
let client: Client;
const clients: Client[] = [];
const open = (url = server.url, authToken?: string) => {
  const c = createClient({ url, authToken, intMode: "bigint" });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  server = await startLibsqlServer({ path: join(dir, "test.db") });
  client = open();
  await client.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, price REAL, data BLOB, big INTEGER)");
});
afterEach(async () => {
  await client.execute("DELETE FROM items");
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("libSQL test server with @libsql/client/web", () => {
  it("executes statements with every value type, and closes each stream it opened", async () => {
    const inserted = await client.execute({
      sql: "INSERT INTO items (name, price, data, big) VALUES (?, ?, ?, ?)",
      args: ["قهوة عربية", 2.5, new Uint8Array([0, 1, 254, 255]), 9007199254740993n],
    });
    expect(inserted.rowsAffected).toBe(1);
    expect(inserted.lastInsertRowid).toBe(1n);

    const { columns, rows } = await client.execute({ sql: "SELECT name, price, data, big, NULL AS missing FROM items WHERE id = :id", args: { id: 1 } });
    expect(columns).toEqual(["name", "price", "data", "big", "missing"]);
    expect(rows[0].name).toBe("قهوة عربية");
    expect(rows[0].price).toBe(2.5);
    expect(new Uint8Array(rows[0].data as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 254, 255]));
    // Integers travel as strings, so nothing beyond 2^53 is rounded.
    expect(rows[0].big).toBe(9007199254740993n);
    expect(rows[0].missing).toBeNull();
    // Every execute was opened and closed in one request: no stream is left waiting.
    expect(server.handler.openStreams()).toBe(0);
  });

  it("answers INSERT ... RETURNING with its rows and its count", async () => {
    const res = await client.execute({ sql: "INSERT INTO items (name) VALUES (?), (?) RETURNING id, name", args: ["a", "b"] });
    expect(res.rows.map((r) => r.name)).toEqual(["a", "b"]);
    expect(res.rowsAffected).toBe(2);
    const select = await client.execute("SELECT * FROM items");
    expect(select.rowsAffected).toBe(0);
  });

  it("runs a batch atomically: one failing statement undoes the others", async () => {
    const results = await client.batch([
      { sql: "INSERT INTO items (name) VALUES (?)", args: ["one"] },
      { sql: "INSERT INTO items (name) VALUES (?)", args: ["two"] },
      "SELECT count(*) AS n FROM items",
    ]);
    expect(results[2].rows[0].n).toBe(2n);
    await expect(
      client.batch([
        { sql: "INSERT INTO items (name) VALUES (?)", args: ["three"] },
        { sql: "INSERT INTO items (name) VALUES (?)", args: ["one"] }, // UNIQUE violation
      ]),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    const names = (await client.execute("SELECT name FROM items ORDER BY id")).rows.map((r) => r.name);
    expect(names).toEqual(["one", "two"]);
  });

  it("holds an interactive transaction across requests with batons", async () => {
    const other = open();
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO items (name) VALUES (?)", args: ["pending"] });
    expect((await tx.execute("SELECT count(*) AS n FROM items")).rows[0].n).toBe(1n);
    // Another stream (another connection) does not see it before the commit.
    expect((await other.execute("SELECT count(*) AS n FROM items")).rows[0].n).toBe(0n);
    expect(server.handler.openStreams()).toBe(1);
    await tx.commit();
    expect((await other.execute("SELECT count(*) AS n FROM items")).rows[0].n).toBe(1n);
    expect(server.handler.openStreams()).toBe(0);

    const undone = await client.transaction("write");
    await undone.execute({ sql: "INSERT INTO items (name) VALUES (?)", args: ["undone"] });
    await undone.rollback();
    expect((await other.execute("SELECT name FROM items")).rows.map((r) => r.name)).toEqual(["pending"]);
  });

  it("runs several statements with executeMultiple (a sequence)", async () => {
    await client.executeMultiple("INSERT INTO items (name) VALUES ('x'); INSERT INTO items (name) VALUES ('y');");
    expect((await client.execute("SELECT count(*) AS n FROM items")).rows[0].n).toBe(2n);
  });

  it("reports SQL errors as LibsqlError with SQLite's code", async () => {
    const error = await client.execute("SELEC nonsense").catch((e) => e);
    expect(error).toBeInstanceOf(LibsqlError);
    expect(error.message).toMatch(/syntax error/);
    await client.execute({ sql: "INSERT INTO items (name) VALUES (?)", args: ["dup"] });
    const duplicate = await client.execute({ sql: "INSERT INTO items (name) VALUES (?)", args: ["dup"] }).catch((e) => e);
    expect(duplicate.code).toBe("SQLITE_CONSTRAINT_UNIQUE");
  });

  it("closes a stream nobody continues, so a late request is refused", async () => {
    const quick = await startLibsqlServer({ path: join(dir, "test.db"), streamIdleMs: 50 });
    try {
      const tx = await open(quick.url).transaction("write");
      await tx.execute("SELECT 1");
      expect(quick.handler.openStreams()).toBe(1);
      await new Promise((r) => setTimeout(r, 120));
      expect(quick.handler.openStreams()).toBe(0);
      await expect(tx.execute("SELECT 1")).rejects.toThrow(/baton/);
    } finally {
      await quick.close();
    }
  });

  it("refuses a wrong or missing auth token when it has one", async () => {
    const guarded = await startLibsqlServer({ path: join(dir, "test.db"), authToken: "s3cret" });
    try {
      await expect(open(guarded.url).execute("SELECT 1")).rejects.toThrow(/Unauthorized/);
      await expect(open(guarded.url, "wrong").execute("SELECT 1")).rejects.toThrow(/Unauthorized/);
      expect((await open(guarded.url, "s3cret").execute("SELECT 1 AS one")).rows[0].one).toBe(1n);
    } finally {
      await guarded.close();
    }
  });

  it("speaks the v3 pipeline too: get_autocommit and is_autocommit conditions", async () => {
    const post = async (body: unknown) => (await fetch(`${server.url}/v3/pipeline`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json();
    const first = await post({ baton: null, requests: [{ type: "execute", stmt: { sql: "BEGIN" } }, { type: "get_autocommit" }] });
    expect(first.results[1]).toEqual({ type: "ok", response: { type: "get_autocommit", is_autocommit: false } });
    const second = await post({
      baton: first.baton,
      requests: [
        { type: "batch", batch: { steps: [{ stmt: { sql: "ROLLBACK" } }, { condition: { type: "is_autocommit" }, stmt: { sql: "SELECT 'back in autocommit' AS s" } }] } },
        { type: "close" },
      ],
    });
    expect(second.baton).toBeNull();
    expect(second.results[0].response.result.step_results[1].rows[0][0]).toEqual({ type: "text", value: "back in autocommit" });
    expect((await fetch(`${server.url}/v3`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
  });
});

describe("libSQL test server with the Node client over http://", () => {
  it("applies the committed migrations (the path of npm run db:setup)", async () => {
    const node = createNodeClient({ url: `http://127.0.0.1:${server.port}` });
    try {
      const db = drizzle(node, { schema });
      await migrateDatabase(db);
      await migrateDatabase(db); // a second run finds nothing to do
      const tables = (await node.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) => r.name);
      expect(tables).toEqual(expect.arrayContaining(["admin_users", "qr_businesses", "app_meta", "__drizzle_migrations"]));
    } finally {
      node.close();
    }
  });
});
