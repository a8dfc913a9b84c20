import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalNodeSelection } from "@lexical/react/useLexicalNodeSelection";
import { mergeRegister } from "@lexical/utils";
import {
  $applyNodeReplacement,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  DecoratorNode,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import { useEffect, type JSX } from "react";
import { css, cx } from "styled-system/css";
import { thumbnailUrl } from "../../../../shared/media";

/**
 * A picture inside the text: the uploaded file's address, what it shows in words (for readers who
 * cannot see it; never blank) and its own size in pixels, which the article page gives the <img>
 * so nothing jumps while it loads. Serialized as exactly these fields.
 */
export interface SerializedImageNode extends SerializedLexicalNode {
  type: "image";
  version: 1;
  src: string;
  altText: string;
  width: number;
  height: number;
}

export interface ImagePayload {
  src: string;
  altText: string;
  width: number;
  height: number;
}

/** A node as saved JSON hands it over: its type, and fields to check before they are used. */
type SavedNode = { type: string } & Record<string, unknown>;

const positive = (n: unknown) => (typeof n === "number" && Number.isFinite(n) && n >= 1 ? Math.round(n) : 1);

/** An inline picture, drawn by React inside the editor. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __altText: string;
  __width: number;
  __height: number;

  static getType(): string {
    return "image";
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode({ src: node.__src, altText: node.__altText, width: node.__width, height: node.__height }, node.__key);
  }

  /** A saved picture; what the JSON lacks (or gets wrong) becomes blank, for the server to refuse. */
  static importJSON(json: SavedNode): ImageNode {
    return $createImageNode({
      src: typeof json.src === "string" ? json.src : "",
      altText: typeof json.altText === "string" ? json.altText : "",
      width: positive(json.width),
      height: positive(json.height),
    });
  }

  constructor({ src, altText, width, height }: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
    this.__width = width;
    this.__height = height;
  }

  exportJSON(): SerializedImageNode {
    const self = this.getLatest();
    return { type: "image", version: 1, src: self.__src, altText: self.__altText, width: self.__width, height: self.__height };
  }

  // Copied out of the editor (into a mail, another editor) as a plain <img>.
  exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.src = this.__src;
    img.alt = this.__altText;
    img.width = this.__width;
    img.height = this.__height;
    return { element: img };
  }

  createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement("span");
    const className = config.theme.image as string | undefined;
    if (className) span.className = className;
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): true {
    return true;
  }

  getAltText(): string {
    return this.getLatest().__altText;
  }

  decorate(): JSX.Element {
    return <ImageView src={this.__src} altText={this.__altText} width={this.__width} height={this.__height} nodeKey={this.getKey()} />;
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}

// As large as the line allows, at most 20rem tall, never out of its own proportions.
const imageStyle = css({
  display: "inline-block",
  inlineSize: "auto",
  maxInlineSize: "full",
  blockSize: "auto",
  maxBlockSize: "80",
  verticalAlign: "bottom",
  borderRadius: "md",
  cursor: "default",
  bg: "surfaceStrong",
  outline: "2px solid transparent",
  outlineOffset: "2px",
});
const selectedStyle = css({ outlineColor: "primary" });

/**
 * The picture as the editor shows it: a small variant of the file (the page itself picks its own),
 * with its description as the alt text. A click selects it, so Delete removes it.
 */
function ImageView({ src, altText, width, height, nodeKey }: ImagePayload & { nodeKey: NodeKey }) {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          CLICK_COMMAND,
          (event: MouseEvent) => {
            const img = editor.getElementByKey(nodeKey)?.querySelector("img");
            if (!img || event.target !== img) return false;
            if (!event.shiftKey) clearSelection();
            setSelected(true);
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, nodeKey, setSelected, clearSelection],
  );

  // An uploaded file is shown by a small variant of it; an address elsewhere as it is.
  return <img src={thumbnailUrl(src, 480)} alt={altText} width={width} height={height} draggable={false} data-testid="rte-image-node" className={cx(imageStyle, selected && selectedStyle)} />;
}
