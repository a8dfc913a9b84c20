import { ImagePlus, X } from "lucide-react";
import { useRef, useState } from "react";
import { css } from "styled-system/css";
import { galleryCategories } from "../../../db/schema/enums";
import { spinner } from "../../lib/form-styles";
import { client, data, errorMessage, uploadImage } from "../core/api";
import { input } from "../kit/form-parts";
import { formatSize } from "../../../locales/format";
import type { GalleryImage } from "./gallery-form";
import { useAdmin } from "../core/i18n";
import { button, cardBody, cardGrid, cardMeta, cardTitle, itemCard, panel, sectionTitle, thumb } from "../core/styles";
import { toast } from "../core/toasts";
import { checkImageFile } from "../core/validate";

interface Pending {
  key: number;
  name: string;
  size: number;
  preview: string;
}

const overlay = css({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: "2",
  bg: "rgba(5,5,20,0.65)",
  color: "white",
  fontWeight: "bold",
});
let nextKey = 1;

/**
 * Upload straight into the gallery: each chosen file shows at once with its
 * preview under a loading overlay; once stored it becomes a gallery item (titled after the file,
 * editable later). A refused file is removed from the list and the reason is shown.
 */
export function GalleryUpload({ onCreated, onClose }: { onCreated: (image: GalleryImage) => void; onClose: () => void }) {
  const { t, lang } = useAdmin();
  const [category, setCategory] = useState<(typeof galleryCategories)[number]>("works");
  const [pending, setPending] = useState<Pending[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);

  const uploadOne = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) return toast("error", `${file.name}: ${t(`validation.${problem}`)}`);
    const item: Pending = { key: nextKey++, name: file.name, size: file.size, preview: URL.createObjectURL(file) };
    setPending((list) => [...list, item]);
    try {
      const stored = await uploadImage(file);
      const title = file.name.replace(/\.[^.]+$/, "").slice(0, 160) || file.name;
      const created = await data(
        client.gallery.$post({ json: { title, description: title, alt_text: title, url: stored.url, category, tags: [], size: stored.size } }),
      );
      onCreated(created);
      toast("success", t("gallery.uploaded", { name: file.name }));
    } catch (e) {
      toast("error", `${file.name}: ${errorMessage(e)}`);
    } finally {
      setPending((list) => list.filter((p) => p.key !== item.key));
      URL.revokeObjectURL(item.preview);
    }
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
          accept="image/*"
          hidden
          data-testid="gallery-upload-input"
          onChange={(e) => {
            for (const file of e.target.files ?? []) void uploadOne(file);
            e.target.value = "";
          }}
        />
      </div>
      <p className={css({ color: "muted", fontSize: "sm", marginBlockStart: "2" })}>{t("gallery.uploadHint")}</p>
      {pending.length > 0 && (
        <ul className={`${cardGrid} ${css({ marginBlockStart: "4" })}`}>
          {pending.map((p) => (
            <li key={p.key} data-testid="upload-card" className={itemCard} aria-busy>
              <img src={p.preview} alt="" className={thumb} />
              <div className={overlay} data-testid="upload-overlay">
                <span className={spinner} aria-hidden />
                {t("common.uploading")}
              </div>
              <div className={cardBody}>
                <p className={cardTitle}>{p.name}</p>
                <p className={cardMeta}>{formatSize(p.size, lang)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
