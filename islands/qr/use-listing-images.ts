import { useEffect, useRef, useState } from "react";
import type { Lang, Translate } from "../../locales/i18n";
import { preparePhoto } from "../lib/photo-prep";
import { AUTO_RETRIES, photoJob, refusedOnSight, retriesByItself, retryDelayMs, turns, type PhotoSay, type PhotoStep } from "../lib/upload";
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

/**
 * A photo on its way: its job (which keeps the prepared photo for a retry), its local preview,
 * whether its job is running, how many times in a row it failed, and the timer of its next try.
 */
interface Pending {
  kind: UploadKind;
  job: ReturnType<typeof photoJob<UploadedImage>>;
  preview: string;
  running: boolean;
  failures: number;
  timer?: ReturnType<typeof setTimeout>;
  /** Failed in a way that sending again may mend (the line, the server): the `online` event sends it again. */
  mendable: boolean;
}

/** Photos prepared at a time on the phone (decoding a 12-MP photo takes a lot of memory and CPU). */
const PREPARING_AT_ONCE = 1;
/** Photos sent at a time: one keeps the line busy while the other waits for its round trip or the server. */
const SENDING_AT_ONCE = 2;

/**
 * The listing form's images: logo, cover and the gallery. Each picked photo shows at once from a
 * local preview, is prepared on the phone (shrunk, turned upright, stripped of its metadata: see
 * islands/lib/photo-prep.ts), uploaded with progress and swapped for its stored URL. A photo that
 * cannot be used (not a picture, a format this phone cannot read) is not added, and the field
 * says why. A photo whose upload fails stays, marked, with why, a retry that sends the same
 * prepared photo again, and its remove button; the form is saved only when none is left.
 *
 * Many photos picked at once (a cover, then five for the gallery) take turns: one is prepared at
 * a time, two are sent at a time, each starting as soon as it is picked and its turn comes, so
 * the owner keeps typing meanwhile. A photo whose upload failed because the line dropped (or the
 * server broke) is sent again by itself: after 2, 4, 8 ... seconds, at once when the browser says
 * the line is back, and never while it says it is offline; the retry button stays for the owner.
 */
export function useListingImages({ t, lang, token, listingId, setFieldError, onChange }: Options) {
  const f = (key: string) => t(`qr.area.form.${key}`);
  const say: PhotoSay = (key, params) => t(`photo.${key}`, params);
  const [logo, setLogo] = useState<ImageSlot | null>(null);
  const [cover, setCover] = useState<ImageSlot | null>(null);
  const [gallery, setGallery] = useState<ImageSlot[]>([]);
  const pending = useRef(new Map<string, Pending>());
  const [queues] = useState(() => ({ preparing: turns(PREPARING_AT_ONCE), sending: turns(SENDING_AT_ONCE) }));

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
    clearTimeout(p.timer);
    pending.current.delete(key);
    URL.revokeObjectURL(p.preview);
  }

  /** Runs (or runs again, after a failure) the job of the photo in slot `key`. */
  async function run(key: string) {
    const p = pending.current.get(key);
    if (!p || p.running) return;
    clearTimeout(p.timer);
    p.timer = undefined;
    p.mendable = false;
    p.running = true;
    const apply = applyTo(p.kind);
    // The logo's or cover's message is about its one photo; the gallery's is cleared per pick (below).
    if (p.kind !== "gallery") setFieldError(p.kind, undefined);
    const outcome = await p.job.run();
    p.running = false;
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
    // Failed: the slot stays, marked, with why and (when it may help) a retry; see PhotoRetry. The
    // owner is told once, not at every try made by itself.
    p.failures++;
    if (p.failures === 1) notify("error", outcome.message, f("uploadError"));
    p.mendable = retriesByItself(outcome);
    if (p.mendable && p.failures <= AUTO_RETRIES) {
      p.timer = setTimeout(() => {
        p.timer = undefined;
        // Offline by the browser's word: the `online` event below sends it when the line is back.
        if (navigator.onLine !== false) void run(key);
      }, retryDelayMs(p.failures));
    }
  }

  // The line is back: every photo that failed for want of it goes again now, without waiting for its timer.
  useEffect(() => {
    const back = () => {
      for (const [key, p] of pending.current) if (!p.running && p.mendable) void run(key);
    };
    addEventListener("online", back);
    return () => removeEventListener("online", back);
  });

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
    const { preparing, sending } = queues;
    const job = photoJob<UploadedImage>({
      file,
      say,
      prepare: (file, signal) => preparing.run(() => preparePhoto(file), signal),
      send: (photo, onProgress, signal) =>
        sending.run(() => uploadImage(photo, { kind, businessId: listingId, token: token() ?? "", lang, onProgress, signal }), signal),
      onStep: (step: PhotoStep) => applyTo(kind)(key, { step }),
    });
    pending.current.set(key, { kind, job, preview, running: false, failures: 0, mendable: false });
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
    /** Sends the prepared photo of slot `key` again, after a failure (at once, not waiting for the next try by itself). */
    retry: (key: string) => void run(key),
    /** Any photo still being prepared or uploaded: a save waits for it. */
    uploading: slots.some((s) => s?.step && s.step.step !== "failed"),
    /** Any photo whose upload failed: a save waits until it is retried or removed. */
    failed: slots.some((s) => s?.step?.step === "failed"),
  };
}
