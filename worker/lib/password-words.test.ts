import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script without type declarations.
import { passwordWordsModule } from "../../scripts/password-dictionary.mjs";

describe("worker/lib/password-words.ts", () => {
  it("is exactly what scripts/password-dictionary.mjs generates from the pinned packages", async () => {
    const committed = await readFile(new URL("./password-words.ts", import.meta.url), "utf8");
    expect(committed === passwordWordsModule(), "run `node scripts/password-dictionary.mjs` and commit the result").toBe(true);
  });
});
