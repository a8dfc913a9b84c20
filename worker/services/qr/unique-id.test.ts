import { describe, expect, it } from "vitest";
import { qrIssuedIds } from "../../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { issueUniqueId, randomUniqueId, uniqueIdPattern } from "./unique-id";

describe("randomUniqueId", () => {
  it("is ten URL-safe characters starting with a letter, never all digits, and varies", () => {
    const ids = Array.from({ length: 2000 }, randomUniqueId);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9]{9}$/);
      expect(id).toMatch(uniqueIdPattern);
      expect(id).not.toMatch(/[01ilo]/);
      expect(encodeURIComponent(id)).toBe(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("issueUniqueId", () => {
  it("records each issued id and retries when a candidate was issued before", async () => {
    const { db } = await createTestApp({ seed: false });
    await db.insert(qrIssuedIds).values({ unique_id: "taken00000", issued_at: new Date().toISOString() });
    const candidates = ["taken00000", "taken00000", "fresh23456"];
    const id = await issueUniqueId(db, () => candidates.shift()!);
    expect(id).toBe("fresh23456");
    expect((await db.select().from(qrIssuedIds)).map((r) => r.unique_id).sort()).toEqual(["fresh23456", "taken00000"]);
  });

  it("gives up rather than loop forever when every candidate is taken", async () => {
    const { db } = await createTestApp({ seed: false });
    await db.insert(qrIssuedIds).values({ unique_id: "always0000", issued_at: new Date().toISOString() });
    await expect(issueUniqueId(db, () => "always0000")).rejects.toThrow();
  });
});
