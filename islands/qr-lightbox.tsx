import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent, type TouchEvent } from "react";
import { createPortal } from "react-dom";
import { css } from "styled-system/css";
import type { Picture } from "../shared/media";
import { Img } from "../shared/picture";
import { arrowDelta, swipeDelta, wrapIndex } from "./qr/gallery-nav";

export interface LightboxProps {
  /** `picture`: the stored photo's size and variants, when it is an upload; `placeholder` otherwise. */
  images: { url: string; alt: string; placeholder?: string; picture?: Picture }[];
  /** The thumbnails' box at each screen width (the `sizes` attribute). */
  sizes: string;
  dir: "rtl" | "ltr";
  /** Labels resolved by the server: this island ships no translator. */
  labels: { open: string[]; dialog: string; close: string; next: string; previous: string; counter: string[] };
}

const grid = css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" }, gap: "3" });
const thumb = css({
  display: "block",
  borderRadius: "xl",
  overflow: "hidden",
  bg: "surfaceStrong",
  aspectRatio: "4 / 3",
  _focusVisible: { outlineOffset: "3px" },
});
const thumbImg = css({ inlineSize: "100%", blockSize: "100%", objectFit: "cover", transition: "transform 0.3s", _hover: { transform: "scale(1.04)" } });
// Opaque: nothing of the page (headings, the footer) shows through behind the image and caption.
const backdrop = css({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  bg: "#05050f",
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr) auto",
  color: "white",
  animation: "fadeIn 0.15s ease-out",
  touchAction: "pan-y",
});
const bar = css({ display: "flex", alignItems: "center", justifyContent: "space-between", padding: "3", gap: "3" });
const stage = css({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minBlockSize: 0,
  blockSize: "100%",
  paddingInline: { base: "2", md: "16" },
});
const full = css({ maxInlineSize: "100%", maxBlockSize: "100%", objectFit: "contain", borderRadius: "lg", userSelect: "none" });
const roundButton = css({
  inlineSize: "11",
  blockSize: "11",
  borderRadius: "full",
  display: "grid",
  placeItems: "center",
  bg: "rgba(255,255,255,0.12)",
  color: "white",
  cursor: "pointer",
  _hover: { bg: "rgba(255,255,255,0.22)" },
});
const side = css({ position: "absolute", insetBlockStart: "50%", transform: "translateY(-50%)" });

/**
 * The public page's gallery: thumbnails are real links to the full images (they work before and
 * without this island), and a lightbox once it wakes up: Escape closes, arrow keys move in the
 * reading direction, a swipe moves on touch screens, the ends wrap around, a counter shows where
 * you are, and focus goes back to the thumbnail that opened it.
 */
export default function QrLightbox({ images, sizes, dir, labels }: LightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const opener = useRef<number>(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const total = images.length;
  const open = index !== null;

  const go = (delta: number) => setIndex((i) => (i === null ? i : wrapIndex(i, delta, total)));
  const close = () => setIndex(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") return e.preventDefault(), close();
      const delta = arrowDelta(e.key, dir);
      if (delta) return e.preventDefault(), go(delta);
      if (e.key === "Tab") {
        // Keep focus inside the dialog (its three buttons).
        const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>("button") ?? [])];
        const at = items.indexOf(document.activeElement as HTMLElement);
        e.preventDefault();
        items[wrapIndex(at < 0 ? 0 : at, e.shiftKey ? -1 : 1, items.length)]?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    const back = opener.current;
    const thumbnails = thumbs.current;
    return () => {
      document.removeEventListener("keydown", onKey);
      root.style.overflow = overflow;
      thumbnails[back]?.focus();
    };
    // Re-bound only when the dialog opens or closes, not on every image change (the key handler
    // reads the current image through `go`'s state update).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onThumb = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks open the image in a new tab, as links do.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    opener.current = i;
    setIndex(i);
  };
  const onTouchStart = (e: TouchEvent) => (touch.current = { x: e.touches[0].clientX, y: e.touches[0].clientY });
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    touch.current = null;
    if (!start) return;
    const delta = swipeDelta(e.changedTouches[0].clientX - start.x, e.changedTouches[0].clientY - start.y, dir);
    if (delta) go(delta);
  };

  const current = index === null ? null : images[index];
  // "Previous" sits at the reading start (the right in Arabic, the left in English) and each
  // arrow points outwards, the way it moves. Drawn as icons: the text arrows "‹ ›" are mirrored
  // by the browser in right-to-left text, which turned both of them inwards.
  const [StartArrow, EndArrow] = dir === "rtl" ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <>
      <ul className={grid}>
        {images.map((img, i) => (
          <li key={`${img.url}-${i}`}>
            <a
              href={img.url}
              data-testid="gallery-item"
              className={thumb}
              aria-label={labels.open[i]}
              ref={(el) => void (thumbs.current[i] = el)}
              onClick={onThumb(i)}
            >
              <Img
                src={img.url}
                picture={img.picture}
                sizes={sizes}
                alt={img.alt}
                loading="lazy"
                width={400}
                height={300}
                className={thumbImg}
                fallbackBackground={img.placeholder}
              />
            </a>
          </li>
        ))}
      </ul>
      {current &&
        // At the document level, so no ancestor (a card with a backdrop filter) can trap the
        // fixed overlay inside itself.
        createPortal(
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-label={labels.dialog}
            data-testid="lightbox"
            className={backdrop}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <div className={bar}>
              <p data-testid="lightbox-counter" aria-live="polite" className={css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums" })}>
                {labels.counter[index!]}
              </p>
              <button ref={closeRef} type="button" className={roundButton} onClick={close} aria-label={labels.close} data-testid="lightbox-close">
                <X size={22} aria-hidden />
              </button>
            </div>
            <div className={stage} onClick={(e) => e.target === e.currentTarget && close()}>
              <Img key={current.url} src={current.url} picture={current.picture} sizes="100vw" alt={current.alt} className={full} data-testid="lightbox-image" />
              {total > 1 && (
                <>
                  <button
                    type="button"
                    className={`${roundButton} ${side} ${css({ insetInlineStart: "2" })}`}
                    onClick={() => go(-1)}
                    aria-label={labels.previous}
                    data-testid="lightbox-prev"
                  >
                    <StartArrow size={26} aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={`${roundButton} ${side} ${css({ insetInlineEnd: "2" })}`}
                    onClick={() => go(1)}
                    aria-label={labels.next}
                    data-testid="lightbox-next"
                  >
                    <EndArrow size={26} aria-hidden />
                  </button>
                </>
              )}
            </div>
            {current.alt ? (
              <p dir="auto" className={css({ textAlign: "center", padding: "3", fontSize: "sm", opacity: 0.85 })}>
                {current.alt}
              </p>
            ) : (
              <span />
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
