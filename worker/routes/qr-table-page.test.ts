import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { qrBusinesses, qrTableScans } from "../../db/schema";
import { createApp } from "../app";
import { memoryPageCache } from "../render/page-store";
import { createTestApp } from "../testing/test-app";
import { htmlOf, textOf } from "../testing/html";

/**
 * A listing's page reached by a numbered table code (`?src=qr&t=7`): the table's number in the
 * first screen, and one cached copy per real table, never one per made-up query.
 */
const PHONE = { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36" };

let app: ReturnType<typeof createApp>;
let db: Awaited<ReturnType<typeof createTestApp>>["db"];
let uid: string;
let id: number;
beforeAll(async () => {
  const t = await createTestApp();
  db = t.db;
  app = createApp({ ...t.deps, pageCache: memoryPageCache() });
  const [listing] = await db.select().from(qrBusinesses).where(eq(qrBusinesses.status, "approved"));
  uid = listing.unique_id!;
  id = listing.id;
});

const open = (query: string, ip = "192.0.2.90") => app.request(`/qr/${uid}${query}`, { headers: { ...PHONE, "x-test-ip": ip } });
const tableOf = async (res: Response) => {
  const { document } = await htmlOf(res);
  const badge = document.querySelector("[data-testid=table-number]");
  return badge ? textOf(badge) : null;
};

describe("a listing's page reached by a table's code", () => {
  it("shows the table's number beside the category, in the page's language and digits", async () => {
    const ar = await open("?src=qr&t=7");
    expect(ar.status).toBe(200);
    const { document } = await htmlOf(ar);
    expect(textOf(document.querySelector("[data-testid=table-number]"))).toBe("طاولة ٧");
    // In the avatar row, the category's own line: it adds no height to the first screen.
    expect(document.querySelector("[data-testid=table-number]")?.parentElement).toBe(document.querySelector("[data-testid=business-type]")?.parentElement);
    // The other language keeps the table; the canonical address names none.
    expect(document.querySelector("[data-testid=lang-link]")?.getAttribute("href")).toBe(`/qr/${uid}?lang=en&t=7`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).not.toContain("t=");
    expect(await tableOf(await open("?lang=en&t=7"))).toBe("Table 7");
    expect(await tableOf(await open("?t=123"))).toBe("طاولة ١٢٣");
  });

  it("ignores anything that is not a table number from 1 to 999", async () => {
    for (const t of ["0", "1000", "07", "7.5", "abc", "-1", "", "%D9%A7", "9".repeat(300)]) {
      const res = await open(`?src=qr&t=${t}`);
      expect(res.status, t).toBe(200);
      expect(await tableOf(res), t).toBeNull();
    }
    const { document } = await htmlOf(await open(""));
    expect(document.querySelector("[data-testid=table-number]")).toBeNull();
    expect(document.querySelector("[data-testid=lang-link]")?.getAttribute("href")).toBe(`/qr/${uid}?lang=en`);
  });

  it("is cached once per real table: another table is another page, a made-up value is the plain page", async () => {
    // A query of its own so this test's first request is a miss whatever ran before.
    const first = await open("?src=qr&t=42&lang=en", "192.0.2.91");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const again = await open("?src=qr&t=42&lang=en", "192.0.2.92");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await tableOf(again)).toBe("Table 42");
    const other = await open("?src=qr&t=43&lang=en", "192.0.2.93");
    expect(other.headers.get("x-page-cache")).toBe("miss");
    expect(await tableOf(other)).toBe("Table 43");
    // The plain page, then junk values that all share it.
    await open("?lang=en");
    for (const junk of ["042", "abc", "4200", "42%20"]) {
      const res = await open(`?lang=en&t=${junk}`);
      expect(res.headers.get("x-page-cache"), junk).toBe("hit");
      expect(await tableOf(res), junk).toBeNull();
    }
    // A cached page still counts the table's scans.
    const scans = await db.select().from(qrTableScans).where(eq(qrTableScans.business_id, id));
    expect(scans.find((r) => r.table_number === 42)?.count).toBe(2);
  });
});
