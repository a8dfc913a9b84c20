/**
 * Sending a photo to the server, shared by every image field (the QR owner's and the admin's):
 * `sendPhoto()` is the request itself, `photoJob()` the whole way from the picked file to the
 * stored image, with the steps a person sees (preparing, uploading n %, failed with a retry).
 *
 * Why XMLHttpRequest and not fetch: fetch cannot report how much of a request body has gone out,
 * and on a slow line a progress bar is what tells an owner the upload is alive.
 */
import { checkPick, preparePhoto, MAX_PICK_BYTES, MAX_PICK_PIXELS, MAX_UPLOAD_BYTES, type PhotoProblem, type Prepared, type PreparedPhoto } from "./photo-prep";

/** The API's envelope: `{ success, data, message? }` or `{ success: false, message, errors? }`. */
export interface Envelope<T> {
  success?: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

/** The `data` of a route's success answer (give it hono's `InferResponseType<route, 201>`). */
export type AnswerData<A> = A extends { data: infer D } ? D : never;

/**
 * What became of one request:
 * - stored: the server kept the image (2xx) and answered its facts;
 * - refused: the server said no (4xx: 413 too big, 415 not an image, 429 too many, 401 logged
 *   out...), with its message in the page's language; sending the same bytes again will not help
 *   (except after a 429's wait);
 * - failed: no answer (offline, the line dropped, it stalled) or the server broke (5xx): the same
 *   bytes may simply be sent again.
 */
export type UploadResult<D> =
  | { kind: "stored"; status: number; data: D; message?: string }
  | { kind: "refused"; status: number; message?: string; errors: Record<string, string>; retryAfter: number | null }
  | { kind: "failed"; status: number; reason: "offline" | "stalled" | "server" };

export interface SendOptions {
  /** Where to POST (multipart, the photo in the field `image`). */
  url: string | URL;
  headers?: Record<string, string>;
  photo: { blob: Blob; name: string };
  /** 0 to 99 while the bytes go out; 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  /** Aborting rejects the promise with an AbortError (the person removed the photo). */
  signal?: AbortSignal;
  /**
   * A request that moves no byte for this long is given up as "stalled" (default 45 s). Not a
   * limit on the whole upload: a big file on a slow line may take minutes as long as it moves.
   */
  stallMs?: number;
}

/** POSTs one photo with upload progress; never rejects except when aborted through `signal`. */
export function sendPhoto<D>({ url, headers = {}, photo, onProgress, signal, stallMs = 45_000 }: SendOptions): Promise<UploadResult<D>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ((stalled = true), xhr.abort()), stallMs);
    };
    const settle = (result: UploadResult<D>) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", cancel);
      resolve(result);
    };
    const cancel = () => xhr.abort();

    xhr.open("POST", String(url));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      alive();
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    // Once the last byte is out the server still reads, checks and stores: the answer may take a while.
    xhr.upload.onload = alive;
    xhr.onprogress = alive;
    xhr.onload = () => {
      if (xhr.status === 0) return settle({ kind: "failed", status: 0, reason: "offline" });
      let body: Envelope<D> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: a proxy's error page, say.
      }
      if (xhr.status >= 500) return settle({ kind: "failed", status: xhr.status, reason: "server" });
      if (xhr.status >= 200 && xhr.status < 300 && body?.success !== false && body?.data !== undefined) {
        onProgress?.(100);
        return settle({ kind: "stored", status: xhr.status, data: body.data, message: body.message });
      }
      const retry = Number(xhr.getResponseHeader("retry-after"));
      settle({
        kind: "refused",
        status: xhr.status,
        message: body?.message,
        errors: body?.errors ?? {},
        retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
      });
    };
    xhr.onerror = () => settle({ kind: "failed", status: 0, reason: "offline" });
    xhr.ontimeout = () => settle({ kind: "failed", status: 0, reason: "stalled" });
    xhr.onabort = () => {
      if (stalled) return settle({ kind: "failed", status: 0, reason: "stalled" });
      clearTimeout(timer);
      reject(new DOMException("The upload was cancelled", "AbortError"));
    };
    signal?.addEventListener("abort", cancel);

    const form = new FormData();
    form.append("image", photo.blob, photo.name);
    alive();
    xhr.send(form);
  });
}

/* ---- One photo from picking to stored: the steps a person sees. ---- */

/** What an image field shows while its photo is on the way (nothing once it is stored). */
export type PhotoStep =
  | { step: "preparing" }
  | { step: "uploading"; percent: number }
  | { step: "failed"; message: string; retry: boolean };

/** The photo strings, relative to their namespace (the top-level `photo.*`, shared by the admin and the owners). */
export type PhotoSay = (key: string, params?: Record<string, string | number>) => string;

export type PhotoOutcome<D> =
  /** Stored: the route's answer, and what was sent. */
  | { kind: "stored"; data: D; photo: PreparedPhoto }
  /** Not sent at all (not a picture, too big, unreadable here): the message says why. */
  | { kind: "unusable"; problem: PhotoProblem; message: string }
  /** Sent but not stored. `retry`: sending the same prepared bytes again may work (run() again). */
  | { kind: "failed"; message: string; retry: boolean; status: number }
  /** Cancelled by `cancel()` (the person removed the photo). */
  | { kind: "cancelled" };

export interface PhotoJobOptions<D> {
  file: File;
  /** Sends the prepared photo to the field's own route (see sendPhoto). */
  send: (photo: PreparedPhoto, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadResult<D>>;
  say: PhotoSay;
  /** Called at each step, to draw it. */
  onStep: (step: PhotoStep) => void;
  /**
   * How the photo is prepared (tests give their own; the browser's is preparePhoto). The signal
   * aborts when the photo is removed, so a preparation still waiting its turn need not run.
   */
  prepare?: (file: File, signal: AbortSignal) => Promise<Prepared>;
}

/** The figures the "why not" messages name, in MB and megapixels. */
const problemParams: Record<PhotoProblem, Record<string, number>> = {
  notImage: {},
  tooBig: { max: MAX_PICK_BYTES / 1024 / 1024 },
  tooManyPixels: { max: MAX_PICK_PIXELS / 1_000_000 },
  unreadable: {},
  cannotShrink: { max: MAX_UPLOAD_BYTES / 1024 / 1024 },
};

/** The reason, in words, to refuse a problem. */
export const sayProblem = (problem: PhotoProblem, say: PhotoSay) => say(problem, problemParams[problem]);

/**
 * The message for a file refused on sight (not a picture, over 40 MB), or null. Fields check it
 * before showing the photo at all; what only decoding can tell (too many pixels, a format this
 * device cannot read) comes from `run()`.
 */
export function refusedOnSight(file: File, say: PhotoSay): string | null {
  const problem = checkPick(file);
  return problem ? sayProblem(problem, say) : null;
}

/**
 * One photo's way from the picked file to the stored image. `run()` prepares it (once: the
 * shrunk photo is kept) and sends it; after a failure, `run()` again sends the same prepared
 * bytes, so a retry on a slow phone costs no second preparation. `cancel()` stops an upload.
 */
export function photoJob<D>({ file, send, say, onStep, prepare = preparePhoto }: PhotoJobOptions<D>) {
  let prepared: PreparedPhoto | null = null;
  let controller: AbortController | null = null;
  return {
    /** The photo as it is (or will be) sent, once prepared. */
    get prepared() {
      return prepared;
    },
    async run(): Promise<PhotoOutcome<D>> {
      controller = new AbortController();
      const { signal } = controller;
      if (!prepared) {
        onStep({ step: "preparing" });
        let ready: Prepared;
        try {
          ready = await prepare(file, signal);
        } catch (error) {
          if ((error as Error).name === "AbortError") return { kind: "cancelled" };
          throw error;
        }
        if (signal.aborted) return { kind: "cancelled" };
        if (!ready.ok) return { kind: "unusable", problem: ready.problem, message: sayProblem(ready.problem, say) };
        prepared = ready.photo;
      }
      onStep({ step: "uploading", percent: 0 });
      let result: UploadResult<D>;
      try {
        result = await send(prepared, (percent) => onStep({ step: "uploading", percent }), signal);
      } catch (error) {
        if ((error as Error).name === "AbortError") return { kind: "cancelled" };
        result = { kind: "failed", status: 0, reason: "offline" };
      }
      if (result.kind === "stored") return { kind: "stored", data: result.data, photo: prepared };
      const outcome: PhotoOutcome<D> =
        result.kind === "failed"
          ? { kind: "failed", status: result.status, retry: true, message: say(result.reason === "server" ? "serverFailed" : "connectionLost") }
          : // A 429 passes with time: the same photo may go again later. A 413 or 415 will not.
            { kind: "failed", status: result.status, retry: result.status === 429, message: result.message || say("refused") };
      onStep({ step: "failed", message: outcome.message, retry: outcome.retry });
      return outcome;
    },
    cancel() {
      controller?.abort();
    },
  };
}

/* ---- Several photos at once: turns, and trying again by itself. ---- */

/**
 * At most `atOnce` tasks at a time, the others waiting their turn in the order they came. A phone
 * picking six photos prepares them one after another (each decode holds a lot of memory and the
 * encoder's CPU) and sends two at a time: one photo's bytes keep the line busy while the next
 * one's request waits for its round trip or for the server's answer. A task whose signal aborts
 * while it waits is dropped without running (it rejects with an AbortError).
 */
export function turns(atOnce: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener("abort", leave);
          if (signal?.aborted) return reject(new DOMException("Cancelled while waiting", "AbortError"));
          running++;
          task().then(resolve, reject).finally(next);
        };
        const leave = () => {
          const i = waiting.indexOf(start);
          if (i === -1) return;
          waiting.splice(i, 1);
          reject(new DOMException("Cancelled while waiting", "AbortError"));
        };
        if (running < atOnce) return start();
        waiting.push(start);
        signal?.addEventListener("abort", leave, { once: true });
      });
    },
  };
}

/** How many times a failed upload is sent again by itself before it waits for the owner (or the line coming back). */
export const AUTO_RETRIES = 6;

/**
 * How long to wait before trying a failed upload again by itself, after `failures` failures in a
 * row: 2 s, 4 s, 8 s, 16 s, then 30 s. A line that came back is usually noticed sooner, by the
 * browser's `online` event.
 */
export const retryDelayMs = (failures: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));

/**
 * Whether a failed upload is worth sending again without asking: the line dropped, it stalled or
 * the server broke (a 5xx). A refusal (413, 415, 401) will not change, and a 429 says itself when.
 */
export const retriesByItself = (outcome: { kind: string; retry?: boolean; status?: number }) =>
  outcome.kind === "failed" && outcome.retry === true && (outcome.status === 0 || (outcome.status ?? 0) >= 500);
