import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { galleryCategories } from "../../../db/schema/enums";
import { PHOTO_ACCEPT } from "../../lib/photo-prep";
import { PhotoOverlay, PhotoRetry } from "../../lib/photo-status";
import { photoJob, refusedOnSight, type PhotoSay, type PhotoStep } from "../../lib/upload";
import { ApiError, client, data, errorMessage, uploadImage, type UploadedImage } from "../core/api";
import { input } from "../kit/form-parts";
import { formatSize } from "../../../locales/format";
import type { GalleryImage } from "./gallery-form";
import { useAdmin } from "../core/i18n";
import { button, cardBody, cardGrid, cardMeta, cardTitle, itemCard, panel, sectionTitle, thumb } from "../core/styles";
import { toast } from "../core/toasts";

/** One chosen photo until it is a gallery item. */
interface Pending {
  key: number;
  name: string;
  /** The size shown: the picked file's, then the prepared photo's. */
  size: number;
  preview: string;
  step?: PhotoStep;
  /** Stored by `/api/uploads` already: a retry then only creates the gallery item. */
  stored?: UploadedImage;
}

let nextKey = 1;

/**
 * Upload straight into the gallery: each chosen photo shows at once with its preview, is prepared
 * on this device (shrunk, turned upright, its metadata dropped), uploaded with a progress bar, and
 * once stored becomes a gallery item (titled after the file, editable later). A photo that fails
 * on the way stays in the list with why, a retry (which sends the same prepared photo, or only
 * creates the item when the upload itself had worked) and a remove button. A file that is not a
 * usable photo never gets a card: a notice says why.
 */
export function GalleryUpload({ onCreated, onClose }: { onCreated: (image: GalleryImage) => void; onClose: () => void }) {
  const { t, lang } = useAdmin();
  const say: PhotoSay = (key, params) => t(`photo.${key}`, params);
  const [category, setCategory] = useState<(typeof galleryCategories)[number]>("works");
  const [pending, setPending] = useState<Pending[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);
  const jobs = useRef(new Map<number, ReturnType<typeof photoJob<UploadedImage>>>());
  // The category at the time an item is created (a retry uses the one chosen now).
  const categoryRef = useRef(category);
  categoryRef.current = category;

  // Leaving the screen stops uploads still running.
  useEffect(() => () => jobs.current.forEach((job) => job.cancel()), []);

  const update = (key: number, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const drop = (item: Pending) => {
    jobs.current.get(item.key)?.cancel();
    jobs.current.delete(item.key);
    URL.revokeObjectURL(item.preview);
    setPending((list) => list.filter((p) => p.key !== item.key));
  };

  async function run(item: Pending) {
    const job = jobs.current.get(item.key);
    if (!job) return;
    let stored = item.stored;
    if (!stored) {
      const outcome = await job.run();
      if (outcome.kind === "cancelled" || !jobs.current.has(item.key)) return;
      if (outcome.kind === "unusable") {
        drop(item);
        return void toast("error", `${item.name}: ${outcome.message}`);
      }
      if (outcome.kind === "failed") return void toast("error", `${item.name}: ${outcome.message}`);
      stored = outcome.data;
      update(item.key, { stored, size: stored.size });
    }
    try {
      const title = item.name.replace(/\.[^.]+$/, "").slice(0, 160) || item.name;
      const created = await data(
        client.gallery.$post({ json: { title, description: title, alt_text: title, url: stored.url, category: categoryRef.current, tags: [], size: stored.size } }),
      );
      onCreated(created);
      toast("success", t("gallery.uploaded", { name: item.name }));
      drop(item);
    } catch (e) {
      // The photo is stored; only the gallery item is missing: the retry creates it.
      const status = e instanceof ApiError ? e.status : 0;
      update(item.key, { step: { step: "failed", message: errorMessage(e), retry: status === 0 || status >= 500 || status === 429 } });
      toast("error", `${item.name}: ${errorMessage(e)}`);
    }
  }

  const uploadOne = (file: File) => {
    const refused = refusedOnSight(file, say);
    if (refused) return toast("error", `${file.name}: ${refused}`);
    const key = nextKey++;
    const item: Pending = { key, name: file.name, size: file.size, preview: URL.createObjectURL(file), step: { step: "preparing" } };
    const job = photoJob<UploadedImage>({
      file,
      say,
      send: (photo, onProgress, signal) => (update(key, { size: photo.blob.size }), uploadImage(photo, { onProgress, signal })),
      onStep: (step) => update(key, { step }),
    });
    jobs.current.set(key, job);
    setPending((list) => [...list, item]);
    void run(item);
  };

  return (
    <section className={panel} aria-labelledby="upload-title" data-testid="gallery-upload">
      <div className={css({ display: "flex", justifyContent: "space-between", gap: "3", alignItems: "start" })}>
        <h2 id="upload-title" className={sectionTitle}>
          {t("gallery.uploadTitle")}
        </h2>
        <button type="button" className={button} onClick={onClose} aria-label={t("common.close")}>
          <X size={16} aria-hidden />
        </button>
      </div>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "end" })}>
        <label className={css({ display: "grid", gap: "1", fontWeight: "semibold", fontSize: "sm" })}>
          {t("fields.category")}
          <select name="upload_category" className={input} value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
            {galleryCategories.map((c) => (
              <option key={c} value={c}>
                {t(`gallery.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button} onClick={() => fileRef.current?.click()}>
          <ImagePlus size={16} aria-hidden />
          {t("gallery.chooseFiles")}
        </button>
        <input
          ref={fileRef}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          hidden
          data-testid="gallery-upload-input"
          onChange={(e) => {
            for (const file of e.target.files ?? []) uploadOne(file);
            e.target.value = "";
          }}
        />
      </div>
      <p className={css({ color: "muted", fontSize: "sm", marginBlockStart: "2" })}>{t("gallery.uploadHint")}</p>
      {pending.length > 0 && (
        <ul className={`${cardGrid} ${css({ marginBlockStart: "4" })}`}>
          {pending.map((p) => (
            <li key={p.key} data-testid="upload-card" className={itemCard} aria-busy={p.step?.step !== "failed"}>
              <div className={css({ position: "relative" })}>
                <img src={p.preview} alt="" className={thumb} />
                <div data-testid="upload-overlay" className={css({ display: "contents" })}>
                  <PhotoOverlay step={p.step} say={say} lang={lang} />
                </div>
              </div>
              <div className={cardBody}>
                <p className={cardTitle}>{p.name}</p>
                <p className={cardMeta}>{formatSize(p.size, lang)}</p>
                <PhotoRetry step={p.step} say={say} onRetry={() => void run(p)} label={p.name} id={`upload-failed-${p.key}`} />
                {p.step?.step === "failed" && (
                  <button
                    type="button"
                    className={`${button} ${css({ justifySelf: "start", minBlockSize: "11", paddingInline: "4" })}`}
                    onClick={() => drop(p)}
                    data-testid="upload-remove"
                    aria-label={`${t("common.remove")}: ${p.name}`}
                  >
                    {t("common.remove")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
