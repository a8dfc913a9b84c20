import { useRef, useState } from "react";
import type { Lang } from "../../../locales/i18n";
import {
  photoJob,
  refusedOnSight,
  type PhotoSay,
  type PhotoStep,
} from "../../lib/upload";
import {
  endSessionIfUnauthorized,
  uploadImage,
  type UploadedImage,
} from "../api";
import { edits, type MenuDraft } from "../menu-draft";
import { notify } from "../notices";
import type { M } from "./helpers";

/** A photo on its way for an item: its local preview and its step. */
export interface Upload {
  preview: string;
  step?: PhotoStep;
}

/**
 * The items' photos on their way: each is prepared on the phone, uploaded with progress, and
 * written into the draft when stored. A failed upload stays on screen with why and a retry.
 * `uploads` holds what is on its way, by item id.
 */
export function useItemPhotos(opts: {
  listingId: number;
  token: string | undefined;
  lang: Lang;
  m: M;
  say: PhotoSay;
  change: (next: (d: MenuDraft) => MenuDraft) => void;
  setFieldError: (key: string, message: string) => void;
}) {
  const { m, say, change, setFieldError } = opts;
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  // Each item's job is kept for a retry; a newer pick for the same item replaces it.
  const jobs = useRef(
    new Map<string, ReturnType<typeof photoJob<UploadedImage>>>(),
  );

  /** Prepares, uploads and sets an item's photo; a failed upload stays with why and a retry. */
  async function run(itemId: string) {
    const job = jobs.current.get(itemId);
    if (!job) return;
    const outcome = await job.run();
    if (outcome.kind === "cancelled" || jobs.current.get(itemId) !== job)
      return;
    if (outcome.kind === "stored") {
      change((d) => edits.item(d, itemId, { image_url: outcome.data.url }));
      jobs.current.delete(itemId);
      setUploads(
        ({ [itemId]: done, ...rest }) => (
          done && setTimeout(() => URL.revokeObjectURL(done.preview), 0), rest
        ),
      );
      return;
    }
    if (outcome.kind === "unusable") {
      jobs.current.delete(itemId);
      setUploads(({ [itemId]: _gone, ...rest }) => rest);
      setFieldError(`${itemId}.image_url`, outcome.message);
      return void notify("error", outcome.message, m("saveError"));
    }
    if (endSessionIfUnauthorized(outcome)) return;
    notify("error", outcome.message, m("saveError"));
  }

  function pick(itemId: string, file: File) {
    const refused = refusedOnSight(file, say);
    if (refused) return void setFieldError(`${itemId}.image_url`, refused);
    jobs.current.get(itemId)?.cancel();
    setFieldError(`${itemId}.image_url`, "");
    const preview = URL.createObjectURL(file);
    const job = photoJob<UploadedImage>({
      file,
      say,
      send: (photo, onProgress, signal) =>
        uploadImage(photo, {
          kind: "gallery",
          businessId: String(opts.listingId),
          token: opts.token ?? "",
          lang: opts.lang,
          onProgress,
          signal,
        }),
      onStep: (step) =>
        setUploads((u) => ({ ...u, [itemId]: { preview, step } })),
    });
    jobs.current.set(itemId, job);
    setUploads((u) => ({
      ...u,
      [itemId]: { preview, step: { step: "preparing" } },
    }));
    void run(itemId);
  }

  function remove(itemId: string) {
    jobs.current.get(itemId)?.cancel();
    jobs.current.delete(itemId);
    setUploads(({ [itemId]: _gone, ...rest }) => rest);
    change((d) => edits.item(d, itemId, { image_url: null }));
  }

  return { uploads, pick, remove, retry: (itemId: string) => void run(itemId) };
}
