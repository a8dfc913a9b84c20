import { hc, type ClientResponse } from "hono/client";
import type { Lang } from "../../locales/i18n";
import type { Api } from "../../worker/routes/api";
import type { QrUpload } from "../../worker/routes/api/qr/uploads";
import { clearSession } from "./session";

/** The API's envelope; `null` when the body was not JSON. */
export interface Envelope<T> {
  success?: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  body: Envelope<T> | null;
}

/** The request never got an answer (offline, server down): the caller shows the network notice. */
export class NetworkError extends Error {}

/**
 * The owner's typed client for `/api/qr/...`: every route with its input and answer types (from
 * the server's `Api`), so a renamed field fails the typecheck here instead of failing an owner.
 * Each call carries `?lang=` and, when given, the owner's bearer token. Use it with `call()`:
 * `await call(qrClient(lang, token).businesses["my-businesses"].$get())`.
 */
export function qrClient(lang: Lang, token?: string) {
  const fetchWithLang = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    url.searchParams.set("lang", lang);
    const headers = new Headers(init.headers);
    headers.set("accept", "application/json");
    if (token) headers.set("authorization", `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  };
  return hc<Api>("/api", { fetch: fetchWithLang }).qr;
}

/** The success answer's `data`, typed from the route. */
type DataOf<R> = R extends ClientResponse<infer J, number, string> ? (J extends { success: true; data: infer D } ? D : never) : never;

/**
 * Runs one call of the typed client: resolves with the status and the envelope for any HTTP
 * answer (failures included, with their message and per-field errors); rejects with
 * NetworkError when no answer came.
 */
export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<ApiResult<DataOf<R>>> {
  let res: R;
  try {
    res = await request;
  } catch (error) {
    throw new NetworkError(String(error));
  }
  const body = (await res.json().catch(() => null)) as Envelope<DataOf<R>> | null;
  return { ok: res.ok && body?.success !== false, status: res.status, body };
}

/** The answer is read from its `data` field when present, otherwise the body itself. */
export const dataOf = <T>(result: ApiResult<T>): T | undefined =>
  result.body && "data" in result.body ? result.body.data : (result.body as unknown as T | undefined);

/**
 * A 401 means the stored token no longer works (expired, logged out elsewhere, owner rejected):
 * the session is dropped and the owner sent to log in again. Returns true when it did so.
 */
export function endSessionIfUnauthorized(result: ApiResult<unknown>) {
  if (result.status !== 401) return false;
  clearSession(localStorage);
  location.assign("/qr/login");
  return true;
}

export type UploadKind = QrUpload["type"];

/**
 * Uploads one image with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Resolves with the envelope for any HTTP answer; rejects with NetworkError when none came.
 */
export function uploadImage(
  file: File,
  opts: { kind: UploadKind; businessId: string; token: string; lang: Lang; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<ApiResult<QrUpload>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ type: opts.kind, businessId: opts.businessId, lang: opts.lang });
    xhr.open("POST", `/api/qr/businesses/upload-image?${query}`);
    xhr.setRequestHeader("authorization", `Bearer ${opts.token}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    xhr.onload = () => {
      let body: Envelope<QrUpload> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: a proxy's error page, say
      }
      opts.onProgress?.(100);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300 && body?.success !== false, status: xhr.status, body });
    };
    xhr.onerror = () => reject(new NetworkError("upload failed"));
    xhr.onabort = () => reject(new NetworkError("upload aborted"));
    opts.signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
}
