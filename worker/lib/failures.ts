/**
 * What went wrong underneath a request, in the terms a visitor's answer needs. A database that
 * cannot be reached (the network to Turso, a server restarting, a file locked by another process)
 * and a database that refuses writes (a Turso database over its quota, a read-only replica, a
 * disk mounted read-only) are not bugs in this code: they pass, so the answer is 503 with a
 * Retry-After and a message saying "try again in a moment", never a bare 500.
 */
export type Outage = "unavailable" | "read-only";

/** libSQL's codes for a database that refuses writes (BLOCKED: Turso's quota stop). */
const READ_ONLY = new Set(["SQLITE_READONLY", "BLOCKED"]);
/**
 * libSQL's codes for a database that is not there right now: the HTTP server answered 5xx, the
 * connection closed, the file is locked or cannot be opened.
 */
const UNAVAILABLE = new Set(["SERVER_ERROR", "HRANA_WEBSOCKET_ERROR", "HRANA_CLOSED_ERROR", "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_CANTOPEN", "SQLITE_IOERR", "SQLITE_FULL"]);
/** How runtimes word a request that never reached the other side (Node's fetch, workerd's). */
const NETWORK = /fetch failed|network connection lost|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/i;

/** The error and every error it wraps (drizzle wraps libSQL's in "Failed query", which wraps fetch's). */
function* chain(error: unknown) {
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) yield e as { code?: unknown; message?: unknown; name?: unknown };
}

/** The outage behind an error, or undefined for anything else (a bug, bad input: a real 500). */
export function outageOf(error: unknown): Outage | undefined {
  for (const e of chain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (READ_ONLY.has(code)) return "read-only";
    if (UNAVAILABLE.has(code)) return "unavailable";
    if (typeof e.message === "string" && NETWORK.test(e.message)) return "unavailable";
    if (typeof e.message === "string" && /readonly database|read-only/i.test(e.message) && code.startsWith("SQLITE")) return "read-only";
  }
  return undefined;
}

/**
 * How long to ask a client to wait before trying again: a connection drop usually heals in
 * seconds; a database that refuses writes waits for a person (a quota raised, a disk fixed).
 */
export const retryAfterSeconds = (outage: Outage) => (outage === "read-only" ? 300 : 30);
