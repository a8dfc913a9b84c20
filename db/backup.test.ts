import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, integrityOf } from "./backup";
import { connectNode } from "./connect";
import { migrateDatabase } from "./migrate";
import { seedContent } from "../worker/seed/seed";
import { galleryImages } from "./schema";

const dir = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("backupDatabase", () => {
  it("takes a consistent, sound copy while writes keep coming", async () => {
    const { db, close } = await connectNode(`file:${join(dir, "live.db")}`);
    await migrateDatabase(db);
    await seedContent(db);
    const now = new Date().toISOString();
    let written = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        await db.insert(galleryImages).values({ title: `w${written}`, description: "d", url: "/x.png", alt_text: "a", category: "works", created_at: now, updated_at: now });
        written++;
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const live = createClient({ url: `file:${join(dir, "live.db")}` });
    await backupDatabase(live, join(dir, "copy.db"));
    stop = true;
    await writer;
    const copy = createClient({ url: `file:${join(dir, "copy.db")}` });
    expect(await integrityOf(copy)).toBe("ok");
    const inCopy = Number((await copy.execute("SELECT count(*) FROM gallery_images")).rows[0][0]);
    expect(inCopy).toBeGreaterThan(0);
    expect(inCopy).toBeLessThanOrEqual(written);
    expect(Number((await copy.execute("SELECT count(*) FROM services")).rows[0][0])).toBe(7);
    await expect(backupDatabase(live, join(dir, "copy.db"))).rejects.toThrow(/exists/);
    live.close();
    copy.close();
    close();
  });
});
