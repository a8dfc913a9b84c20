/**
 * One line per request, as JSON, so a log service (Workers Logs, `wrangler tail`, journald piped
 * to anything) can filter by field: which request, which route, what status, how long, and on a
 * 5xx the error with its stack. The request id is also in the answer's `X-Request-Id` header, in
 * every 5xx body and on the error page, so the line behind a person's report is one search away.
 */
export interface RequestLogLine {
  time: string;
  level: "info" | "warn" | "error";
  id: string;
  method: string;
  /** The path asked for, without its query (a query can hold a token or a visitor's search). */
  path: string;
  /** The route that answered, as declared (`/api/qr/businesses/:id`), so one route's lines group together. */
  route?: string;
  status: number;
  ms: number;
  /** Cloudflare's id of the request (cf-ray), when it went through Cloudflare. */
  ray?: string;
  /** A database that could not be reached or refused a write ("unavailable", "read-only"). */
  outage?: string;
  error?: { name: string; message: string; stack?: string };
  /** What failed while the request was still answered (a page section, a visit count). */
  problems?: Problem[];
}

/** A failure the request survived (worker/lib/problems.ts). */
export interface Problem {
  /** What was being done, in a few words ("landing page section", "visit not counted"). */
  where: string;
  name: string;
  message: string;
  stack?: string;
}

export type RequestLogger = (line: RequestLogLine) => void;
