import type { ChangeEvent } from "react";
import { css, cx } from "styled-system/css";
import type { Translate } from "../../locales/i18n";
import { fieldError, input, label as labelClass } from "../lib/form-styles";
import type { ImageSlot } from "./listing-values";
import { smallButton } from "./styles";
import { IMAGE_TYPES } from "./validate";

const accept = IMAGE_TYPES.join(",");
// The native picker speaks the browser's language, not the page's: it is hidden (still focusable
// and reachable by its labels) behind a button-like label in the page's language.
const fileInput = css({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  "&:focus-visible + label": { outline: "2px solid token(colors.primary)", outlineOffset: "2px" },
  "&:disabled + label": { opacity: 0.55, cursor: "not-allowed" },
});
const picker = css({ position: "relative", display: "inline-flex" });
const thumb = css({ position: "relative", borderRadius: "xl", overflow: "hidden", bg: "surfaceStrong", borderWidth: "1px", borderColor: "border" });
const thumbImg = css({ display: "block", inlineSize: "100%", blockSize: "100%", objectFit: "cover" });
const progressBar = css({ position: "absolute", insetInline: 0, insetBlockEnd: 0, blockSize: "1.5", bg: "rgba(0,0,0,0.4)" });
const progressFill = css({ blockSize: "100%", bg: "primary", transition: "inline-size 0.2s" });
const overlay = css({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  bg: "rgba(5,5,20,0.55)",
  color: "white",
  fontSize: "sm",
  fontWeight: "bold",
});

/** The upload's state drawn over a preview: a dimmed overlay with the percentage and a bar. */
function Progress({ slot, t }: { slot: ImageSlot; t: Translate }) {
  if (slot.url) return null;
  return (
    <>
      <div className={overlay} data-testid="upload-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={slot.progress}>
        {t("qr.area.form.uploading", { percent: slot.progress })}
      </div>
      <div className={progressBar} aria-hidden>
        <div className={progressFill} style={{ inlineSize: `${slot.progress}%` }} />
      </div>
    </>
  );
}

const picked = (e: ChangeEvent<HTMLInputElement>) => {
  const files = [...(e.target.files ?? [])];
  // Let the same file be chosen again after a removal or a failure.
  e.target.value = "";
  return files;
};

interface SingleProps {
  kind: "logo" | "cover";
  label: string;
  slot: ImageSlot | null;
  error?: string;
  t: Translate;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The logo or the cover: one image, replaced by picking another, removable. */
export function SingleImage({ kind, label, slot, error, t, disabled, onPick, onRemove }: SingleProps) {
  const id = `qr-upload-${kind}`;
  return (
    <div data-testid={`image-field-${kind}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
        {slot && (
          <div
            className={cx(thumb, css({ inlineSize: kind === "logo" ? "24" : "48", blockSize: "24" }))}
            data-testid={`preview-${kind}`}
            data-uploaded={slot.url ? "" : undefined}
          >
            <img src={slot.preview} alt="" className={thumbImg} />
            <Progress slot={slot} t={t} />
          </div>
        )}
        <div className={css({ display: "grid", gap: "2" })}>
          <span className={picker}>
            <input
              id={id}
              type="file"
              accept={accept}
              data-testid={`upload-${kind}`}
              className={fileInput}
              disabled={disabled}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                const [file] = picked(e);
                if (file) onPick(file);
              }}
            />
            <label htmlFor={id} className={smallButton}>
              {t("qr.area.form.choose")}
            </label>
          </span>
          {slot && (
            <button type="button" className={smallButton} onClick={onRemove} disabled={disabled} data-testid={`remove-${kind}`}>
              {t("qr.area.form.remove")}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} data-testid={`field-error-${kind}`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface GalleryProps {
  items: ImageSlot[];
  error?: string;
  t: Translate;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onAlt: (index: number, alt: string) => void;
}

/** The gallery: many images, each with its alt text, removable and reorderable by buttons. */
export function GalleryEditor({ items, error, t, disabled, onPick, onRemove, onMove, onAlt }: GalleryProps) {
  const f = (key: string, params?: Record<string, string | number>) => t(`qr.area.form.${key}`, params);
  return (
    <div>
      <label htmlFor="qr-upload-gallery" className={labelClass}>
        {f("gallery")}
      </label>
      <span className={picker}>
        <input
          id="qr-upload-gallery"
          type="file"
          multiple
          accept={accept}
          data-testid="upload-gallery"
          className={fileInput}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={error ? "qr-upload-gallery-error" : "qr-upload-gallery-hint"}
          onChange={(e) => {
            const files = picked(e);
            if (files.length) onPick(files);
          }}
        />
        <label htmlFor="qr-upload-gallery" className={smallButton}>
          {f("chooseMany")}
        </label>
      </span>
      <p id="qr-upload-gallery-hint" className={css({ color: "muted", fontSize: "xs", marginBlockStart: "1" })}>
        {f("galleryHint")}
      </p>
      {error && (
        <p id="qr-upload-gallery-error" data-testid="field-error-gallery" className={fieldError}>
          {error}
        </p>
      )}
      <ol className={css({ display: "grid", gap: "3", marginBlockStart: "3", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" } })}>
        {items.map((item, i) => (
          <li
            key={item.key}
            data-testid="gallery-entry"
            data-uploaded={item.url ? "" : undefined}
            className={css({ display: "flex", gap: "3", alignItems: "start", padding: "3", borderRadius: "xl", borderWidth: "1px", borderColor: "border" })}
          >
            <div className={cx(thumb, css({ inlineSize: "24", blockSize: "20", flexShrink: 0 }))}>
              <img src={item.preview} alt={item.alt} className={thumbImg} />
              <Progress slot={item} t={t} />
            </div>
            <div className={css({ display: "grid", gap: "2", flex: "1", minInlineSize: 0 })}>
              <label className={css({ fontSize: "xs", fontWeight: "semibold" })} htmlFor={`qr-alt-${item.key}`}>
                {f("imageN", { n: i + 1 })} · {f("altText")}
              </label>
              <input
                id={`qr-alt-${item.key}`}
                name={`images.${i}.alt_text`}
                data-testid="gallery-alt"
                className={cx(input, css({ paddingBlock: "2" }))}
                value={item.alt}
                maxLength={200}
                disabled={disabled}
                onChange={(e) => onAlt(i, e.target.value)}
              />
              <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
                {(
                  [
                    ["moveUp", "gallery-move-up", () => onMove(i, -1), i === 0],
                    ["moveDown", "gallery-move-down", () => onMove(i, 1), i === items.length - 1],
                    ["remove", "gallery-remove", () => onRemove(i), false],
                  ] as const
                ).map(([label, testId, onClick, stuck]) => (
                  <button
                    key={testId}
                    type="button"
                    className={smallButton}
                    data-testid={testId}
                    onClick={onClick}
                    disabled={disabled || stuck}
                    aria-label={`${f(label)}: ${f("imageN", { n: i + 1 })}`}
                  >
                    {f(label)}
                  </button>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
