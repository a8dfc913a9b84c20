import type { Lang } from "../../locales/i18n";
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

interface Options {
  method?: string;
  token?: string;
  json?: unknown;
  lang: Lang;
}

const withLang = (path: string, lang: Lang) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** One JSON call to `/api/qr/...`, with the owner's bearer token when given. */
export async function qrApi<T>(path: string, { method = "GET", token, json, lang }: Options): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(withLang(`/api/qr${path}`, lang), {
      method,
      headers: {
        accept: "application/json",
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    throw new NetworkError(String(error));
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
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

export type UploadKind = "logo" | "cover" | "gallery";

/**
 * Uploads one image with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Resolves with the envelope for any HTTP answer; rejects with NetworkError when none came.
 */
export function uploadImage(
  file: File,
  opts: { kind: UploadKind; businessId: string; token: string; lang: Lang; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<ApiResult<{ url: string }>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ type: opts.kind, businessId: opts.businessId, lang: opts.lang });
    xhr.open("POST", `/api/qr/businesses/upload-image?${query}`);
    xhr.setRequestHeader("authorization", `Bearer ${opts.token}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    xhr.onload = () => {
      let body: Envelope<{ url: string }> | null = null;
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
