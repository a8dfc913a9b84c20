import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../lib/respond";

/** The API's standard replies, in the request's language. */
export const itemNotFound = (c: Context<AppEnv>) => fail(c, 404, c.var.t("api.itemNotFound"));
export const created = <T>(c: Context<AppEnv>, data: T) => ok(c, data, 201, c.var.t("api.created"));
export const updated = <T>(c: Context<AppEnv>, data: T) => ok(c, data, 200, c.var.t("api.updated"));
export const deleted = (c: Context<AppEnv>, id: number) => ok(c, { id }, 200, c.var.t("api.deleted"));

/**
 * For a throttled request: sets Retry-After (seconds) and returns the message saying how many
 * minutes to wait, in the request's language. Pages that answer 429 themselves use it directly.
 */
export function retryLater(c: Context<AppEnv>, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.var.t("api.tooManyRequests", { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/** The API's 429: Retry-After and the wait in minutes in the message. */
export const tooManyRequests = (c: Context<AppEnv>, retryAfterSeconds: number) => fail(c, 429, retryLater(c, retryAfterSeconds));
