import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $parseSerializedNode,
  type EditorState,
  type LexicalNode,
  type SerializedLexicalNode,
} from "lexical";
import { useCallback, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useAdmin } from "../core/i18n";
import { isAllowedLink } from "./rich/addresses";
import { ImageNode } from "./rich/image-node";
import { registerAllowedShapes } from "./rich/keep-allowed";
import type { RichValue } from "./rich/state";
import { editorTheme } from "./rich/theme";
import { Toolbar } from "./rich/toolbar";
import { YouTubeNode } from "./rich/youtube-node";

/**
 * The node kinds an article may hold, and only these: the server refuses any other, so the
 * editor must never make one (a paste of a table or a code block becomes paragraphs).
 */
const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode, YouTubeNode];

export interface RichEditorProps {
  /** The body's language: its writing direction and the `lang` of the text. */
  lang: "ar" | "en";
  /** The body it opens with (read once, when it first shows), or null for none. */
  value: RichValue | null;
  /** Every change, as the editor's serialized state (`{ root: { type: "root", children } }`). */
  onChange: (state: RichValue) => void;
  /** The field's name, read out with the text box (the visible label is the form's). */
  label: string;
  /** The text box's id: the form's error summary and its "focus the first field in error" find it by it. */
  id: string;
  /** The field's message (from the form's checks or the server), shown under the field by the form. */
  error?: string;
  required?: boolean;
}

/** Every word of a serialized node, for a block this editor cannot read back (kept as a paragraph of text). */
const wordsOf = (node: SerializedLexicalNode): string => {
  const { text, children } = node as { text?: unknown; children?: unknown };
  if (typeof text === "string") return text;
  return Array.isArray(children) ? (children as SerializedLexicalNode[]).map(wordsOf).join(" ") : "";
};

/**
 * The tree the editor opens with: each saved block read back; a picture or a line of text found
 * directly under the root put in a paragraph of its own (the server takes pictures between
 * paragraphs, the editor keeps them inside one); a block it cannot read kept as its words. The
 * whole body runs in the article's direction.
 */
const initialState = (value: RichValue | null, dir: "rtl" | "ltr") => () => {
  const root = $getRoot();
  root.setDirection(dir);
  for (const block of value?.root.children ?? []) {
    let node: LexicalNode;
    try {
      node = $parseSerializedNode(block);
    } catch {
      const words = wordsOf(block).trim();
      if (words) root.append($createParagraphNode().append($createTextNode(words)));
      continue;
    }
    const isBlock = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    root.append(isBlock ? node : $createParagraphNode().append(node));
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
};

/** Keeps what enters the editor within what the site stores (rich/keep-allowed.ts). */
function AllowedShapesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerAllowedShapes(editor), [editor]);
  return null;
}

/**
 * An article body's rich-text editor (Lexical): a toolbar, then the text, right to left for
 * Arabic and left to right for English. Every paragraph keeps the editor's direction: an Arabic
 * paragraph that begins with a Latin name (or holds a link) still reads from the right, and
 * Latin words inside it are placed by the browser's own bidirectional rules. The text box carries
 * the field's id, name (as its label), required and invalid state, so the form's error summary
 * and its focus on the first field in error reach it like any input.
 *
 * Loaded on its own (the blog form fetches it when the form opens), so neither the blog's list
 * nor any other screen carries the editor's code.
 */
export default function RichEditor({ lang, value, onChange, label, id, error, required }: RichEditorProps) {
  const { t, lang: uiLang } = useAdmin();
  const dir = lang === "ar" ? "rtl" : "ltr";
  // Read once: the editor keeps its own state from then on and reports each change.
  const [config] = useState<InitialConfigType>(() => ({
    namespace: `blog-content-${lang}`,
    nodes: NODES,
    theme: editorTheme,
    editorState: initialState(value, dir),
    // A failed update leaves the text as it was before it; the admin keeps writing.
    onError: (e) => console.error(e),
  }));
  // The form hands a new function at each render; the editor's listener stays the one.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const report = useCallback((state: EditorState) => latest.current(state.toJSON()), []);
  const placeholder = t("blog.editor.placeholder");
  return (
    <div data-testid="rich-editor" data-lang={lang} className={frame} data-invalid={error ? "true" : undefined}>
      <LexicalComposer initialConfig={config}>
        <Toolbar lang={lang} />
        <div className={css({ position: "relative" })}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                dir={dir}
                lang={lang}
                className={editable}
                aria-label={label}
                aria-multiline
                aria-required={required || undefined}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-placeholder={placeholder}
                placeholder={
                  // At the text's start, in the admin's own language and its writing order.
                  <div dir={dir} className={placeholderStyle}>
                    <bdi dir={uiLang === "ar" ? "rtl" : "ltr"} lang={uiLang}>
                      {placeholder}
                    </bdi>
                  </div>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLink} />
        <AllowedShapesPlugin />
        <OnChangePlugin ignoreSelectionChange onChange={report} />
      </LexicalComposer>
    </div>
  );
}

const frame = css({
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "xl",
  bg: "surface",
  // The toolbar's corners follow the frame's.
  overflow: "hidden",
  minInlineSize: 0,
  transition: "border-color 0.2s, box-shadow 0.2s",
  _focusWithin: { borderColor: "primary", boxShadow: "0 0 0 3px rgba(99,102,241,0.35)" },
  "&[data-invalid=true]": { borderColor: "danger", _focusWithin: { borderColor: "danger", boxShadow: "0 0 0 3px rgba(248,113,113,0.35)" } },
});
const editable = css({
  minBlockSize: "48",
  maxBlockSize: "70vh",
  overflowY: "auto",
  paddingBlock: "3",
  paddingInline: "4",
  fontSize: "md",
  lineHeight: "1.8",
  color: "fg",
  outline: "none",
  overflowWrap: "anywhere",
  // The text's own selection colour stays readable in both themes.
  "& ::selection": { bg: "rgba(99,102,241,0.35)" },
});
const placeholderStyle = css({
  position: "absolute",
  insetBlockStart: "3",
  insetInline: "4",
  color: "muted",
  pointerEvents: "none",
  userSelect: "none",
  fontSize: "md",
  lineHeight: "1.8",
});
