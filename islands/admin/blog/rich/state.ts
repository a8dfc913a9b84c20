import type { SerializedEditorState, SerializedLexicalNode } from "lexical";

/**
 * An article's body as the form holds it: the editor's own serialized state, a tree of nodes
 * under `root` (`editor.getEditorState().toJSON()`). These helpers read and write that tree
 * without the editor itself, so the blog form can check and send a body while the editor's code
 * is still on its way (or never needed: the list screen).
 */
export type RichValue = SerializedEditorState;

type AnyNode = SerializedLexicalNode & { text?: unknown; children?: unknown };

/** Whether a value is an editor tree (an object with a `root` holding children). */
export function isRichState(value: unknown): value is RichValue {
  if (!value || typeof value !== "object") return false;
  const root = (value as { root?: { type?: unknown; children?: unknown } }).root;
  return !!root && root.type === "root" && Array.isArray(root.children);
}

/** A tree with nothing in it. */
export const emptyRichState = (): RichValue => ({
  root: { type: "root", version: 1, children: [], direction: null, format: "", indent: 0 },
});

/**
 * Plain text as a tree: a paragraph for each block separated by a blank line, a single line break
 * inside a block read as a space (as the site showed such text before, and as the server reads
 * it). How posts written before the editor open in it.
 */
export function fromPlainText(plain: string): RichValue {
  const state = emptyRichState();
  for (const block of plain.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const words = block.replace(/\s*\n\s*/g, " ").trim();
    if (!words) continue;
    const text = { type: "text", version: 1, text: words, format: 0, detail: 0, mode: "normal", style: "" };
    state.root.children.push({ type: "paragraph", version: 1, children: [text], direction: null, format: "", indent: 0, textFormat: 0, textStyle: "" } as SerializedLexicalNode);
  }
  return state;
}

/**
 * Whatever the API (or an older form) holds for a body, as a tree, or null for none: the tree
 * itself, its JSON, or plain text (posts saved before the editor, and the API until it answers
 * trees), each blank-line-separated block a paragraph.
 */
export function richStateOf(value: unknown): RichValue | null {
  if (isRichState(value)) return value;
  if (typeof value !== "string" || !value.trim()) return null;
  const text = value.trim();
  if (text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRichState(parsed)) return parsed;
    } catch {
      // Not JSON after all: plain text that starts with a brace.
    }
  }
  return fromPlainText(value);
}

/** Whether a body holds anything a reader would see: a word, an image or a video. */
export function hasRichContent(value: unknown): boolean {
  const state = richStateOf(value);
  const any = (nodes: unknown): boolean =>
    Array.isArray(nodes) &&
    (nodes as AnyNode[]).some(
      (n) => n.type === "image" || n.type === "youtube" || (n.type === "text" && typeof n.text === "string" && n.text.trim() !== "") || any(n.children),
    );
  return !!state && any(state.root.children);
}

/**
 * A body as the API takes it: the tree's JSON, or "" when it holds nothing (an article without
 * English). The server reads the JSON as the tree itself, and a server still storing plain text
 * keeps it whole until it reads trees.
 */
export const richBodyOf = (value: unknown): string => (hasRichContent(value) ? JSON.stringify(richStateOf(value)) : "");

/**
 * Every word of a body, a line per block (a list item a line of its own): how the history shows
 * two versions of a body side by side. It reads as the server's own `plainOf` (shared/rich-text.ts)
 * does, kept here because that module carries the tree's schema, whose library the admin's
 * screens do not load; a test holds the two to the same answers.
 */
export function plainTextOf(value: unknown): string {
  const state = richStateOf(value);
  if (!state) return "";
  type Node = { type: string; text?: string; children?: unknown[] };
  const inline = (nodes: readonly unknown[]): string =>
    (nodes as Node[])
      .map((n) => (n.type === "text" ? (n.text ?? "") : n.type === "linebreak" ? "\n" : n.type === "list" ? "\n" + lines(n.children ?? []) : n.children ? inline(n.children) : ""))
      .join("");
  const lines = (nodes: readonly unknown[]): string =>
    (nodes as Node[])
      .map((n) => (n.type === "list" ? lines(n.children ?? []) : n.children ? inline(n.children) : ""))
      .filter((line) => line.trim())
      .join("\n");
  return lines(state.root.children);
}
