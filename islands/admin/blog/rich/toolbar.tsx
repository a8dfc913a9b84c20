import { $createLinkNode, $isLinkNode, $toggleLink } from "@lexical/link";
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $findMatchingParent, $getNearestNodeOfType, $insertNodeToNearestRoot, mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  COMMAND_PRIORITY_NORMAL,
  FORMAT_TEXT_COMMAND,
  KEY_MODIFIER_COMMAND,
  type BaseSelection,
  type LexicalNode,
} from "lexical";
import { Bold, createLucideIcon, Heading2, Heading3, Heading4, ImagePlus, Italic, Link, List, ListOrdered, SquarePlay, TextQuote } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { css } from "styled-system/css";
import { useAdmin } from "../../core/i18n";
import { button, danger, primary } from "../../core/styles";
import { input } from "../../kit/form-parts";
import { linkAddress, youtubeId } from "./addresses";
import { $createImageNode, type ImagePayload } from "./image-node";
import { ImagePanel } from "./image-panel";
import { PanelFrame, panelActions, panelError, panelField, panelHint, panelLabel } from "./panel";
import { $createYouTubeNode } from "./youtube-node";

/** The kind of block the caret is in, as the toolbar marks it. */
type Block = "paragraph" | "h2" | "h3" | "h4" | "bullet" | "number" | "quote" | "other";

/** What the toolbar shows as on: the selection's formats, its block and the link it is in. */
interface Marks {
  bold: boolean;
  italic: boolean;
  block: Block;
  /** The address of the link the selection is in, or null. */
  link: string | null;
}

const noMarks: Marks = { bold: false, italic: false, block: "paragraph", link: null };

/** The selection's marks, read inside the editor's state. */
function $readMarks(): Marks {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return noMarks;
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === "root"
      ? anchor
      : ($findMatchingParent(anchor, (n) => {
          const parent = n.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let block: Block = "other";
  if ($isListNode(top)) block = ($getNearestNodeOfType(anchor, ListNode) ?? top).getListType() === "number" ? "number" : "bullet";
  else if ($isHeadingNode(top)) block = (["h2", "h3", "h4"] as const).find((tag) => tag === top.getTag()) ?? "other";
  else if ($isQuoteNode(top)) block = "quote";
  else if (top.getType() === "paragraph") block = "paragraph";
  const linkOf = (node: LexicalNode) => $findMatchingParent(node, $isLinkNode);
  const link = linkOf(anchor) ?? linkOf(selection.focus.getNode());
  return { bold: selection.hasFormat("bold"), italic: selection.hasFormat("italic"), block, link: $isLinkNode(link) ? link.getURL() : null };
}

/**
 * Links the selected words to `url` (null: unlinks them). With nothing selected, the caret's link
 * changes (or goes) as a whole, and outside a link the address is inserted as its own words.
 */
function $applyLink(url: string | null, text: string) {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (selection.isCollapsed()) {
    const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
    if ($isLinkNode(link)) {
      if (url) link.setURL(url);
      else {
        for (const child of link.getChildren()) link.insertBefore(child);
        link.remove();
      }
    } else if (url) {
      selection.insertNodes([$createLinkNode(url).append($createTextNode(text))]);
    }
    return;
  }
  $toggleLink(url);
}

type Panel = "link" | "image" | "video" | null;

/**
 * The numbered list's icon as a right-to-left list looks: its numbers at the lines' start, on the
 * right, and still written the right way round (a mirrored icon would turn the digits over).
 */
const ListOrderedRtl = createLucideIcon("list-ordered-rtl", [
  ["path", { d: "M3 5h10", key: "line-1" }],
  ["path", { d: "M3 12h10", key: "line-2" }],
  ["path", { d: "M3 19h10", key: "line-3" }],
  ["path", { d: "M18 4h1v5", key: "one" }],
  ["path", { d: "M18 9h2", key: "one-foot" }],
  ["path", { d: "M20.5 20H17.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02", key: "two" }],
]);

/**
 * The editor's toolbar: bold, italic, three heading levels, the two lists, a quote, a link, an
 * image and a YouTube video. Each is a real button with its name (read out, and shown when
 * pointed at) and, where it toggles, whether it is on. The toolbar is one stop for Tab; the arrow
 * keys move along it in the reading direction, Home and End go to its ends. The link, image and
 * video buttons open a panel under it; Ctrl+K (⌘K) opens the link panel from the text.
 */
export function Toolbar({ lang }: { lang: "ar" | "en" }) {
  const { t } = useAdmin();
  const [editor] = useLexicalComposerContext();
  const [marks, setMarks] = useState<Marks>(noMarks);
  const [panel, setPanel] = useState<Panel>(null);
  const [focusAt, setFocusAt] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // The selection when a panel opened: the panel takes the focus, its action goes back to it.
  const saved = useRef<BaseSelection | null>(null);

  const openPanel = useCallback(
    (next: Panel) => {
      saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
      setPanel(next);
    },
    [editor],
  );

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => setMarks(editorState.read($readMarks))),
        editor.registerCommand(
          KEY_MODIFIER_COMMAND,
          (event: globalThis.KeyboardEvent) => {
            if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
            event.preventDefault();
            openPanel("link");
            return true;
          },
          COMMAND_PRIORITY_NORMAL,
        ),
      ),
    [editor, openPanel],
  );

  /** Runs a change at the selection the panel (or the toolbar) was opened with, then back to the text. */
  const atSelection = (change: () => void) => {
    editor.update(() => {
      const kept = saved.current;
      if (kept) $setSelection(kept.clone());
      // Nothing selected yet (the editor was never focused): at the end of the article.
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      change();
    });
    saved.current = null;
    setPanel(null);
    editor.focus();
  };

  const closePanel = () => {
    setPanel(null);
    saved.current = null;
    editor.focus();
  };

  /** A heading level or a quote: on for the selected blocks, or back to paragraphs when it is on already. */
  const setBlock = (target: "h2" | "h3" | "h4" | "quote") =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () => (marks.block === target ? $createParagraphNode() : target === "quote" ? $createQuoteNode() : $createHeadingNode(target)));
    });

  const setList = (type: "bullet" | "number") =>
    editor.dispatchCommand(marks.block === type ? REMOVE_LIST_COMMAND : type === "bullet" ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);

  const onKeyDown = (e: KeyboardEvent) => {
    const bar = toolbarRef.current;
    if (!bar) return;
    const buttons = [...bar.querySelectorAll<HTMLButtonElement>("button")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(bar).direction === "rtl";
    const next = { [rtl ? "ArrowLeft" : "ArrowRight"]: at + 1, [rtl ? "ArrowRight" : "ArrowLeft"]: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + buttons.length) % buttons.length;
    setFocusAt(to);
    buttons[to]?.focus();
  };

  // Each button's place in the toolbar, for the one Tab stop.
  let index = 0;
  const tool = (props: Omit<ToolProps, "index" | "focusAt" | "setFocusAt">) => <Tool {...props} index={index++} focusAt={focusAt} setFocusAt={setFocusAt} />;
  // Icons that draw a block's layout (bullets, a quote's bar at the line's start) face the way the text runs.
  const mirrored = lang === "ar" ? css({ transform: "scaleX(-1)" }) : undefined;
  const panelProps = (which: Exclude<Panel, null>) => ({ expanded: panel === which, controls: panel === which ? panelId : undefined, onClick: () => (panel === which ? closePanel() : openPanel(which)) });

  return (
    <>
      <div ref={toolbarRef} role="toolbar" aria-label={t("blog.editor.toolbar")} className={bar} onKeyDown={onKeyDown} data-testid="rte-toolbar">
        <div className={group}>
          {tool({ testId: "rte-bold", label: t("blog.editor.bold"), pressed: marks.bold, icon: <Bold size={18} aria-hidden />, onClick: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold") })}
          {tool({ testId: "rte-italic", label: t("blog.editor.italic"), pressed: marks.italic, icon: <Italic size={18} aria-hidden />, onClick: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic") })}
        </div>
        <div className={group}>
          {tool({ testId: "rte-h2", label: t("blog.editor.h2"), pressed: marks.block === "h2", icon: <Heading2 size={18} aria-hidden />, onClick: () => setBlock("h2") })}
          {tool({ testId: "rte-h3", label: t("blog.editor.h3"), pressed: marks.block === "h3", icon: <Heading3 size={18} aria-hidden />, onClick: () => setBlock("h3") })}
          {tool({ testId: "rte-h4", label: t("blog.editor.h4"), pressed: marks.block === "h4", icon: <Heading4 size={18} aria-hidden />, onClick: () => setBlock("h4") })}
        </div>
        <div className={group}>
          {tool({ testId: "rte-ul", label: t("blog.editor.bullet"), pressed: marks.block === "bullet", icon: <List size={18} aria-hidden className={mirrored} />, onClick: () => setList("bullet") })}
          {tool({ testId: "rte-ol", label: t("blog.editor.number"), pressed: marks.block === "number", icon: lang === "ar" ? <ListOrderedRtl size={18} aria-hidden /> : <ListOrdered size={18} aria-hidden />, onClick: () => setList("number") })}
          {tool({ testId: "rte-quote", label: t("blog.editor.quote"), pressed: marks.block === "quote", icon: <TextQuote size={18} aria-hidden className={mirrored} />, onClick: () => setBlock("quote") })}
        </div>
        <div className={group}>
          {tool({ testId: "rte-link", label: t("blog.editor.link"), pressed: marks.link !== null, icon: <Link size={18} aria-hidden />, ...panelProps("link") })}
          {tool({ testId: "rte-image", label: t("blog.editor.image"), icon: <ImagePlus size={18} aria-hidden />, ...panelProps("image") })}
          {tool({ testId: "rte-video", label: t("blog.editor.video"), icon: <SquarePlay size={18} aria-hidden />, ...panelProps("video") })}
        </div>
      </div>
      <div id={panelId}>
        {panel === "link" && (
          <LinkPanel
            current={marks.link}
            onApply={(url, text) => atSelection(() => $applyLink(url, text))}
            onRemove={() => atSelection(() => $applyLink(null, ""))}
            onClose={closePanel}
          />
        )}
        {panel === "image" && <ImagePanel onInsert={(image: ImagePayload) => atSelection(() => $getSelection()?.insertNodes([$createImageNode(image)]))} onClose={closePanel} />}
        {panel === "video" && <VideoPanel onInsert={(id) => atSelection(() => void $insertNodeToNearestRoot($createYouTubeNode(id)))} onClose={closePanel} />}
      </div>
    </>
  );
}

interface ToolProps {
  testId: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A toggle's state (bold on or off); left out for a button that only opens a panel. */
  pressed?: boolean;
  /** A panel's button: whether its panel is open, and the panel's id. */
  expanded?: boolean;
  controls?: string;
  index: number;
  focusAt: number;
  setFocusAt: (index: number) => void;
}

function Tool({ testId, label, icon, onClick, pressed, expanded, controls, index, focusAt, setFocusAt }: ToolProps) {
  return (
    <button
      type="button"
      data-testid={testId}
      className={toolButton}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      tabIndex={index === focusAt ? 0 : -1}
      onFocus={() => setFocusAt(index)}
      // A click keeps the caret (and the selection) in the text.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** One address box with its label, hint and error, as the link and video panels ask. */
function AddressBox({ id, label, hint, error, value, onChange, testId, placeholder }: { id: string; label: string; hint: string; error: string | null; value: string; onChange: (v: string) => void; testId: string; placeholder: string }) {
  return (
    <div className={panelField}>
      <label htmlFor={id} className={panelLabel}>
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        className={input}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={`${id}-note`}
        data-testid={testId}
      />
      {error ? (
        <p id={`${id}-note`} className={panelError} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className={panelHint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The link panel: the address (a web page, an e-mail address or a phone number; nothing else is
 * taken, with a message saying so), applied to the selected words, or inserted as its own words
 * when nothing is selected. On a link already, it edits or removes that link.
 */
function LinkPanel({ current, onApply, onRemove, onClose }: { current: string | null; onApply: (url: string, text: string) => void; onRemove: () => void; onClose: () => void }) {
  const { t } = useAdmin();
  const id = useId();
  const [value, setValue] = useState(current ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const url = linkAddress(value);
    if (!url) return setError(t("blog.editor.linkInvalid"));
    onApply(url, value.trim());
  };
  return (
    <PanelFrame title={t(current ? "blog.editor.linkEdit" : "blog.editor.linkTitle")} testId="rte-link-panel" onClose={onClose} onSubmit={apply}>
      <AddressBox
        id={id}
        label={t("blog.editor.linkUrl")}
        hint={t("blog.editor.linkHint")}
        error={error}
        value={value}
        placeholder="https://"
        testId="rte-link-url"
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
      />
      <div className={panelActions}>
        <button type="button" className={primary} onClick={apply} data-testid="rte-link-apply">
          {t("blog.editor.apply")}
        </button>
        {current && (
          <button type="button" className={danger} onClick={onRemove} data-testid="rte-link-remove">
            {t("blog.editor.linkRemove")}
          </button>
        )}
        <button type="button" className={button} onClick={onClose}>
          {t("common.cancel")}
        </button>
      </div>
    </PanelFrame>
  );
}

/** The video panel: a YouTube address (or a bare id), kept as the video's id. */
function VideoPanel({ onInsert, onClose }: { onInsert: (id: string) => void; onClose: () => void }) {
  const { t } = useAdmin();
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const insert = () => {
    const video = youtubeId(value);
    if (!video) return setError(t("blog.editor.videoInvalid"));
    onInsert(video);
  };
  return (
    <PanelFrame title={t("blog.editor.videoTitle")} testId="rte-video-panel" onClose={onClose} onSubmit={insert}>
      <AddressBox
        id={id}
        label={t("blog.editor.videoUrl")}
        hint={t("blog.editor.videoHint")}
        error={error}
        value={value}
        placeholder="https://youtu.be/…"
        testId="rte-video-url"
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
      />
      <div className={panelActions}>
        <button type="button" className={primary} onClick={insert} data-testid="rte-video-insert">
          {t("blog.editor.insert")}
        </button>
        <button type="button" className={button} onClick={onClose}>
          {t("common.cancel")}
        </button>
      </div>
    </PanelFrame>
  );
}

const bar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  // Groups stand apart by a wider gap (a rule between them would start a wrapped row on a phone).
  columnGap: "3",
  rowGap: "1",
  paddingBlock: "1.5",
  paddingInline: "1.5",
  borderBlockEndWidth: "1px",
  borderColor: "border",
  bg: "surfaceStrong",
});
const group = css({ display: "flex", flexWrap: "wrap", gap: "0.5" });
const toolButton = css({
    display: "inline-grid",
    placeItems: "center",
    inlineSize: "10",
    blockSize: "10",
    borderRadius: "md",
    color: "fg",
    cursor: "pointer",
    transition: "background 0.15s, color 0.15s",
    _hover: { bg: "surface" },
    _focusVisible: { outline: "2px solid token(colors.primary)", outlineOffset: "-2px" },
    "&[aria-pressed=true]": { bg: "primary", color: "white" },
    // A button whose panel is open is ringed (on or off underneath: a link's button can be both).
    "&[aria-expanded=true]": { boxShadow: "inset 0 0 0 2px token(colors.primary)" },
    "&[aria-expanded=true][aria-pressed=true]": { boxShadow: "inset 0 0 0 2px token(colors.primary), inset 0 0 0 4px white" },
});
