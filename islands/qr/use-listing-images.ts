import { useRef, useState } from "react";
import type { Lang, Translate } from "../../locales/i18n";
import { photoJob, refusedOnSight, type PhotoSay, type PhotoStep } from "../lib/upload";
import { endSessionIfUnauthorized, uploadImage, type UploadedImage, type UploadKind } from "./api";
import { move, slotKey, type ImageSlot } from "./listing-values";
import { notify } from "./notices";
import { MAX_GALLERY_IMAGES } from "./validate";

/** A change to one slot, or null to take it out (a logo or cover then shows what it replaced). */
type Patch = Partial<ImageSlot> | null;
type Apply = (key: string, patch: Patch) => void;

interface Options {
  t: Translate;
  lang: Lang;
  /** The owner's token, read when an upload starts. */
  token: () => string | undefined;
  /** The listing's id, or the temporary id of a listing not yet created. */
  listingId: string;
  /** Shows (or clears, with undefined) the message under an image field. */
  setFieldError: (field: UploadKind, message: string | undefined) => void;
  /** An image was removed or moved (a picked one is seen by the form as its input's change). */
  onChange?: () => void;
}

/** A photo on its way: its job (which keeps the prepared photo for a retry) and its local preview. */
interface Pending {
  kind: UploadKind;
  job: ReturnType<typeof photoJob<UploadedImage>>;
  preview: string;
}

/**
 * The listing form's images: logo, cover and the gallery. Each picked photo shows at once from a
 * local preview, is prepared on the phone (shrunk, turned upright, stripped of its metadata: see
 * islands/lib/photo-prep.ts), uploaded with progress and swapped for its stored URL. A photo that
 * cannot be used (not a picture, a format this phone cannot read) is not added, and the field
 * says why. A photo whose upload fails stays, marked, with why, a retry that sends the same
 * prepared photo again, and its remove button; the form is saved only when none is left.
 */
export function useListingImages({ t, lang, token, listingId, setFieldError, onChange }: Options) {
  const f = (key: string) => t(`qr.area.form.${key}`);
  const say: PhotoSay = (key, params) => t(`photo.${key}`, params);
  const [logo, setLogo] = useState<ImageSlot | null>(null);
  const [cover, setCover] = useState<ImageSlot | null>(null);
  const [gallery, setGallery] = useState<ImageSlot[]>([]);
  const pending = useRef(new Map<string, Pending>());

  const single = (kind: "logo" | "cover") => (kind === "logo" ? setLogo : setCover);
  const applySingle =
    (kind: "logo" | "cover"): Apply =>
    (key, patch) =>
      single(kind)((s) => (s?.key !== key ? s : patch ? { ...s, ...patch } : (s.replaces ?? null)));
  const applyGallery: Apply = (key, patch) =>
    setGallery((list) => (patch ? list.map((g) => (g.key === key ? { ...g, ...patch } : g)) : list.filter((g) => g.key !== key)));
  const applyTo = (kind: UploadKind) => (kind === "gallery" ? applyGallery : applySingle(kind));

  /** Forgets a photo on its way: stops its upload and frees its preview. */
  function drop(key: string) {
    const p = pending.current.get(key);
    if (!p) return;
    p.job.cancel();
    pending.current.delete(key);
    URL.revokeObjectURL(p.preview);
  }

  /** Runs (or runs again, after a failure) the job of the photo in slot `key`. */
  async function run(key: string) {
    const p = pending.current.get(key);
    if (!p) return;
    const apply = applyTo(p.kind);
    // The logo's or cover's message is about its one photo; the gallery's is cleared per pick (below).
    if (p.kind !== "gallery") setFieldError(p.kind, undefined);
    const outcome = await p.job.run();
    if (outcome.kind === "cancelled" || pending.current.get(key) !== p) return;
    if (outcome.kind === "stored") {
      const url = outcome.data.url;
      apply(key, { url, preview: url, step: undefined, replaces: undefined });
      pending.current.delete(key);
      // The stored image is on screen now; the local copy can go (after this render).
      setTimeout(() => URL.revokeObjectURL(p.preview), 0);
      return;
    }
    if (outcome.kind === "unusable") {
      // Never sent: the slot goes (a logo or cover shows what it was replacing) and the field says why.
      drop(key);
      apply(key, null);
      setFieldError(p.kind, outcome.message);
      return void notify("error", outcome.message, f("uploadError"));
    }
    if (endSessionIfUnauthorized(outcome)) return;
    // Failed: the slot stays, marked, with why and (when it may help) a retry; see PhotoRetry.
    notify("error", outcome.message, f("uploadError"));
  }

  /** Adds a slot for a picked photo and starts its job; false when the file is refused on sight. */
  function start(file: File, kind: UploadKind, add: (slot: ImageSlot) => void, replaces?: ImageSlot | null) {
    const refused = refusedOnSight(file, say);
    if (refused) {
      setFieldError(kind, refused);
      notify("error", refused, f("uploadError"));
      return false;
    }
    const key = slotKey();
    const preview = URL.createObjectURL(file);
    const job = photoJob<UploadedImage>({
      file,
      say,
      send: (photo, onProgress, signal) => uploadImage(photo, { kind, businessId: listingId, token: token() ?? "", lang, onProgress, signal }),
      onStep: (step: PhotoStep) => applyTo(kind)(key, { step }),
    });
    pending.current.set(key, { kind, job, preview });
    add({ key, preview, alt: "", step: { step: "preparing" }, ...(replaces !== undefined ? { replaces } : {}) });
    void run(key);
    return true;
  }

  const pickSingle = (kind: "logo" | "cover") => (file: File) => {
    const current = kind === "logo" ? logo : cover;
    const replaces = current?.url ? current : (current?.replaces ?? null);
    // A photo picked over one still on its way replaces it; what that one replaced stays the fallback.
    if (start(file, kind, (slot) => single(kind)(slot), replaces) && current && !current.url) drop(current.key);
  };

  const pickGallery = (files: File[]) => {
    const room = MAX_GALLERY_IMAGES - gallery.length;
    setFieldError("gallery", undefined);
    if (files.length > room) notify("error", f("tooManyImages"), f("uploadError"));
    for (const file of files.slice(0, Math.max(0, room))) start(file, "gallery", (slot) => setGallery((list) => [...list, slot]));
  };

  const slots = [logo, cover, ...gallery];
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
    /** Removes the logo or cover; one removed before its upload is done gives back what it replaced. */
    removeSingle: (kind: "logo" | "cover") => {
      const current = kind === "logo" ? logo : cover;
      if (!current) return;
      drop(current.key);
      setFieldError(kind, undefined);
      single(kind)(current.url ? null : (current.replaces ?? null));
      onChange?.();
    },
    pickGallery,
    removeAt: (i: number) => {
      const slot = gallery[i];
      if (slot) drop(slot.key);
      setGallery((list) => list.filter((_, j) => j !== i));
      onChange?.();
    },
    moveAt: (i: number, step: -1 | 1) => {
      setGallery((list) => move(list, i, step));
      onChange?.();
    },
    altAt: (i: number, alt: string) => setGallery((list) => list.map((g, j) => (j === i ? { ...g, alt } : g))),
    /** Sends the prepared photo of slot `key` again, after a failure. */
    retry: (key: string) => void run(key),
    /** Any photo still being prepared or uploaded: a save waits for it. */
    uploading: slots.some((s) => s?.step && s.step.step !== "failed"),
    /** Any photo whose upload failed: a save waits until it is retried or removed. */
    failed: slots.some((s) => s?.step?.step === "failed"),
  };
}
