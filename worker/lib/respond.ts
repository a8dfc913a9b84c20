import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** `{ success: true, data, message? }`: the API's success envelope. */
export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) =>
  c.json(message === undefined ? { success: true as const, data } : { success: true as const, message, data }, status);

/** `{ success: false, message, errors? }` with an honest status code. */
export const fail = (c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) =>
  c.json(errors ? { success: false as const, message, errors } : { success: false as const, message }, status);
