import { createClient } from "@libsql/client/web";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../worker/testing/libsql-server";
import { connectHttp } from "./connect-http";

/**
 * Foreign keys over HTTP. The server here starts every connection with foreign keys off, as
 * plain SQLite does, so only the client can turn them on: the raw client shows the gap, the
 * connection the Worker uses closes it.
 */
const dir = mkdtempSync(join(tmpdir(), "connect-http-test-"));
let server: LibsqlServer;

beforeAll(async () => {
  server = await startLibsqlServer({ path: join(dir, "fk.db"), foreignKeysByDefault: false });
  const setup = createClient({ url: server.url });
  await setup.executeMultiple(`
    CREATE TABLE owners (id INTEGER PRIMARY KEY);
    CREATE TABLE listings (id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE);
  `);
  setup.close();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function listingsOf(owner: number) {
  const reader = createClient({ url: server.url });
  const { rows } = await reader.execute({ sql: "SELECT count(*) AS n FROM listings WHERE owner_id = ?", args: [owner] });
  reader.close();
  return rows[0].n;
}

describe("connectHttp: foreign keys on every request", () => {
  it("without it, a server that leaves them off neither cascades nor refuses orphans", async () => {
    const raw = createClient({ url: server.url });
    await raw.batch(["INSERT INTO owners (id) VALUES (1)", "INSERT INTO listings (owner_id) VALUES (1)"]);
    await raw.execute("DELETE FROM owners WHERE id = 1");
    expect(await listingsOf(1)).toBe(1);
    await raw.execute("INSERT INTO listings (owner_id) VALUES (999)");
    raw.close();
  });

  it("with it, ON DELETE CASCADE fires in single statements, batches and transactions", async () => {
    const { client } = connectHttp(server.url);
    await client.batch(["INSERT INTO owners (id) VALUES (2), (3), (4)", "INSERT INTO listings (owner_id) VALUES (2), (3), (4)"]);

    await client.execute("DELETE FROM owners WHERE id = 2");
    expect(await listingsOf(2)).toBe(0);

    await client.batch(["SELECT 1", "DELETE FROM owners WHERE id = 3"]);
    expect(await listingsOf(3)).toBe(0);

    const tx = await client.transaction("write");
    await tx.execute("SELECT 1");
    await tx.execute("DELETE FROM owners WHERE id = 4"); // a later request of the same stream
    await tx.commit();
    expect(await listingsOf(4)).toBe(0);
    client.close();
  });

  it("with it, an orphan row is refused", async () => {
    const { client } = connectHttp(server.url);
    await expect(client.execute("INSERT INTO listings (owner_id) VALUES (12345)")).rejects.toThrow(/FOREIGN KEY constraint failed/);
    client.close();
  });

  it("reads ws:// and libsql:// URLs as HTTP", async () => {
    const { client } = connectHttp(server.url.replace("http:", "ws:"));
    expect((await client.execute("SELECT 1 AS one")).rows[0].one).toBe(1);
    client.close();
  });
});
