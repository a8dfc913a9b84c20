import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Prepared, PreparedPhoto } from "./photo-prep";
import { photoJob, refusedOnSight, retriesByItself, retryDelayMs, sendPhoto, turns, type PhotoStep, type UploadResult } from "./upload";

/**
 * A stand-in for the browser's XMLHttpRequest: the test decides what the "network" does with
 * each request (progress, an answer, a drop), and sees what was sent.
 */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  responseType = "";
  responseHeaders: Record<string, string> = {};
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  onprogress?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** The server answers. */
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const photo = { blob: new Blob(["pixels"], { type: "image/webp" }), name: "cover.webp" };
const send = (extra: Partial<Parameters<typeof sendPhoto>[0]> = {}) =>
  sendPhoto<{ url: string }>({ url: "/api/uploads?lang=ar", headers: { authorization: "Bearer t" }, photo, ...extra });

describe("sendPhoto", () => {
  it("posts the photo as the multipart field `image`, reports progress, and answers the stored image", async () => {
    const seen: number[] = [];
    const result = send({ onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.authorization, xhr.headers.accept]).toEqual(["POST", "/api/uploads?lang=ar", "Bearer t", "application/json"]);
    const sent = xhr.body!.get("image") as File;
    expect([sent.name, sent.size, sent.type]).toEqual(["cover.webp", photo.blob.size, "image/webp"]);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(201, { success: true, message: "تم", data: { url: "/media/a.webp" } });
    expect(await result).toEqual({ kind: "stored", status: 201, data: { url: "/media/a.webp" }, message: "تم" });
    // Never 100 % before the server has answered: it still has to store the photo.
    expect(seen).toEqual([25, 99, 100]);
  });

  it("sorts the answers: a 4xx is refused with the server's message, a 5xx, a drop or a stall may be sent again", async () => {
    const refused = send();
    FakeXhr.last.answer(415, { success: false, message: "يرجى اختيار ملف صورة صالح", errors: { image: "x" } });
    expect(await refused).toEqual({ kind: "refused", status: 415, message: "يرجى اختيار ملف صورة صالح", errors: { image: "x" }, retryAfter: null });

    const limited = send();
    FakeXhr.last.answer(429, { success: false, message: "Too many" }, { "retry-after": "60" });
    expect(await limited).toMatchObject({ kind: "refused", status: 429, retryAfter: 60 });

    const broken = send();
    FakeXhr.last.answer(502, "<html>Bad gateway</html>");
    expect(await broken).toEqual({ kind: "failed", status: 502, reason: "server" });

    const dropped = send();
    FakeXhr.last.onerror!();
    expect(await dropped).toEqual({ kind: "failed", status: 0, reason: "offline" });

    vi.useFakeTimers();
    const stalled = send({ stallMs: 1000 });
    const xhr = FakeXhr.last;
    vi.advanceTimersByTime(900);
    // Bytes moving keep it alive...
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 10, total: 100 });
    vi.advanceTimersByTime(900);
    let settled: UploadResult<unknown> | undefined;
    void stalled.then((r) => (settled = r));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    // ...and a second without any gives it up.
    vi.advanceTimersByTime(200);
    expect(await stalled).toEqual({ kind: "failed", status: 0, reason: "stalled" });
  });

  it("a 2xx that says it failed, or carries no data, is not taken for a stored photo", async () => {
    const odd = send();
    FakeXhr.last.answer(200, { success: false, message: "no" });
    expect(await odd).toMatchObject({ kind: "refused", status: 200, message: "no" });
  });

  it("rejects with an AbortError when the photo is removed meanwhile", async () => {
    const controller = new AbortController();
    const result = send({ signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("photoJob", () => {
  const say = (key: string, params?: Record<string, string | number>) => (params && Object.keys(params).length ? `${key}:${JSON.stringify(params)}` : key);
  const prepared: PreparedPhoto = { blob: new Blob(["small"], { type: "image/webp" }), name: "p.webp", width: 1200, height: 1600, encoded: true };
  const file = new File(["big camera photo"], "p.jpg", { type: "image/jpeg" });

  it("prepares once, and a retry after a dropped connection sends the same prepared photo again", async () => {
    const prepare = vi.fn(async (): Promise<Prepared> => ({ ok: true, photo: prepared }));
    const sent: Blob[] = [];
    const answers: UploadResult<{ url: string }>[] = [
      { kind: "failed", status: 0, reason: "offline" },
      { kind: "stored", status: 201, data: { url: "/media/p.webp" } },
    ];
    const steps: PhotoStep[] = [];
    const job = photoJob({
      file,
      say,
      prepare,
      onStep: (s) => steps.push(s),
      send: async (photo, onProgress) => {
        sent.push(photo.blob);
        onProgress(60);
        return answers.shift()!;
      },
    });
    expect(await job.run()).toEqual({ kind: "failed", status: 0, retry: true, message: "connectionLost" });
    expect(steps).toEqual([{ step: "preparing" }, { step: "uploading", percent: 0 }, { step: "uploading", percent: 60 }, { step: "failed", message: "connectionLost", retry: true }]);
    expect(await job.run()).toEqual({ kind: "stored", data: { url: "/media/p.webp" }, photo: prepared });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([prepared.blob, prepared.blob]);
  });

  it("offers a retry after a 5xx and a 429, not after a refusal that would only repeat (413, 415), and shows the server's words", async () => {
    const outcome = async (result: UploadResult<unknown>) =>
      photoJob({ file, say, prepare: async () => ({ ok: true, photo: prepared }), onStep: () => {}, send: async () => result }).run();
    expect(await outcome({ kind: "failed", status: 503, reason: "server" })).toMatchObject({ retry: true, message: "serverFailed" });
    expect(await outcome({ kind: "refused", status: 429, message: "حاول لاحقاً", errors: {}, retryAfter: 60 })).toMatchObject({ retry: true, message: "حاول لاحقاً" });
    expect(await outcome({ kind: "refused", status: 415, message: "ليست صورة", errors: {}, retryAfter: null })).toMatchObject({ retry: false, message: "ليست صورة" });
    expect(await outcome({ kind: "refused", status: 413, errors: {}, retryAfter: null })).toMatchObject({ retry: false, message: "refused" });
  });

  it("never sends a photo it could not prepare, and says why with the limit's figure", async () => {
    const sendSpy = vi.fn();
    const job = photoJob({ file, say, prepare: async () => ({ ok: false, problem: "cannotShrink" }), onStep: () => {}, send: sendSpy });
    expect(await job.run()).toEqual({ kind: "unusable", problem: "cannotShrink", message: 'cannotShrink:{"max":10}' });
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it("refuses on sight what is not a picture or is over 40 MB, before any preview", () => {
    expect(refusedOnSight(new File(["hello"], "notes.txt", { type: "text/plain" }), say)).toBe("notImage");
    const huge = { type: "image/jpeg", name: "huge.jpg", size: 41 * 1024 * 1024 } as File;
    expect(refusedOnSight(huge, say)).toBe('tooBig:{"max":40}');
    expect(refusedOnSight(file, say)).toBeNull();
  });
});

describe("photoJob cancelled while it waits its turn", () => {
  it("is cancelled without preparing when removed before its preparation's turn came", async () => {
    const queue = turns(1);
    let release!: () => void;
    void queue.run(() => new Promise<void>((r) => (release = r)));
    const prepareSpy = vi.fn(async (): Promise<import("./photo-prep").Prepared> => ({ ok: false, problem: "notImage" }));
    const job = photoJob({
      file: new File(["x"], "p.jpg", { type: "image/jpeg" }),
      say: (k) => k,
      prepare: (_file, signal) => queue.run(() => prepareSpy(), signal),
      onStep: () => {},
      send: vi.fn(),
    });
    const outcome = job.run();
    job.cancel();
    expect(await outcome).toEqual({ kind: "cancelled" });
    release();
    await Promise.resolve();
    expect(prepareSpy).not.toHaveBeenCalled();
  });
});

describe("turns", () => {
  it("runs at most n tasks at once, the others in the order they came", async () => {
    const queue = turns(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const task = (i: number) => () => {
      started.push(i);
      return new Promise<number>((resolve) => finish.push(() => resolve(i)));
    };
    const results = [1, 2, 3, 4, 5].map((i) => queue.run(task(i)));
    expect(started).toEqual([1, 2]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    finish[1]();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3]);
    finish[0]();
    finish[2]();
    await Promise.all(results.slice(0, 3));
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    finish[3]();
    finish[4]();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("gives the place on when a task fails, and drops a waiting task whose signal aborts", async () => {
    const queue = turns(1);
    const failing = queue.run(() => Promise.reject(new Error("broken")));
    const controller = new AbortController();
    const dropped = vi.fn(async () => "never");
    const leaving = queue.run(dropped, controller.signal);
    const next = queue.run(async () => "next");
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: "AbortError" });
    await expect(failing).rejects.toThrow("broken");
    expect(await next).toBe("next");
    expect(dropped).not.toHaveBeenCalled();
  });
});

describe("trying a failed upload again by itself", () => {
  it("waits 2, 4, 8, 16 s, then 30 s at most", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("only after a dropped line, a stall or a broken server: never after a refusal, nor a 429 (it says when)", () => {
    expect(retriesByItself({ kind: "failed", retry: true, status: 0 })).toBe(true);
    expect(retriesByItself({ kind: "failed", retry: true, status: 503 })).toBe(true);
    expect(retriesByItself({ kind: "failed", retry: true, status: 429 })).toBe(false);
    expect(retriesByItself({ kind: "failed", retry: false, status: 415 })).toBe(false);
    expect(retriesByItself({ kind: "stored" })).toBe(false);
    expect(retriesByItself({ kind: "cancelled" })).toBe(false);
  });
});
