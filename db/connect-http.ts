import { createClient, type Client } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import { schema, type DB } from "./client";

/**
 * Opens a remote libSQL database over HTTP (Turso, or the test server in worker/testing): what
 * the Worker uses, and Node too for remote URLs. `libsql://` means HTTPS; `wss://` and `ws://`
 * are read as `https://` and `http://`, so every remote connection takes this one path.
 */
export function connectHttp(url: string, authToken?: string, options: { fetch?: typeof fetch } = {}): { db: DB; client: Client } {
  const httpUrl = url.replace(/^wss:/, "https:").replace(/^ws:/, "http:");
  const client = createClient({ url: httpUrl, authToken, fetch: withForeignKeys(options.fetch ?? ((request: Request) => fetch(request))) });
  return { db: drizzle(client, { schema }), client };
}

const FOREIGN_KEYS_ON = { type: "execute", stmt: { sql: "PRAGMA foreign_keys = ON", want_rows: false } };

/**
 * SQLite enforces foreign keys (and runs ON DELETE CASCADE) only on a connection that has run
 * `PRAGMA foreign_keys = ON`, and the pragma cannot be switched inside a transaction. Over HTTP
 * the server opens a new connection for every request that carries no baton (the token that
 * continues an earlier stream), and the client sends each statement or batch that way. So this
 * fetch wrapper puts the pragma first in every such request, in the same round trip, and takes
 * its answer back out before the client reads the response. Requests that continue a stream
 * already have it. Turso's server turns foreign keys on by itself too; this makes the rule hold
 * whatever server answers.
 *
 * It understands the JSON form of the protocol (the one `@libsql/client/web` sends); any other
 * request passes through untouched.
 */
export function withForeignKeys(fetchImpl: (request: Request) => Promise<Response>) {
  return async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const json = (request.headers.get("content-type") ?? "").startsWith("application/json");
    if (request.method !== "POST" || !json || !new URL(request.url).pathname.endsWith("/pipeline")) return fetchImpl(request);

    const body = (await request.json()) as { baton?: string | null; requests: unknown[] };
    const fresh = !body.baton;
    if (fresh) body.requests.unshift(FOREIGN_KEYS_ON);
    const response = await fetchImpl(new Request(request.url, { method: "POST", headers: request.headers, body: JSON.stringify(body) }));
    if (!fresh || !response.ok) return response;

    const answer = (await response.json()) as { results: { type: string; error?: { message: string } }[] };
    const [pragma] = answer.results.splice(0, 1);
    if (pragma?.type !== "ok") throw new Error(`could not turn foreign keys on: ${pragma?.error?.message ?? "no answer"}`);
    return new Response(JSON.stringify(answer), { status: response.status, headers: { "content-type": "application/json" } });
  };
}
