import { css, cx } from "styled-system/css";
import { formatPercent } from "../../locales/format";
import type { Lang } from "../../locales/i18n";
import { smallButton } from "../../shared/ui";
import { spinner } from "./form-styles";
import type { PhotoSay, PhotoStep } from "./upload";

/**
 * What an image field shows while its photo is on the way, the same in the owner's form and the
 * admin: `PhotoOverlay` over the photo's thumbnail (preparing, the percentage with a bar, or "not
 * uploaded"), and `PhotoRetry` beside it after a failure (why, and a button that sends the same
 * prepared photo again). The thumbnail's box must be `position: relative`.
 */

const overlay = css({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: "1.5",
  paddingInline: "1.5",
  textAlign: "center",
  // Dark enough for white text over any photo, in both themes.
  bg: "rgba(5,5,20,0.68)",
  color: "white",
  fontSize: "xs",
  fontWeight: "bold",
  lineHeight: "1.4",
});
const failedOverlay = css({ bg: "rgba(120,10,20,0.72)" });
const bar = css({ position: "absolute", insetInline: 0, insetBlockEnd: 0, blockSize: "1.5", bg: "rgba(0,0,0,0.45)" });
const fill = css({ blockSize: "100%", bg: "primary", transition: "inline-size 0.2s" });

/** The state over a thumbnail; nothing once the photo is stored (`step` undefined). */
export function PhotoOverlay({ step, say, lang }: { step: PhotoStep | undefined; say: PhotoSay; lang: Lang }) {
  if (!step) return null;
  if (step.step === "preparing") {
    return (
      <div className={overlay} data-testid="upload-preparing" role="status">
        <span className={spinner} aria-hidden />
        {say("preparing")}
      </div>
    );
  }
  if (step.step === "failed") {
    return (
      <div className={cx(overlay, failedOverlay)} data-testid="upload-failed">
        {say("notUploaded")}
      </div>
    );
  }
  return (
    <>
      <div className={overlay} data-testid="upload-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={step.percent}>
        {say("uploading", { percent: formatPercent(step.percent, lang) })}
      </div>
      <div className={bar} aria-hidden>
        <div className={fill} style={{ inlineSize: `${step.percent}%` }} />
      </div>
    </>
  );
}

const why = css({ color: "danger", fontSize: "sm", lineHeight: "1.6" });

interface RetryProps {
  step: PhotoStep | undefined;
  say: PhotoSay;
  onRetry: () => void;
  /** Names the photo for screen readers when a screen has several ("Image 2"). */
  label?: string;
  id?: string;
  /** False when the field already shows the reason as its error message. */
  showMessage?: boolean;
}

/** After a failed upload: why, and (when sending again may help) a retry button. Nothing in any other step. */
export function PhotoRetry({ step, say, onRetry, label, id, showMessage = true }: RetryProps) {
  if (step?.step !== "failed" || (!showMessage && !step.retry)) return null;
  return (
    <div className={css({ display: "grid", gap: "2", justifyItems: "start" })}>
      {showMessage && (
        <p id={id} className={why} role="alert" data-testid="upload-error">
          {step.message}
        </p>
      )}
      {step.retry && (
        <button type="button" className={cx(smallButton, css({ minBlockSize: "11", paddingInline: "4" }))} onClick={onRetry} data-testid="upload-retry" aria-label={label ? `${say("retry")}: ${label}` : undefined} aria-describedby={showMessage ? id : undefined}>
          {say("retry")}
        </button>
      )}
    </div>
  );
}
