import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password";

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
