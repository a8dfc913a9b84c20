import { navigate } from "wouter/use-browser-location";
import type { Lang } from "../../locales/i18n";
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
let config: ApiConfig = { lang: "ar", networkError: "Network error", genericError: "Error" };

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
 * The admin's one way to call `/api`: bearer token, `?lang=`, JSON both ways, and the answer
 * read from `data` when present, else the body itself. A 401 on an authenticated call means the session is
 * gone (expired, revoked, garbage): storage is cleared and the app goes to the login screen.
 */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, location.origin);
  url.searchParams.set("lang", config.lang);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const token = options.auth === false ? null : readToken();
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method: options.method ?? "GET", headers, body });
  } catch {
    throw new ApiError(config.networkError, 0);
  }
  const json = await res.json().catch(() => null);
  if (res.status === 401 && options.auth !== false) {
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
  return (json && typeof json === "object" && "data" in json ? json.data : json) as T;
}

/** Uploads one image (multipart field `image`) and returns the stored file's facts. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append("image", file);
  return api<{ id: number; url: string; size: number; dimensions: { width: number | null; height: number | null } }>("/uploads", {
    method: "POST",
    body: form,
  });
};

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : config.genericError);
export const fieldErrorsOf = (error: unknown) => (error instanceof ApiError ? error.errors : {});
