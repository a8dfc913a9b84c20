import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { PHOTO_ACCEPT } from "../../lib/photo-prep";
import { PhotoOverlay, PhotoRetry } from "../../lib/photo-status";
import { photoJob, type PhotoSay, type PhotoStep } from "../../lib/upload";
import { uploadImage, type UploadedImage } from "../core/api";
import { Field, input } from "./form-parts";
import { useAdmin } from "../core/i18n";
import { button } from "../core/styles";
import { toast } from "../core/toasts";
import { isImageAddress } from "../../../shared/formats";
import { thumbnailUrl } from "../../../shared/media";
import { normalizeWebAddress } from "../../../shared/web-address";

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  required?: boolean;
  /** The longest address the server takes (its rule's maxLength). */
  maxLength?: number;
  wide?: boolean;
  /** Shown, not editable (a screen in view mode): no typing, no upload. */
  disabled?: boolean;
  /**
   * How wide the preview is drawn, in CSS pixels, and how: a photo fills its box (`cover`), a
   * logo is shown whole (`contain`), on a neutral ground so a transparent one stays visible.
   */
  preview?: { width: number; fit: "cover" | "contain" };
}

/** A photo on its way: its job (which keeps the prepared photo for a retry) and its local preview. */
interface Pending {
  job: ReturnType<typeof photoJob<UploadedImage>>;
  preview: string;
}

const thumbBox = css({ position: "relative", marginBlockStart: "2", inlineSize: "48", maxInlineSize: "full", blockSize: "32", borderRadius: "lg", overflow: "hidden", bg: "surfaceStrong" });
const thumbImg = css({ display: "block", inlineSize: "full", blockSize: "full", objectFit: "cover" });
const photoPreview = css({ marginBlockStart: "2", maxBlockSize: "32", borderRadius: "lg", objectFit: "cover" });
const logoPreview = css({
  marginBlockStart: "2",
  blockSize: "16",
  maxInlineSize: "48",
  inlineSize: "auto",
  padding: "2",
  borderRadius: "lg",
  bg: "surfaceStrong",
  objectFit: "contain",
});

/**
 * An image by URL or by upload (`POST /api/uploads`): the uploaded file's address fills the box,
 * and a preview shows what visitors will see. A picked photo is prepared on this device first
 * (shrunk, turned upright, its metadata dropped: islands/lib/photo-prep.ts), then sent with a
 * progress bar. When the upload fails, the photo stays with why and a retry that sends the same
 * prepared photo again; removing it gives back the previous value, which is kept throughout.
 */
export function ImageField({ name, label, value, onChange, error, required, maxLength, wide = true, disabled = false, preview: look = { width: 240, fit: "cover" } }: Props) {
  const { t, lang } = useAdmin();
  const say: PhotoSay = (key, params) => t(`photo.${key}`, params);
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [step, setStep] = useState<PhotoStep | undefined>();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const current = useRef<Pending | null>(null);

  // Leaving the form stops an upload still running and frees its preview.
  useEffect(() => () => forget(current.current), []);

  function forget(p: Pending | null) {
    if (!p) return;
    p.job.cancel();
    URL.revokeObjectURL(p.preview);
    if (current.current === p) current.current = null;
  }

  async function run(p: Pending) {
    setUploadError(null);
    const outcome = await p.job.run();
    if (current.current !== p || outcome.kind === "cancelled") return;
    if (outcome.kind === "stored") {
      onChange(outcome.data.url);
      toast("success", t("common.uploaded"));
    } else if (outcome.kind === "unusable") {
      setUploadError(outcome.message);
      toast("error", outcome.message);
    } else {
      // Failed: the photo stays with a retry; a refusal (4xx) also says why on the field.
      if (!outcome.retry) setUploadError(outcome.message);
      toast("error", outcome.message);
      return;
    }
    forget(p);
    setPending(null);
    setStep(undefined);
  }

  const onFile = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = "";
    if (!file) return;
    forget(current.current);
    const preview = URL.createObjectURL(file);
    const job = photoJob<UploadedImage>({ file, say, send: (photo, onProgress, signal) => uploadImage(photo, { onProgress, signal }), onStep: setStep });
    const p = { job, preview };
    current.current = p;
    setPending(p);
    void run(p);
  };

  const remove = () => {
    forget(current.current);
    setPending(null);
    setStep(undefined);
    setUploadError(null);
  };

  const busy = !!step && step.step !== "failed";
  // What the preview shows: the address as the server will store it ("agency.sy/logo.png" is
  // https://agency.sy/logo.png), and nothing while what is typed is not an image address yet.
  const shownUrl = normalizeWebAddress(value);
  const previewable = isImageAddress(shownUrl);
  const shownError = error ?? uploadError ?? undefined;
  return (
    <Field name={name} label={label} error={shownError} required={required} wide={wide}>
      <div className={css({ display: "flex", gap: "2", alignItems: "stretch" })}>
        <input
          id={`f-${name}`}
          name={name}
          dir="ltr"
          inputMode="url"
          className={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="https://"
          required={required}
          maxLength={maxLength}
          aria-invalid={!!shownError}
          disabled={disabled}
        />
        <button type="button" className={button} onClick={() => fileRef.current?.click()} disabled={busy || disabled} aria-busy={busy}>
          <Upload size={16} aria-hidden />
          {t("common.upload")}
        </button>
        <input ref={fileRef} type="file" accept={PHOTO_ACCEPT} hidden data-testid={`upload-${name}`} onChange={(e) => onFile(e.target.files?.[0])} />
      </div>
      {pending ? (
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "start" })}>
          <div className={thumbBox} data-testid={`photo-${name}`}>
            <img src={pending.preview} alt="" className={thumbImg} />
            <PhotoOverlay step={step} say={say} lang={lang} />
          </div>
          {step?.step === "failed" && (
            <div className={css({ display: "grid", gap: "2", marginBlockStart: "2", justifyItems: "start" })}>
              {/* A refusal's reason (4xx) is the field's error message, under the field. */}
              <PhotoRetry step={step} say={say} onRetry={() => void run(pending)} label={label} showMessage={step.retry} id={`f-${name}-failed`} />
              <button type="button" className={`${button} ${css({ minBlockSize: "11", paddingInline: "4" })}`} onClick={remove} data-testid="upload-remove">
                {t("common.remove")}
              </button>
            </div>
          )}
        </div>
      ) : (
        previewable && (
          <img
            src={thumbnailUrl(shownUrl, look.width)}
            alt=""
            data-testid={`preview-${name}`}
            className={look.fit === "contain" ? logoPreview : photoPreview}
          />
        )
      )}
    </Field>
  );
}
