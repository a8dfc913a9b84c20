import decompress from "@zxcvbn-ts/dictionary-compression/decompress";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script without type declarations.
import { passwordListsAsset } from "../../scripts/password-dictionary.mjs";
import { passwordLists } from "./password-lists";

describe("the password lists", () => {
  it("the Worker's static asset holds the lists the policy uses on Node, word for word and in the same order", () => {
    const asset = JSON.parse(passwordListsAsset()) as Record<string, string>;
    const onNode = passwordLists();
    // The estimate searches the lists in this order; it decides between equally good matches.
    expect(Object.keys(onNode)).toEqual(["diceware-common", "passwords-common", "commonWords-en", "firstnames-en", "lastnames-en", "names-ar"]);
    expect(Object.keys(asset)).toEqual(Object.keys(onNode));
    for (const [name, words] of Object.entries(onNode)) {
      const fromAsset = decompress(asset[name]);
      expect(fromAsset.length, name).toBe(words.length);
      expect(fromAsset.findIndex((word, i) => word !== words[i]), name).toBe(-1);
    }
  });
});
