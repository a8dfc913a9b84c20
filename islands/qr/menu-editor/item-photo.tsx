import { Camera } from "lucide-react";
import { css, cx } from "styled-system/css";
import { formatPercent } from "../../../locales/format";
import { fieldError, spinner } from "../../lib/form-styles";
import { PHOTO_ACCEPT } from "../../lib/photo-prep";
import { PhotoRetry } from "../../lib/photo-status";
import type { PhotoStep } from "../../lib/upload";
import { smallButton } from "../styles";
import { fieldId, type EditorKit } from "./helpers";
import { actions, fileInput, photoSlot, photoSlotState } from "./styles";

/**
 * An item's photo in its row: a 44-px square that is the thumbnail, or a dashed square with a
 * camera when there is none. For the owner it is the picker's label (a hidden file input in the
 * page's language, as every picker of the QR screens), so a photo is added or changed from the
 * row without opening the item; over it, the upload's state in a form that fits 44 px (a
 * spinner, the percentage, "!"). An admin (`canAdd` false) sees the thumbnail only.
 */
export function RowPhoto(props: {
  kit: EditorKit;
  canAdd: boolean;
  itemId: string;
  /** The item's name, for the picker's label. */
  name: string;
  photo: string | null;
  step?: PhotoStep;
  error?: string;
  onPick: (file: File) => void;
}) {
  const { kit, itemId, photo, step, error, canAdd } = props;
  const { m, say, lang } = kit;
  const fid = fieldId(`${itemId}.image_url`);
  const state =
    step?.step === "preparing" ? (
      <span className={photoSlotState} role="status" aria-label={say("preparing")}>
        <span className={spinner} aria-hidden />
      </span>
    ) : step?.step === "uploading" ? (
      <span className={photoSlotState} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={step.percent} aria-label={say("uploading", { percent: formatPercent(step.percent, lang) })}>
        {formatPercent(step.percent, lang)}
      </span>
    ) : step?.step === "failed" ? (
      <span className={photoSlotState} data-failed="" aria-hidden>
        !
      </span>
    ) : null;
  const inner = (
    <>
      {photo ? <img src={photo} alt="" width={44} height={44} /> : canAdd && <Camera size={20} aria-hidden />}
      {state}
    </>
  );
  if (!canAdd) return photo ? <span className={photoSlot}>{inner}</span> : null;
  return (
    <span className={css({ position: "relative", display: "inline-flex", flexShrink: 0 })}>
      <input
        id={fid}
        type="file"
        accept={PHOTO_ACCEPT}
        className={fileInput}
        disabled={kit.saving}
        aria-invalid={!!error}
        aria-describedby={error ? `${fid}-error` : undefined}
        data-testid="menu-item-photo"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) props.onPick(file);
        }}
      />
      <label htmlFor={fid} className={photoSlot} data-pick="" data-empty={photo ? undefined : ""} title={m(photo ? "changePhotoOf" : "addPhotoOf", { name: props.name })}>
        {inner}
        <span className={css({ srOnly: true })}>{m(photo ? "changePhotoOf" : "addPhotoOf", { name: props.name })}</span>
      </label>
    </span>
  );
}

/**
 * What the row's square cannot say: why an upload failed, with a retry, or why a photo was
 * refused; shown under the row, so it is seen without opening the item.
 */
export function PhotoProblem(props: { kit: EditorKit; itemId: string; name: string; step?: PhotoStep; error?: string; onRetry: () => void }) {
  const { kit, itemId, step, error } = props;
  const fid = fieldId(`${itemId}.image_url`);
  if (step?.step !== "failed" && !error) return null;
  return (
    <div className={css({ paddingInline: "2", paddingBlockEnd: "2" })}>
      <PhotoRetry step={step} say={kit.say} onRetry={props.onRetry} label={props.name} id={`${fid}-failed`} />
      {error && (
        <p id={`${fid}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** In the opened item: "Remove the photo", when it has one (the row's square adds or changes it). */
export function PhotoRemove(props: { kit: EditorKit; photo: string | null; onRemove: () => void }) {
  if (!props.photo) return null;
  return (
    <div className={actions}>
      <button type="button" className={cx(smallButton, css({ minBlockSize: "11" }))} onClick={props.onRemove} disabled={props.kit.saving} data-testid="menu-item-photo-remove">
        {props.kit.m("removePhoto")}
      </button>
    </div>
  );
}
