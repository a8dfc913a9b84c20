import { hc, type ClientResponse } from "hono/client";
import { navigate } from "wouter/use-browser-location";
import type { Lang } from "../../../locales/i18n";
import type { Api } from "../../../worker/routes/api";
import { clearSession, readToken } from "./session";

/** A failed call: the server's message in the admin's language, its per-field errors and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    readonly retryAfter: number | null = null,
    /** A machine-readable reason when the server gives one ("totp_required"). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

interface ApiConfig {
  lang: Lang;
  /** Shown when the server cannot be reached or says nothing useful. */
  networkError: string;
  genericError: string;
}
let config: ApiConfig = {
  lang: "ar",
  networkError: "Network error",
  genericError: "Error",
};

/** Set once by the admin island, before any call, with its language and fallback messages. */
export const configureApi = (next: ApiConfig) => void (config = next);

export const LOGIN_PATH = "/admin/login";

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Send the stored token (default). The login call itself sends none. */
  auth?: boolean;
  query?: Record<string, string>;
}

/**
 * Every call of the admin to `/api` goes through here: `?lang=`, the bearer token, and a failed
 * answer turned into an ApiError (the server's message, per-field errors, Retry-After). A 401 on
 * an authenticated call means the session is gone (expired, revoked, garbage): storage is cleared
 * and the app goes to the login screen.
 */
async function send(input: RequestInfo | URL, init: RequestInit = {}, auth = true): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
  url.searchParams.set("lang", config.lang);
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  const token = auth ? readToken() : null;
  if (token) headers.set("authorization", `Bearer ${token}`);

  let res: Response;
  try {
    res = await fetch(url, { ...init, headers });
  } catch {
    throw new ApiError(config.networkError, 0);
  }
  const json = await res
    .clone()
    .json()
    .catch(() => null);
  if (res.status === 401 && auth) {
    clearSession();
    navigate(LOGIN_PATH, { replace: true, state: { reason: "expired" } });
  }
  if (!res.ok || json?.success === false) {
    const retry = Number(res.headers.get("retry-after"));
    throw new ApiError(
      json?.message || config.genericError,
      res.status,
      json?.errors ?? {},
      Number.isFinite(retry) && retry > 0 ? retry : null,
      typeof json?.code === "string" ? json.code : null,
    );
  }
  return res;
}

/** The answer's `data` when present, else the body itself. */
const dataOf = (json: unknown) => (json && typeof json === "object" && "data" in json ? json.data : json);

/** A call by path, for the screens not yet on the typed client: the caller names the answer's type. */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await send(url, { method: options.method ?? "GET", headers, body }, options.auth !== false);
  return dataOf(await res.json().catch(() => null)) as T;
}

/** What a paged admin list says about itself besides its rows. */
export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  pages: number;
  sort?: string;
  q?: string;
}

/**
 * One page of an admin list: `{ data, meta }`. An answer without `meta` (a plain array) counts as
 * one page holding everything, so a list never breaks on an older or stubbed server.
 */
export async function apiPage<T>(path: string, query: Record<string, string>): Promise<{ data: T[]; meta: PageMeta }> {
  const url = new URL(`/api${path}`, location.origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const json = await (await send(url)).json().catch(() => null);
  const rows: T[] = Array.isArray(json?.data) ? json.data : Array.isArray(json) ? json : [];
  const limit = Number(query.limit) || rows.length || 1;
  const meta: PageMeta = json?.meta ?? {
    total: rows.length,
    page: 1,
    limit,
    pages: 1,
  };
  return { data: rows, meta };
}

/**
 * The typed client: every route of the server's API (`Api`) with its input and answer types, so a
 * renamed field fails the typecheck here instead of failing an admin. Use it with `data()`:
 * `await data(client["blog-posts"].$post({ json: body }))`.
 */
export const client = hc<Api>("/api", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(input, init),
});

/** The same client without the stored token, for the login call itself. */
export const anonymousClient = hc<Api>("/api", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(input, init, false),
});

/** The success answer's `data`, typed from the route (failures have already thrown an ApiError). */
type DataOf<R> = R extends ClientResponse<infer J, number, string> ? (J extends { success: true; data: infer D } ? D : never) : never;
export async function data<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<DataOf<R>> {
  const res = await call;
  return dataOf(await res.json().catch(() => null)) as DataOf<R>;
}

/** Uploads one image (multipart field `image`) and returns the stored file's facts. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append("image", file);
  return api<{
    id: number;
    url: string;
    size: number;
    dimensions: { width: number | null; height: number | null };
  }>("/uploads", {
    method: "POST",
    body: form,
  });
};

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : config.genericError);
export const fieldErrorsOf = (error: unknown) => (error instanceof ApiError ? error.errors : {});
