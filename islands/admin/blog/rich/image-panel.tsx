import { ImagePlus, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { thumbnailUrl } from "../../../../shared/media";
import { PHOTO_ACCEPT } from "../../../lib/photo-prep";
import { PhotoOverlay, PhotoRetry } from "../../../lib/photo-status";
import { photoJob, type PhotoSay, type PhotoStep } from "../../../lib/upload";
import { client, pages, uploadImage, type UploadedImage } from "../../core/api";
import { useAdmin } from "../../core/i18n";
import { button, primary } from "../../core/styles";
import { input } from "../../kit/form-parts";
import type { ImagePayload } from "./image-node";
import { PanelFrame, panelActions, panelError, panelField, panelHint, panelLabel } from "./panel";

/** A picture that may go into the article: its address and, when known, its size. */
interface Choice {
  src: string;
  width?: number;
  height?: number;
  /** A local preview while an upload is on its way. */
  preview?: string;
}

/** How many of the gallery's newest images the panel offers. */
const GALLERY_PAGE = 24;

/**
 * The picture's own size in pixels, as the browser reads it from the file (for a gallery image
 * stored before sizes were kept); null when it cannot be read.
 */
function measure(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth > 0 && img.naturalHeight > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/**
 * The "insert an image" panel: upload a picture (prepared on this device and sent to
 * `POST /api/uploads`, exactly as the form's image field does) or pick one of the gallery's, then
 * describe it. The description is required: the panel refuses to insert a picture without one.
 */
export function ImagePanel({ onInsert, onClose }: { onInsert: (image: ImagePayload) => void; onClose: () => void }) {
  const { t, lang } = useAdmin();
  const say: PhotoSay = (key, params) => t(`photo.${key}`, params);
  const ids = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<{ field: "image" | "alt"; message: string } | null>(null);
  const [step, setStep] = useState<PhotoStep | undefined>();
  const [gallery, setGallery] = useState<{ src: string; alt: string; width?: number; height?: number }[] | "loading" | "failed">("loading");
  const job = useRef<ReturnType<typeof photoJob<UploadedImage>> | null>(null);
  const [busy, setBusy] = useState(false);

  // The gallery's newest images, once, when the panel opens.
  useEffect(() => {
    let live = true;
    pages(client.gallery.$get)({ limit: String(GALLERY_PAGE), sort: "-created_at" }).then(
      ({ data }) => live && setGallery(data.map((g) => ({ src: g.url, alt: g.alt_text, width: g.dimensions?.width, height: g.dimensions?.height }))),
      () => live && setGallery("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  // Closing the panel stops an upload under way and frees its preview.
  const previewUrl = choice?.preview;
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  useEffect(() => () => job.current?.cancel(), []);

  async function send(current: ReturnType<typeof photoJob<UploadedImage>>) {
    setBusy(true);
    const outcome = await current.run();
    if (job.current !== current || outcome.kind === "cancelled") return;
    setBusy(false);
    if (outcome.kind === "stored") {
      const { url, dimensions } = outcome.data;
      setChoice({ src: url, width: dimensions.width ?? undefined, height: dimensions.height ?? undefined });
      setStep(undefined);
      altRef.current?.focus();
    } else if (outcome.kind === "unusable") {
      setChoice(null);
      setStep(undefined);
      setError({ field: "image", message: outcome.message });
    } else if (!outcome.retry) {
      setError({ field: "image", message: outcome.message });
    }
  }

  const onFile = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = "";
    if (!file) return;
    job.current?.cancel();
    setError(null);
    const preview = URL.createObjectURL(file);
    const current = photoJob<UploadedImage>({ file, say, send: (photo, onProgress, signal) => uploadImage(photo, { onProgress, signal }), onStep: setStep });
    job.current = current;
    setChoice({ src: "", preview });
    void send(current);
  };

  const pick = (g: { src: string; alt: string; width?: number; height?: number }) => {
    job.current?.cancel();
    job.current = null;
    setBusy(false);
    setStep(undefined);
    setError(null);
    setChoice({ src: g.src, width: g.width, height: g.height });
    // The gallery's own description is a start; the writer may say it better for the article.
    if (!alt.trim() && g.alt) setAlt(g.alt);
  };

  const insert = async () => {
    if (busy || (choice && !choice.src)) return setError({ field: "image", message: t("blog.editor.imageUploading") });
    if (!choice) return setError({ field: "image", message: t("blog.editor.imageMissing") });
    const altText = alt.trim();
    if (!altText) {
      setError({ field: "alt", message: t("blog.editor.imageAltRequired") });
      altRef.current?.focus();
      return;
    }
    const size = choice.width && choice.height ? { width: choice.width, height: choice.height } : await measure(choice.src);
    if (!size) return setError({ field: "image", message: t("blog.editor.imageUnreadable") });
    onInsert({ src: choice.src, altText, ...size });
  };

  const shown = choice?.preview ?? (choice?.src ? thumbnailUrl(choice.src, 240) : null);
  const imageError = error?.field === "image" ? error.message : undefined;
  const altError = error?.field === "alt" ? error.message : undefined;
  return (
    <PanelFrame title={t("blog.editor.imageTitle")} testId="rte-image-panel" onClose={onClose} onSubmit={() => void insert()}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "start" })}>
        <div className={previewBox} data-testid="rte-image-preview">
          {shown ? <img src={shown} alt="" className={previewImg} /> : <ImagePlus size={28} aria-hidden className={css({ color: "muted" })} />}
          <PhotoOverlay step={step} say={say} lang={lang} />
        </div>
        <div className={css({ display: "grid", gap: "2", justifyItems: "start", minInlineSize: 0, flex: "1 1 12rem" })}>
          <button type="button" className={button} onClick={() => fileRef.current?.click()} disabled={busy} aria-busy={busy} aria-describedby={imageError ? `${ids}-image-error` : undefined}>
            <Upload size={16} aria-hidden />
            {t("blog.editor.imageUpload")}
          </button>
          <input ref={fileRef} type="file" accept={PHOTO_ACCEPT} hidden data-testid="rte-image-file" onChange={(e) => onFile(e.target.files?.[0])} />
          {step?.step === "failed" && step.retry && job.current && choice?.preview && (
            <PhotoRetry step={step} say={say} onRetry={() => void send(job.current!)} label={t("blog.editor.imageTitle")} id={`${ids}-retry`} />
          )}
          {imageError && (
            <p id={`${ids}-image-error`} className={panelError} role="alert" data-testid="rte-image-error">
              {imageError}
            </p>
          )}
        </div>
      </div>

      <fieldset className={css({ display: "grid", gap: "2", minInlineSize: 0 })}>
        <legend className={panelLabel}>{t("blog.editor.imageGallery")}</legend>
        {gallery === "loading" ? (
          <p className={panelHint}>{t("common.loading")}</p>
        ) : gallery === "failed" ? (
          <p className={panelHint}>{t("blog.editor.imageGalleryFailed")}</p>
        ) : gallery.length === 0 ? (
          <p className={panelHint}>{t("blog.editor.imageGalleryEmpty")}</p>
        ) : (
          <div className={galleryGrid} data-testid="rte-image-gallery">
            {gallery.map((g) => (
              <button key={g.src} type="button" className={cx(galleryButton)} aria-pressed={choice?.src === g.src} onClick={() => pick(g)} aria-label={g.alt || g.src}>
                <img src={thumbnailUrl(g.src, 96)} alt="" loading="lazy" className={previewImg} />
              </button>
            ))}
          </div>
        )}
      </fieldset>

      <div className={panelField}>
        <label htmlFor={`${ids}-alt`} className={panelLabel}>
          {t("blog.editor.imageAlt")}
          <span aria-hidden className={css({ color: "danger" })}>
            {" "}
            *
          </span>
        </label>
        <input
          ref={altRef}
          id={`${ids}-alt`}
          className={input}
          value={alt}
          maxLength={300}
          required
          aria-required
          aria-invalid={!!altError}
          aria-describedby={altError ? `${ids}-alt-error` : `${ids}-alt-hint`}
          data-testid="rte-image-alt"
          onChange={(e) => {
            setAlt(e.target.value);
            if (error?.field === "alt") setError(null);
          }}
        />
        {altError ? (
          <p id={`${ids}-alt-error`} className={panelError} role="alert" data-testid="rte-image-alt-error">
            {altError}
          </p>
        ) : (
          <p id={`${ids}-alt-hint`} className={panelHint}>
            {t("blog.editor.imageAltHint")}
          </p>
        )}
      </div>

      <div className={panelActions}>
        <button type="button" className={primary} onClick={() => void insert()} data-testid="rte-image-insert">
          {t("blog.editor.insert")}
        </button>
        <button type="button" className={button} onClick={onClose} data-testid="rte-image-cancel">
          {t("common.cancel")}
        </button>
      </div>
    </PanelFrame>
  );
}

const previewBox = css({
  position: "relative",
  display: "grid",
  placeItems: "center",
  inlineSize: "32",
  blockSize: "24",
  flexShrink: 0,
  borderRadius: "lg",
  overflow: "hidden",
  bg: "surfaceStrong",
  borderWidth: "1px",
  borderColor: "border",
});
const previewImg = css({ display: "block", inlineSize: "full", blockSize: "full", objectFit: "cover" });
const galleryGrid = css({
  display: "grid",
  gap: "2",
  gridTemplateColumns: "repeat(auto-fill, minmax(4rem, 1fr))",
  maxBlockSize: "44",
  overflowY: "auto",
  padding: "0.5",
});
const galleryButton = css({
  aspectRatio: "1",
  borderRadius: "md",
  overflow: "hidden",
  borderWidth: "2px",
  borderColor: "transparent",
  bg: "surfaceStrong",
  cursor: "pointer",
  "&[aria-pressed=true]": { borderColor: "primary", boxShadow: "0 0 0 2px token(colors.primary)" },
});
