import { describe, expect, it } from "vitest";
import { emptyRichState, fromPlainText, hasRichContent, richBodyOf, richStateOf } from "./state";

const paragraphTexts = (state: ReturnType<typeof fromPlainText>) =>
  state.root.children.map((p) => (p as unknown as { children: { text: string }[] }).children.map((c) => c.text).join(""));

describe("fromPlainText", () => {
  it("makes a paragraph of each block between blank lines, a single line break a space", () => {
    const state = fromPlainText("أول فقرة\nتكملتها\n\n  \nثانية\r\n\r\nثالثة\n\n");
    expect(paragraphTexts(state)).toEqual(["أول فقرة تكملتها", "ثانية", "ثالثة"]);
    expect(state.root.children.every((p) => p.type === "paragraph")).toBe(true);
  });
  it("gives an empty tree for blank text", () => {
    expect(fromPlainText(" \n\n ").root.children).toEqual([]);
  });
});

describe("richStateOf", () => {
  const tree = fromPlainText("نص");
  it("takes a tree as it is, its JSON as the tree, and plain text as paragraphs", () => {
    expect(richStateOf(tree)).toBe(tree);
    expect(richStateOf(JSON.stringify(tree))).toEqual(tree);
    expect(paragraphTexts(richStateOf("a\n\nb")!)).toEqual(["a", "b"]);
    // Text that only starts with a brace is still text.
    expect(paragraphTexts(richStateOf("{not json}")!)).toEqual(["{not json}"]);
  });
  it("answers null for nothing", () => {
    for (const none of [null, undefined, "", "   ", 3, {}, { root: null }]) expect(richStateOf(none)).toBeNull();
  });
});

describe("hasRichContent", () => {
  const withBlock = (node: object) => ({ root: { ...emptyRichState().root, children: [node] } });
  it("is true for a word, an image or a video, however deep", () => {
    expect(hasRichContent("كلمة")).toBe(true);
    expect(hasRichContent(withBlock({ type: "youtube", version: 1, videoID: "dQw4w9WgXcQ", format: "" }))).toBe(true);
    const image = { type: "image", version: 1, src: "/media/a.webp", altText: "a", width: 4, height: 3 };
    expect(hasRichContent(withBlock({ type: "paragraph", version: 1, children: [image] }))).toBe(true);
    const item = { type: "listitem", version: 1, children: [{ type: "text", version: 1, text: "بند" }] };
    expect(hasRichContent(withBlock({ type: "list", version: 1, listType: "bullet", children: [item] }))).toBe(true);
  });
  it("is false for empty paragraphs, headings of spaces and line breaks only", () => {
    expect(hasRichContent(null)).toBe(false);
    expect(hasRichContent(emptyRichState())).toBe(false);
    expect(hasRichContent(withBlock({ type: "paragraph", version: 1, children: [] }))).toBe(false);
    expect(hasRichContent(withBlock({ type: "heading", tag: "h2", version: 1, children: [{ type: "text", version: 1, text: "  " }, { type: "linebreak", version: 1 }] }))).toBe(false);
  });
});

describe("richBodyOf", () => {
  it("sends the tree's JSON, and nothing for an empty body", () => {
    const tree = fromPlainText("نص");
    expect(JSON.parse(richBodyOf(tree))).toEqual(tree);
    expect(JSON.parse(richBodyOf("نص"))).toEqual(tree);
    expect(richBodyOf(emptyRichState())).toBe("");
    expect(richBodyOf("")).toBe("");
  });
});
