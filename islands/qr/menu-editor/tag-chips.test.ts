import { describe, expect, it } from "vitest";
import ar from "../../../locales/ar.json";
import en from "../../../locales/en.json";
import { menuTags } from "../../../shared/menu";

/*
 * The editor's screen is given `menu.editor.*` (its island carries only the strings it shows), so
 * it names the labels from its own copy of the menu's list (`menu.tags`). The copy must say what
 * the public page says, word for word, in both languages.
 */
describe("the editor's label names", () => {
  it.each([["ar", ar], ["en", en]] as const)("are the menu's own, every one of them (%s)", (_lang, table) => {
    expect(table.menu.editor.tagNames).toEqual(table.menu.tags);
    expect(Object.keys(table.menu.tags).sort()).toEqual([...menuTags].sort());
  });
});
