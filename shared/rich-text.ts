import { z } from "zod";
import { isImageAddress } from "./formats";
import { isCanonicalPath, isSitePath } from "./site-path";

/**
 * Articles and case studies are written in a rich-text editor (Lexical) and stored as the editor's
 * own serialized state: a tree of nodes under `root`. This module is the one description of that
 * tree the server, the pages and the admin's forms share:
 *
 * - `richState` is the schema every saved body passes. It knows a short list of node types
 *   (paragraphs, headings h2–h4, bold and italic text, links, lists, quotes, inline images and
 *   YouTube videos) and refuses any other, so nothing the public page cannot draw safely is stored.
 *   Each node keeps only the fields listed here; what else an editor sends is dropped.
 * - `fromPlain` turns the plain text posts were once written in into that tree, a paragraph per
 *   blank-line-separated block, so old posts read as before.
 * - `plainOf` reads the words back out (reading time, feed summaries, the "required" check).
 */

/** Text format bits, as Lexical numbers them. */
export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const;

/** A link may lead to a web page, an e-mail address, a phone number, or a page of this site. */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (isSitePath(value)) return isCanonicalPath(value);
  try {
    const parsed = new URL(value);
    if (parsed.protocol === "mailto:" || parsed.protocol === "tel:") return value.length > parsed.protocol.length;
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/** YouTube's video ids: eleven letters, digits, `-` or `_`. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

// The fields every element node carries; blank when the editor leaves them out.
const element = {
  direction: z.enum(["ltr", "rtl"]).nullable().catch(null),
  format: z.union([z.string().max(10), z.number().int()]).catch(""),
  indent: z.number().int().min(0).max(10).catch(0),
  version: z.literal(1).catch(1),
};

const textNode = z.object({
  type: z.literal("text"),
  text: z.string().max(20_000, "validation.tooLong"),
  // Lexical's format bits (1 bold, 2 italic, …); the page draws bold, italic, underline,
  // strikethrough and code, and ignores the rest.
  format: z.number().int().min(0).max(2047).catch(0),
  detail: z.number().int().min(0).max(3).catch(0),
  mode: z.enum(["normal", "token", "segmented"]).catch("normal"),
  // Inline CSS is not kept: the page's own styles draw the text.
  style: z.string().transform(() => "").catch(""),
  version: z.literal(1).catch(1),
});

const lineBreakNode = z.object({ type: z.literal("linebreak"), version: z.literal(1).catch(1) });

const imageNode = z.object({
  type: z.literal("image"),
  src: z.string().trim().max(2048).refine((v) => isImageAddress(v) && (!isSitePath(v) || isCanonicalPath(v)), "validation.imageUrl"),
  altText: z.string().trim().min(1, "validation.altRequired").max(300, "validation.tooLong"),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  version: z.literal(1).catch(1),
});

const linkNode = z.object({
  type: z.literal("link"),
  url: z.string().trim().max(2048, "validation.tooLong").refine(isAllowedLink, "validation.linkUrl"),
  children: z.array(z.discriminatedUnion("type", [textNode, lineBreakNode])).max(200),
  ...element,
});

/** What may sit inside a paragraph, heading, quote or list item. */
const inlineNode = z.discriminatedUnion("type", [textNode, lineBreakNode, linkNode, imageNode]);
const inlineChildren = z.array(inlineNode).max(2000, "validation.tooMany");

const paragraphNode = z.object({ type: z.literal("paragraph"), children: inlineChildren, ...element });
const headingNode = z.object({ type: z.literal("heading"), tag: z.enum(["h2", "h3", "h4"]), children: inlineChildren, ...element });
const quoteNode = z.object({ type: z.literal("quote"), children: inlineChildren, ...element });
const youtubeNode = z.object({
  type: z.literal("youtube"),
  videoID: z.string().regex(YOUTUBE_ID, "validation.videoId"),
  format: z.string().max(10).catch(""),
  version: z.literal(1).catch(1),
});

// Lists nest: an item holds text or a list of its own. Getters let the two schemas name each other.
interface ListShape {
  type: "list";
  listType: "bullet" | "number";
  start: number;
  tag: "ul" | "ol";
  children: ListItemShape[];
}
interface ListItemShape {
  type: "listitem";
  value: number;
  children: (z.infer<typeof inlineNode> | NestedListShape)[];
}
/**
 * A list inside a list item, typed one level shallower than it is (its items as `unknown`): the
 * typed API client cannot follow a type that names itself, and readers of a nested list treat
 * it as a `RichList` again.
 */
interface NestedListShape extends Omit<ListShape, "children"> {
  children: Record<string, unknown>[];
}
const listItemNode: z.ZodType<ListItemShape> = z.lazy(() =>
  z.object({
    type: z.literal("listitem"),
    value: z.number().int().catch(1),
    children: z.array(z.union([inlineNode, listNode])).max(2000, "validation.tooMany"),
    ...element,
  }),
) as unknown as z.ZodType<ListItemShape>;
const listNode: z.ZodType<ListShape> = z.lazy(() =>
  z
    .object({
      type: z.literal("list"),
      listType: z.enum(["bullet", "number"]),
      start: z.number().int().min(1).catch(1),
      children: z.array(listItemNode).max(500, "validation.tooMany"),
      ...element,
    })
    .transform((list) => ({ ...list, tag: list.listType === "number" ? ("ol" as const) : ("ul" as const) })),
) as unknown as z.ZodType<ListShape>;

const blockNode = z.union([paragraphNode, headingNode, quoteNode, listNode, youtubeNode, imageNode]);

/** The deepest lists may nest, and the most nodes a body may hold. */
const MAX_DEPTH = 8;
const MAX_NODES = 20_000;

/** A body's tree as stored and as the API answers it. */
export const richState = z
  .object({
    root: z.object({
      type: z.literal("root"),
      children: z.array(blockNode).max(5000, "validation.tooMany"),
      ...element,
    }),
  })
  .refine((state) => measure(state.root).depth <= MAX_DEPTH + 2, "validation.tooDeep")
  .refine((state) => measure(state.root).nodes <= MAX_NODES, "validation.tooMany");

export type RichState = z.output<typeof richState>;
export type RichBlock = RichState["root"]["children"][number];
export type RichInline = z.output<typeof inlineNode>;
export type RichList = ListShape;
export type RichListItem = ListItemShape;

type AnyNode = { children?: unknown[] };
function measure(node: AnyNode, depth = 0): { depth: number; nodes: number } {
  let deepest = depth;
  let nodes = 1;
  for (const child of (node.children ?? []) as AnyNode[]) {
    const m = measure(child, depth + 1);
    deepest = Math.max(deepest, m.depth);
    nodes += m.nodes;
  }
  return { depth: deepest, nodes };
}

/** A body with nothing in it. */
export const emptyState = (): RichState => ({ root: { type: "root", children: [], direction: null, format: "", indent: 0, version: 1 } });

const text = (value: string) => ({ type: "text" as const, text: value, format: 0, detail: 0, mode: "normal" as const, style: "", version: 1 as const });
const paragraph = (children: RichInline[]) => ({ type: "paragraph" as const, children, direction: null, format: "", indent: 0, version: 1 as const });

/**
 * Plain text as a body: a paragraph per block separated by a blank line; a single line break
 * inside a block reads as a space, as it did on the page before.
 */
export function fromPlain(plain: string): RichState {
  const state = emptyState();
  for (const block of plain.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const words = block.replace(/\s*\n\s*/g, " ").trim();
    if (words) state.root.children.push(paragraph([text(words)]));
  }
  return state;
}

/** Every word of a body, a line per block (for summaries, reading time and search). */
export function plainOf(state: RichState): string {
  const inline = (nodes: readonly unknown[]): string =>
    (nodes as { type: string; text?: string; children?: unknown[] }[])
      .map((n) => (n.type === "text" ? n.text : n.type === "linebreak" ? "\n" : n.type === "list" ? "\n" + lines(n.children ?? []) : n.children ? inline(n.children) : ""))
      .join("");
  const lines = (nodes: readonly unknown[]): string =>
    (nodes as { type: string; children?: unknown[] }[])
      .map((n) => (n.type === "list" ? lines(n.children ?? []) : n.children ? inline(n.children) : ""))
      .filter((l) => l.trim())
      .join("\n");
  return lines(state.root.children);
}

/** Whether a body holds anything a reader would see: a word, an image or a video. */
export function hasContent(state: RichState): boolean {
  const any = (nodes: readonly unknown[]): boolean =>
    (nodes as { type: string; text?: string; children?: unknown[] }[]).some(
      (n) => n.type === "image" || n.type === "youtube" || (n.type === "text" && !!n.text?.trim()) || (!!n.children && any(n.children)),
    );
  return any(state.root.children);
}

/**
 * A stored body as a tree. What is stored passed `richState` on its way in, so it is read back
 * as it is, without checking it again on every page view; a body that is not such JSON (a post
 * written before the editor) is read as plain text, so nothing once saved is ever lost.
 */
export function readStored(stored: string | null | undefined): RichState {
  if (!stored) return emptyState();
  if (stored.startsWith('{"root"')) {
    try {
      return JSON.parse(stored) as RichState;
    } catch {
      // Not JSON after all: plain text that starts that way.
    }
  }
  return fromPlain(stored);
}

/** The largest body, in characters of its JSON, the server stores. */
export const MAX_RICH_JSON = 400_000;

/** The addresses of a body's images (the page looks up their stored sizes and variants). */
export function imagesOf(state: RichState): string[] {
  const found: string[] = [];
  const walk = (nodes: readonly unknown[]) => {
    for (const n of nodes as { type: string; src?: string; children?: unknown[] }[]) {
      if (n.type === "image" && n.src) found.push(n.src);
      else if (Array.isArray(n.children)) walk(n.children);
    }
  };
  walk(state.root.children);
  return found;
}
