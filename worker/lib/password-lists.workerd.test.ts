/**
 * The Worker carries no password word lists in its script: it reads them from its static assets
 * (password-lists.json in dist/client, written by the client build) through the ASSETS binding.
 */
import { describe, expect, it } from "vitest";
import * as onWorkers from "#password-lists";
import * as bundled from "./password-lists";
import { isCommonPassword, passwordWeakness } from "./password-policy";

describe("the password lists in workerd", () => {
  it("are read from the static assets, the same lists as Node's", async () => {
    // The "workerd" condition picked the Worker's file, not the bundled lists.
    expect(onWorkers.loadPasswordLists).not.toBe(bundled.loadPasswordLists);
    const lists = await onWorkers.loadPasswordLists();
    const onNode = bundled.passwordLists();
    expect(Object.keys(lists)).toEqual(Object.keys(onNode));
    for (const [name, words] of Object.entries(onNode)) {
      expect(lists[name].length, name).toBe(words.length);
      expect(lists[name].findIndex((word, i) => word !== words[i]), name).toBe(-1);
    }
  });

  it("refuse common and guessable passwords, and pass a strong one", async () => {
    expect(await isCommonPassword("sunshine")).toBe(true);
    expect(await isCommonPassword("Orchard-Lamp-8842!")).toBe(false);
    expect(await passwordWeakness("iloveyou2024", ["someone"])).toBe("validation.passwordCommon");
    expect(await passwordWeakness("ahmad1234", ["someone"])).toBe("validation.passwordName");
    expect(await passwordWeakness("Orchard-Lamp-8842!", ["someone"])).toBeNull();
  });
});
