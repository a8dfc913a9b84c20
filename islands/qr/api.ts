import type { ClientResponse } from "hono/client";
import type { Lang } from "../../locales/i18n";
import { apiClient, sendWithLang } from "../lib/api-client";
import type { QrUpload } from "../../shared/contract/uploads";
import type { PreparedPhoto } from "../lib/photo-prep";
import type { UploadResult } from "../lib/upload";
import { clearSession, readSession, type QrSession } from "./session";

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
  return apiClient(sendWithLang(lang, { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) })).qr;
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
export function endSessionIfUnauthorized(result: { status: number }) {
  if (result.status !== 401) return false;
  clearSession(localStorage);
  location.assign("/qr/login");
  return true;
}

/**
 * The session this browser keeps, for an owner's screen as it opens. Without one the owner is sent
 * to log in (a corrupt leftover goes too, so the login page starts clean) and this answers null.
 */
export function sessionOrLogin(): QrSession | null {
  const session = readSession(localStorage);
  if (!session) {
    clearSession(localStorage);
    location.replace("/qr/login");
  }
  return session;
}

/** Logs out: the session leaves this browser, and the server is told (the owner leaves at once whatever it answers). */
export function logOut(lang: Lang, token: string | undefined) {
  clearSession(localStorage);
  if (token) void call(qrClient(lang, token).auth.logout.$post()).catch(() => null);
  location.assign("/qr/login");
}

export type UploadKind = QrUpload["type"];

/**
 * What a stored upload answers: its URL, size, dimensions, kind. The route's own type: hono's
 * InferResponseType cannot see it (the handler may also answer a bare Response, which widens the
 * inferred answer to `{}`), so the route names it for this uploader.
 */
export type UploadedImage = QrUpload;

/**
 * Sends one prepared photo of a listing (see islands/lib/upload.ts: progress, the answer sorted
 * into stored, refused or failed). The address and its query names come from the typed client,
 * so a renamed route or query fails the typecheck.
 */
export async function uploadImage(
  photo: PreparedPhoto,
  opts: { kind: UploadKind; businessId: string; token: string; lang: Lang; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadResult<UploadedImage>> {
  const url = apiClient(undefined, `${location.origin}/api`).qr.businesses["upload-image"].$url({ query: { type: opts.kind, businessId: opts.businessId } });
  url.searchParams.set("lang", opts.lang);
  // Loaded when a photo is sent: the login and dashboard screens use this file but send no photo.
  const { sendPhoto } = await import("../lib/upload");
  return sendPhoto<UploadedImage>({ url, headers: { authorization: `Bearer ${opts.token}` }, photo, onProgress: opts.onProgress, signal: opts.signal });
}
