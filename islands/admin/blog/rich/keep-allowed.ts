import { $isLinkNode, LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { mergeRegister } from "@lexical/utils";
import { ParagraphNode, TextNode, type ElementNode, type Klass, type LexicalEditor } from "lexical";
import { isAllowedLink } from "./addresses";

/** The text formats an article keeps: bold (1) and italic (2). */
const KEPT_FORMAT = 1 | 2;

/**
 * Keeps whatever enters the editor (typed, pasted from a web page or a word processor, loaded
 * from an older post) within what the site stores and draws: bold and italic only (no underline,
 * colours or fonts), headings h2 to h4, bullet and numbered lists, links to web, e-mail and
 * phone addresses only (any other link becomes its plain text), and every block in the editor's
 * own direction (a paragraph pasted from a left-to-right page does not turn an Arabic article
 * around). Each rule runs as a node transform, so it holds whatever the change was.
 */
export function registerAllowedShapes(editor: LexicalEditor): () => void {
  const blockDirection = (node: ElementNode) => {
    if (node.getDirection() !== null) node.setDirection(null);
  };
  const blocks: Klass<ElementNode>[] = [ParagraphNode, HeadingNode, QuoteNode, ListNode, ListItemNode];
  return mergeRegister(
    ...blocks.map((klass) => editor.registerNodeTransform(klass, blockDirection)),
    editor.registerNodeTransform(TextNode, (node) => {
      const format = node.getFormat();
      if (format & ~KEPT_FORMAT) node.setFormat(format & KEPT_FORMAT);
      if (node.getStyle()) node.setStyle("");
    }),
    editor.registerNodeTransform(HeadingNode, (node) => {
      const tag = node.getTag();
      if (tag === "h1") node.setTag("h2");
      else if (tag === "h5" || tag === "h6") node.setTag("h4");
    }),
    editor.registerNodeTransform(ListNode, (node) => {
      if (node.getListType() === "check") node.setListType("bullet");
    }),
    editor.registerNodeTransform(LinkNode, (node) => {
      if ($isLinkNode(node) && !isAllowedLink(node.getURL())) {
        for (const child of node.getChildren()) node.insertBefore(child);
        node.remove();
      }
    }),
  );
}
