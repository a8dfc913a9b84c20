import type { ChangeEvent } from "react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { fieldError, input, label as labelClass } from "../lib/form-styles";
import { PHOTO_ACCEPT } from "../lib/photo-prep";
import { PhotoOverlay, PhotoRetry } from "../lib/photo-status";
import type { PhotoSay } from "../lib/upload";
import type { ImageSlot } from "./listing-values";
import { fileInput, smallButton } from "./styles";
import { thumbnailUrl } from "../../shared/media";

// Camera photos of any size and format the phone can read (HEIC included): they are shrunk before upload.
const accept = PHOTO_ACCEPT;
const picker = css({ position: "relative", display: "inline-flex" });
const thumb = css({ position: "relative", borderRadius: "xl", overflow: "hidden", bg: "surfaceStrong", borderWidth: "1px", borderColor: "border" });
const thumbImg = css({ display: "block", inlineSize: "100%", blockSize: "100%", objectFit: "cover" });

/** The photo strings of the owner's form. */
const photoSay =
  (t: Translate): PhotoSay =>
  (key, params) =>
    t(`photo.${key}`, params);

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
  lang: Lang;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  /** Sends the same prepared photo again after a failed upload. */
  onRetry: () => void;
}

/** The logo or the cover: one image, replaced by picking another, removable. */
export function SingleImage({ kind, label, slot, error, t, lang, disabled, onPick, onRemove, onRetry }: SingleProps) {
  const id = `qr-upload-${kind}`;
  const say = photoSay(t);
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
            <img src={thumbnailUrl(slot.preview, 160)} alt="" className={thumbImg} />
            <PhotoOverlay step={slot.step} say={say} lang={lang} />
          </div>
        )}
        <div className={css({ display: "grid", gap: "2", justifyItems: "start" })}>
          {/* After a failed upload, why and the retry come first: they are what the owner needs now. */}
          {slot && <PhotoRetry step={slot.step} say={say} onRetry={onRetry} label={label} id={`${id}-failed`} />}
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
  lang: Lang;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** Sends the same prepared photo of entry `index` again after a failed upload. */
  onRetry: (index: number) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onAlt: (index: number, alt: string) => void;
}

/** The gallery: many images, each with its alt text, removable and reorderable by buttons. */
export function GalleryEditor({ items, error, t, lang, disabled, onPick, onRemove, onRetry, onMove, onAlt }: GalleryProps) {
  const f = (key: string, params?: Record<string, string | number>) => t(`qr.area.form.${key}`, params);
  const say = photoSay(t);
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
              <img src={thumbnailUrl(item.preview, 160)} alt={item.alt} className={thumbImg} />
              <PhotoOverlay step={item.step} say={say} lang={lang} />
            </div>
            <div className={css({ display: "grid", gap: "2", flex: "1", minInlineSize: 0 })}>
              <label className={css({ fontSize: "xs", fontWeight: "semibold" })} htmlFor={`qr-alt-${item.key}`}>
                {f("altTextN", { n: i + 1 })}
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
              <PhotoRetry step={item.step} say={say} onRetry={() => onRetry(i)} label={f("imageN", { n: i + 1 })} id={`qr-failed-${item.key}`} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
