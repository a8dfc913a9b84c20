import { css, cx } from "styled-system/css";
import { fieldError } from "../../lib/form-styles";
import { PHOTO_ACCEPT } from "../../lib/photo-prep";
import { PhotoOverlay, PhotoRetry } from "../../lib/photo-status";
import type { PhotoStep } from "../../lib/upload";
import { smallButton } from "../styles";
import { fieldId, type EditorKit } from "./helpers";
import { actions, fileInput } from "./styles";

/**
 * An item's photo: a preview (with the upload's progress over it), the picker (a button-like
 * label in the page's language over a hidden file input), remove, and retry after a failure.
 * An admin (`canAdd` false) may remove a photo but not add one.
 */
export function ItemPhoto(props: {
  kit: EditorKit;
  canAdd: boolean;
  itemId: string;
  /** The item's name, for the retry button's label. */
  name: string;
  photo: string | null;
  step?: PhotoStep;
  error?: string;
  onPick: (file: File) => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { kit, itemId, photo, step, error } = props;
  const { m, say, lang } = kit;
  const disabled = kit.saving;
  const fid = fieldId(`${itemId}.image_url`);
  return (
    <div>
      <p
        className={css({
          fontWeight: "semibold",
          fontSize: "sm",
          marginBlockEnd: "1.5",
        })}
      >
        {m("photo")}
      </p>
      <div className={actions}>
        {photo && (
          <div
            className={css({
              position: "relative",
              inlineSize: "24",
              blockSize: "24",
              borderRadius: "xl",
              overflow: "hidden",
              bg: "surface",
            })}
          >
            <img
              src={photo}
              alt=""
              className={css({
                inlineSize: "full",
                blockSize: "full",
                objectFit: "cover",
              })}
            />
            <PhotoOverlay step={step} say={say} lang={lang} />
          </div>
        )}
        <PhotoRetry
          step={step}
          say={say}
          onRetry={props.onRetry}
          label={props.name}
          id={`${fid}-failed`}
        />
        {props.canAdd && (
          <span
            className={css({ position: "relative", display: "inline-flex" })}
          >
            <input
              id={fid}
              type="file"
              accept={PHOTO_ACCEPT}
              className={fileInput}
              disabled={disabled}
              aria-invalid={!!error}
              aria-describedby={error ? `${fid}-error` : undefined}
              data-testid="menu-item-photo"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) props.onPick(file);
              }}
            />
            <label
              htmlFor={fid}
              className={cx(smallButton, css({ minBlockSize: "11" }))}
            >
              {photo ? m("changePhoto") : m("addPhoto")}
            </label>
          </span>
        )}
        {photo && (
          <button
            type="button"
            className={cx(smallButton, css({ minBlockSize: "11" }))}
            onClick={props.onRemove}
            disabled={disabled}
          >
            {m("removePhoto")}
          </button>
        )}
      </div>
      {error && (
        <p id={`${fid}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
