import { beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword, needsRehash, useTestPasswordCost, verifyPassword } from "./password";

// The unit tests' setup hashes at the tests' cost; this file checks the production one.
beforeAll(() => useTestPasswordCost(false));

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "correct horsE")).toBe(false);
  });

  it("salts: the same password hashes differently each time, and stores its scrypt parameters", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(needsRehash(a)).toBe(false);
  });

  it("still verifies hashes made with other parameters, and flags them for rehashing", async () => {
    const { Scrypt } = await import("oslo/password");
    const old = `scrypt$1024$8$1$${await new Scrypt({ N: 1024, r: 8, p: 1 }).hash("legacy")}`;
    expect(await verifyPassword(old, "legacy")).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses malformed stored values instead of throwing", async () => {
    expect(await verifyPassword("", "x")).toBe(false);
    expect(await verifyPassword("md5$abc", "x")).toBe(false);
  });
});

describe("the unit tests' cheap cost", () => {
  it("makes hashes that carry their cost, verify, and count as outdated at the production cost", async () => {
    useTestPasswordCost(true);
    try {
      const cheap = await hashPassword("quick");
      expect(cheap).toMatch(/^scrypt\$16\$1\$1\$[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(needsRehash(cheap)).toBe(false);
      expect(await verifyPassword(cheap, "quick")).toBe(true);
      useTestPasswordCost(false);
      // A cheap hash that reached a production database verifies once and is then replaced.
      expect(await verifyPassword(cheap, "quick")).toBe(true);
      expect(await verifyPassword(cheap, "quicK")).toBe(false);
      expect(needsRehash(cheap)).toBe(true);
      expect(await hashPassword("quick")).toMatch(/^scrypt\$16384\$8\$5\$/);
    } finally {
      useTestPasswordCost(false);
    }
  });

  it("cannot be switched on outside Vitest", () => {
    vi.stubEnv("VITEST", undefined);
    try {
      expect(() => useTestPasswordCost(true)).toThrow(/unit tests only/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
