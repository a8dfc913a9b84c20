import type { ClientResponse, InferResponseType } from "hono/client";
import { navigate } from "wouter/use-browser-location";
import type { Lang } from "../../../locales/i18n";
import { apiClient } from "../../lib/api-client";
import type { PreparedPhoto } from "../../lib/photo-prep";
import type { AnswerData, UploadResult } from "../../lib/upload";
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

/**
 * The typed client: every route of the server's API (`Api`) with its input and answer types, so a
 * renamed field fails the typecheck here instead of failing an admin. Use it with `data()`:
 * `await data(client["blog-posts"].$post({ json: body }))`.
 */
export const client = apiClient((input, init) => send(input, init));

/** The same client without the stored token, for the login call itself. */
export const anonymousClient = apiClient((input, init) => send(input, init, false));

/** The success answer's `data`, typed from the route (failures have already thrown an ApiError). */
type DataOf<R> = R extends ClientResponse<infer J, number, string> ? (J extends { success: true; data: infer D } ? D : never) : never;
export async function data<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<DataOf<R>> {
  const res = await call;
  return dataOf(await res.json().catch(() => null)) as DataOf<R>;
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

/** One page of a list: its rows and what the list says about itself. */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * A list's rows, typed from its route. Some routes answer visitors with every published row and
 * admins with one page (`meta` beside `data`): the admin gets the paged answer, so its rows are
 * the ones meant. A list that is never paged (social links) answers a plain array.
 */
type PagedDataOf<R> = R extends ClientResponse<infer J, number, string> ? (J extends { success: true; data: infer D; meta: unknown } ? D : never) : never;
type RowsOf<R> = [PagedDataOf<R>] extends [never] ? DataOf<R> : PagedDataOf<R>;
type RowOf<R> = RowsOf<R> extends readonly (infer Row)[] ? Row : never;

/**
 * One page of an admin list, `{ data, meta }`, typed from its route. An answer without `meta` (a
 * plain array) counts as one page holding everything, so a list that is not paged still shows.
 */
export async function page<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Page<RowOf<R>>> {
  // Read as plain JSON (its shape is checked just below); the rows are the route's answer.
  const json = (await (await call).json().catch(() => null)) as { data?: unknown; meta?: PageMeta } | null;
  const rows: RowOf<R>[] = Array.isArray(json?.data) ? json.data : Array.isArray(json) ? json : [];
  const meta: PageMeta = json?.meta ?? { total: rows.length, page: 1, limit: rows.length || 1, pages: 1 };
  return { data: rows, meta };
}

/** The path parameter of a route on one item (`…/:id`). */
export const byId = (id: number) => ({ param: { id: String(id) } });

/** The address's view of a list (search, page, sort, filters) under its route's own query names. */
export type ListQuery<Q> = { [K in keyof Q]?: string };

/**
 * The list call of a paged route (`pages(client["blog-posts"].$get)`), taking the view from the
 * address. The route's query may name exact values (a status filter is one of four words), but
 * the address holds whatever text someone typed or linked: the server checks every value and
 * answers a bad one with a 400 the list shows. So the address's strings go as the route's query
 * type (this cast), while the names themselves are checked against the route's.
 */
export const pages =
  <Q, R extends ClientResponse<unknown, number, string>>(get: (args: { query: Q }) => Promise<R>) =>
  (query: ListQuery<Q>) =>
    page(get({ query: query as Q }));

type Answer = ClientResponse<unknown, number, string>;

/** What the client offers for a collection with items (`/blog-posts`, `/blog-posts/:id`). */
interface CollectionRoutes<Q, L extends Answer, G extends Answer, D extends Answer> {
  $get: (args: { query: Q }) => Promise<L>;
  ":id": {
    $get: (args: { param: { id: string } }) => Promise<G>;
    $delete: (args: { param: { id: string } }) => Promise<D>;
  };
}

/**
 * A content list's typed calls, from its routes (`itemCalls(client["blog-posts"])`): one page of
 * rows, one whole item (list rows leave out long fields such as an article's text), delete.
 */
export const itemCalls = <Q, L extends Answer, G extends Answer, D extends Answer>(routes: CollectionRoutes<Q, L, G, D>) => ({
  list: pages(routes.$get),
  get: (id: number) => data(routes[":id"].$get(byId(id))),
  remove: (id: number) => data(routes[":id"].$delete(byId(id))),
});

/** What `/api/uploads` answers for a stored image (its URL, size, dimensions), typed from the route. */
export type UploadedImage = AnswerData<InferResponseType<typeof client.uploads.$post, 201>>;

/**
 * Sends one prepared photo to `/api/uploads` (the route behind `client.uploads.$post`) with
 * progress, through the product's one photo uploader (islands/lib/upload.ts): fetch, and so the
 * typed client, cannot report how much of a body has gone out. The answer is sorted into stored,
 * refused (4xx, with the server's message) or failed (no answer, or a 5xx: send again); a 401
 * ends the session like any other call.
 */
export async function uploadImage(photo: PreparedPhoto, opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}): Promise<UploadResult<UploadedImage>> {
  const url = apiClient(undefined, `${location.origin}/api`).uploads.$url();
  url.searchParams.set("lang", config.lang);
  const token = readToken();
  // Loaded when a photo is sent: every admin screen loads this file, few send photos.
  const { sendPhoto } = await import("../../lib/upload");
  const result = await sendPhoto<UploadedImage>({ url, headers: token ? { authorization: `Bearer ${token}` } : {}, photo, ...opts });
  if (result.kind === "refused" && result.status === 401) {
    clearSession();
    navigate(LOGIN_PATH, { replace: true, state: { reason: "expired" } });
  }
  return result;
}

export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : config.genericError);
export const fieldErrorsOf = (error: unknown) => (error instanceof ApiError ? error.errors : {});
