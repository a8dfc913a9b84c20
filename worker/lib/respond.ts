import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** `{ success: true, data, message? }`: the API's success envelope. */
export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) =>
  c.json(message === undefined ? { success: true as const, data } : { success: true as const, message, data }, status);

/** This request's id (worker/middleware/request-log.ts), for the answers of server failures. */
const requestIdOf = (c: Context) => (c.var as { requestId?: string }).requestId;

/**
 * `{ success: false, message, errors? }` with an honest status code. A 5xx also carries the
 * request's id (`requestId`), as every server failure does, so a person's report finds its log line.
 */
export const fail = (c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) =>
  c.json(
    {
      success: false as const,
      message,
      ...(errors ? { errors } : {}),
      ...(status >= 500 ? { requestId: requestIdOf(c) } : {}),
    },
    status,
  );
