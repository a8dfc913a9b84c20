import { describe, expect, it } from "vitest";
import { emptyRichState, fromPlainText, hasRichContent, plainTextOf, richBodyOf, richStateOf } from "./state";

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

describe("plainTextOf", () => {
  const text = (value: string, format = 0) => ({ type: "text", text: value, format, detail: 0, mode: "normal", style: "", version: 1 });
  const block = (type: string, children: object[], extra: object = {}) => ({ type, children, direction: "rtl", format: "", indent: 0, version: 1, ...extra });
  const item = (words: string, nested?: object) => block("listitem", nested ? [text(words), nested] : [text(words)], { value: 1 });
  const list = (...items: object[]) => block("list", items, { listType: "bullet", start: 1, tag: "ul" });
  const trees = [
    fromPlainText("أول فقرة\n\nثانية"),
    {
      root: block("root", [
        block("heading", [text("لماذا الهوية؟")], { tag: "h2" }),
        block("paragraph", [text("الهوية "), text("القوية", 1), text(" و"), text("Instagram", 2), { type: "linebreak", version: 1 }, text("سطر ثانٍ")]),
        block("paragraph", [block("link", [text("أعمالنا")], { url: "https://agency.example/work", rel: null, target: null, title: null })]),
        list(item("الشعار"), item("الألوان", list(item("الأزرق")))),
        block("quote", [text("التصميم هو الطريقة.")]),
        block("paragraph", [{ type: "image", src: "https://cdn.example.com/a.jpg", altText: "لوحة", width: 12, height: 8, version: 1 }]),
        { type: "youtube", videoID: "dQw4w9WgXcQ", format: "", version: 1 },
      ]),
    },
    emptyRichState(),
  ];

  it("reads the words of a body, a line per block, as the server's plainOf does", async () => {
    // The server's reader is loaded here only: the admin's screens never carry its module.
    const { plainOf } = await import("../../../../shared/rich-text");
    for (const tree of trees) expect(plainTextOf(tree)).toBe(plainOf(tree as never));
    expect(plainTextOf(trees[1])).toBe("لماذا الهوية؟\nالهوية القوية وInstagram\nسطر ثانٍ\nأعمالنا\nالشعار\nالألوان\nالأزرق\nالتصميم هو الطريقة.");
  });

  it("reads plain text and the tree's JSON too, and nothing as empty", () => {
    expect(plainTextOf("نص قديم")).toBe("نص قديم");
    expect(plainTextOf(JSON.stringify(trees[0]))).toBe("أول فقرة\nثانية");
    expect(plainTextOf(null)).toBe("");
  });
});
