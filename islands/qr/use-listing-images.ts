import { useState } from "react";
import type { Lang, Translate } from "../../locales/i18n";
import { dataOf, endSessionIfUnauthorized, uploadImage, type UploadKind } from "./api";
import { move, slotKey, type ImageSlot } from "./listing-values";
import { notify } from "./notices";
import { checkImageFile, MAX_GALLERY_IMAGES } from "./validate";

type Patch = Partial<ImageSlot> | null;

interface Options {
  t: Translate;
  lang: Lang;
  /** The owner's token, read when an upload starts. */
  token: () => string | undefined;
  /** The listing's id, or the temporary id of a listing not yet created. */
  listingId: string;
  /** Shows (or clears, with undefined) the message under an image field. */
  setFieldError: (field: UploadKind, message: string | undefined) => void;
}

/**
 * The listing form's images: logo, cover and the gallery. Each picked file is checked (type and
 * 5 MB), shown at once from a local preview, uploaded with progress, and swapped for its stored
 * URL; a failure removes it (or brings back the image it was replacing) with the upload notice.
 */
export function useListingImages({ t, lang, token, listingId, setFieldError }: Options) {
  const f = (key: string) => t(`qr.area.form.${key}`);
  const [logo, setLogo] = useState<ImageSlot | null>(null);
  const [cover, setCover] = useState<ImageSlot | null>(null);
  const [gallery, setGallery] = useState<ImageSlot[]>([]);

  async function upload(file: File, kind: UploadKind, apply: (key: string, patch: Patch) => void, add: (slot: ImageSlot) => void) {
    const problem = checkImageFile(file);
    if (problem) {
      setFieldError(kind, f(problem));
      return void notify("error", f(problem), f("uploadError"));
    }
    setFieldError(kind, undefined);
    const preview = URL.createObjectURL(file);
    const slot: ImageSlot = { key: slotKey(), preview, progress: 0, alt: "" };
    add(slot);
    try {
      const res = await uploadImage(file, { kind, businessId: listingId, token: token() ?? "", lang, onProgress: (p) => apply(slot.key, { progress: p }) });
      if (endSessionIfUnauthorized(res)) return;
      const url = res.ok ? dataOf(res)?.url : undefined;
      if (!url) {
        apply(slot.key, null);
        const message = res.body?.message || f("uploadError");
        setFieldError(kind, message);
        return void notify("error", message, f("uploadError"));
      }
      apply(slot.key, { url, preview: url, progress: 100 });
    } catch {
      apply(slot.key, null);
      notify("error", t("qr.area.common.networkError"), f("uploadError"));
    } finally {
      URL.revokeObjectURL(preview);
    }
  }

  const pickSingle = (kind: "logo" | "cover") => (file: File) => {
    const setter = kind === "logo" ? setLogo : setCover;
    // A failed replacement brings the previous image back.
    const previous = kind === "logo" ? logo : cover;
    void upload(file, kind, (key, patch) => setter((s) => (s?.key !== key ? s : patch ? { ...s, ...patch } : previous)), setter);
  };

  const pickGallery = (files: File[]) => {
    const room = MAX_GALLERY_IMAGES - gallery.length;
    if (files.length > room) notify("error", f("tooManyImages"), f("uploadError"));
    const apply = (key: string, patch: Patch) =>
      setGallery((list) => (patch ? list.map((g) => (g.key === key ? { ...g, ...patch } : g)) : list.filter((g) => g.key !== key)));
    for (const file of files.slice(0, Math.max(0, room))) void upload(file, "gallery", apply, (slot) => setGallery((list) => [...list, slot]));
  };

  return {
    logo,
    cover,
    gallery,
    /** Loads a stored listing's images into the form. */
    reset(start: { logo: ImageSlot | null; cover: ImageSlot | null; gallery: ImageSlot[] }) {
      setLogo(start.logo);
      setCover(start.cover);
      setGallery(start.gallery);
    },
    pickSingle,
    removeSingle: (kind: "logo" | "cover") => (kind === "logo" ? setLogo : setCover)(null),
    pickGallery,
    removeAt: (i: number) => setGallery((list) => list.filter((_, j) => j !== i)),
    moveAt: (i: number, step: -1 | 1) => setGallery((list) => move(list, i, step)),
    altAt: (i: number, alt: string) => setGallery((list) => list.map((g, j) => (j === i ? { ...g, alt } : g))),
    /** Any upload still running: a save waits for it. */
    uploading: [logo, cover, ...gallery].some((s) => s && !s.url),
  };
}
