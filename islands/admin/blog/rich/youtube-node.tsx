import { BlockWithAlignableContents } from "@lexical/react/LexicalBlockWithAlignableContents";
import { DecoratorBlockNode } from "@lexical/react/LexicalDecoratorBlockNode";
import { $applyNodeReplacement, type ElementFormatType, type LexicalNode, type NodeKey, type SerializedLexicalNode } from "lexical";
import { SquarePlay } from "lucide-react";
import type { JSX } from "react";
import { css } from "styled-system/css";
import { useAdmin } from "../../core/i18n";
import { YOUTUBE_ID } from "./addresses";

/** A YouTube video on a line of its own, kept as its id; serialized as exactly these fields. */
export interface SerializedYouTubeNode extends SerializedLexicalNode {
  type: "youtube";
  version: 1;
  videoID: string;
  format: ElementFormatType;
}

/** A node as saved JSON hands it over: its type, and fields to check before they are used. */
type SavedNode = { type: string } & Record<string, unknown>;

export class YouTubeNode extends DecoratorBlockNode {
  __id: string;

  static getType(): string {
    return "youtube";
  }

  static clone(node: YouTubeNode): YouTubeNode {
    return new YouTubeNode(node.__id, node.__format, node.__key);
  }

  /** A saved video; an id of the wrong form is kept as it is, for the server to refuse by name. */
  static importJSON(json: SavedNode): YouTubeNode {
    return $createYouTubeNode(typeof json.videoID === "string" ? json.videoID : "");
  }

  constructor(id: string, format?: ElementFormatType, key?: NodeKey) {
    super(format, key);
    this.__id = id;
  }

  exportJSON(): SerializedYouTubeNode {
    const self = this.getLatest();
    return { type: "youtube", version: 1, videoID: self.__id, format: self.__format };
  }

  createDOM(): HTMLElement {
    const div = super.createDOM();
    div.dataset.testid = "rte-video-node";
    return div;
  }

  getId(): string {
    return this.getLatest().__id;
  }

  // What a copy of it reads as in plain text: the video's address.
  getTextContent(): string {
    return `https://www.youtube.com/watch?v=${this.__id}`;
  }

  decorate(): JSX.Element {
    return <VideoBox videoID={this.__id} format={this.__format} nodeKey={this.getKey()} />;
  }
}

export function $createYouTubeNode(videoID: string): YouTubeNode {
  return $applyNodeReplacement(new YouTubeNode(videoID));
}

export function $isYouTubeNode(node: LexicalNode | null | undefined): node is YouTubeNode {
  return node instanceof YouTubeNode;
}

const box = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  marginBlock: "3",
  paddingBlock: "4",
  paddingInline: "4",
  borderRadius: "lg",
  borderWidth: "2px",
  borderStyle: "dashed",
  borderColor: "border",
  bg: "surfaceStrong",
  color: "fg",
  cursor: "default",
  userSelect: "none",
});
const boxFocus = css({ borderColor: "primary", borderStyle: "solid" });

/**
 * The video as the editor shows it: a plain box with its id. Nothing is fetched from YouTube while
 * writing (no player, no thumbnail); the article page embeds the player. A click selects the box,
 * so Delete removes it.
 */
function VideoBox({ videoID, format, nodeKey }: { videoID: string; format: ElementFormatType; nodeKey: NodeKey }) {
  const { t } = useAdmin();
  return (
    <BlockWithAlignableContents className={{ base: box, focus: boxFocus }} format={format} nodeKey={nodeKey}>
      {/* Clicks go through the words to the box, which is what selects the video. */}
      <span className={css({ display: "contents", pointerEvents: "none" })}>
        <SquarePlay size={28} aria-hidden className={css({ flexShrink: 0, color: "danger" })} />
        <span className={css({ display: "grid", minInlineSize: 0 })}>
          <span className={css({ fontWeight: "bold" })}>{t("blog.editor.videoBox")}</span>
          <bdi dir="ltr" className={css({ fontFamily: "monospace", fontSize: "sm", color: "muted", overflowWrap: "anywhere" })}>
            {YOUTUBE_ID.test(videoID) ? videoID : "—"}
          </bdi>
        </span>
      </span>
    </BlockWithAlignableContents>
  );
}
