/**
 * A small libSQL server for tests and for trying the Worker on a laptop: it answers the
 * "Hrana over HTTP" protocol that Turso speaks and that `@libsql/client/web` (the Worker's
 * database driver) sends, over one database file opened with the `libsql` Node driver.
 *
 * What it understands, and nothing more:
 * - `GET /v2`, `GET /v3`: "this version is spoken" (200); `GET /v3-protobuf` is 404, so a client
 *   that probes for protobuf falls back to JSON. `GET /health` is 200.
 * - `POST /__test/read-only` and `POST /__test/writable`: from then on every write fails with
 *   SQLITE_READONLY (or works again), as on a Turso database that refuses writes.
 * - `POST /v2/pipeline` and `POST /v3/pipeline` with a JSON body `{ baton, requests }`. Requests:
 *   `execute`, `batch` (steps with `ok` / `error` / `not` / `and` / `or` / `is_autocommit`
 *   conditions), `sequence`, `store_sql` / `close_sql`, `get_autocommit` and `close`.
 * - Streams and batons: a pipeline without a baton opens a stream, which is one SQLite connection
 *   of its own (so a transaction begun in one request can be committed in the next). Every answer
 *   carries a fresh baton for the next request of that stream, or `null` once the stream is
 *   closed. A stream left alone for `streamIdleMs` is rolled back and closed, as Turso does.
 *
 * Not implemented: cursors (`/v3/cursor`), `describe`, protobuf, WebSockets, replication. The
 * official client never needs them over HTTP.
 *
 * One process, one thread: each pipeline runs to completion before the next, so statements
 * never interleave inside a request. A write that meets another stream's open transaction fails
 * at once with SQLITE_BUSY instead of waiting (waiting would block the very thread that has to
 * commit that transaction).
 *
 * Like Turso (whose libSQL enables foreign keys on every connection by default), each stream's
 * connection starts with foreign keys on. `foreignKeysByDefault: false` starts them off, as
 * plain SQLite does, to prove that a client turns them on by itself.
 */
import Database from "libsql";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LibsqlServerOptions {
  /** The database file; created if missing. Not `:memory:`: every stream opens its own connection. */
  path: string;
  /** When set, requests must carry `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** How long a stream may wait for its next request before it is rolled back and closed. */
  streamIdleMs?: number;
  /** Foreign keys on for every new connection (true, as Turso) or off (plain SQLite). */
  foreignKeysByDefault?: boolean;
}

// The protocol's JSON shapes (only the fields used here).
type Value =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };
interface Stmt {
  sql?: string;
  sql_id?: number;
  args?: Value[];
  named_args?: { name: string; value: Value }[];
  want_rows?: boolean;
}
type Cond =
  | { type: "ok" | "error"; step: number }
  | { type: "not"; cond: Cond }
  | { type: "and" | "or"; conds: Cond[] }
  | { type: "is_autocommit" };
type BatchStep = { condition?: Cond | null; stmt: Stmt };
// One request of a pipeline, read loosely: which fields matter depends on `type`.
interface StreamRequest {
  type: string;
  stmt?: Stmt;
  batch?: { steps: BatchStep[] };
  sql?: string;
  sql_id?: number;
}
interface ProtoError {
  message: string;
  code: string;
}
type StreamResult = { type: "ok"; response: Record<string, unknown> } | { type: "error"; error: ProtoError };

interface Stream {
  conn: Database.Database;
  /** SQL texts stored with `store_sql`, by id. */
  sqls: Map<number, string>;
  timer?: ReturnType<typeof setTimeout>;
}

/** A refusal of the request as a whole (bad baton, bad body): an HTTP error, not a result. */
class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The protocol handler over a database file, as a `Request → Response` function. */
export function createHranaHandler(options: LibsqlServerOptions) {
  if (options.path === ":memory:") throw new Error("libsql test server: use a file, each stream opens its own connection");
  const idleMs = options.streamIdleMs ?? 10_000;
  const streams = new Map<string, Stream>();

  // Once, for the file: write-ahead logging, so readers never wait for a writer.
  const setup = new Database(options.path);
  setup.exec("PRAGMA journal_mode = WAL");
  setup.close();

  // A database that refuses writes (as Turso does over its quota, or a read-only replica), for
  // tests: SQLite's own query_only on every connection, so writes fail with SQLITE_READONLY.
  let readOnly = false;
  function setReadOnly(value: boolean) {
    readOnly = value;
    for (const stream of streams.values()) stream.conn.exec(`PRAGMA query_only = ${value ? 1 : 0}`);
  }

  function openStream(): Stream {
    const conn = new Database(options.path);
    conn.exec(`PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ${options.foreignKeysByDefault === false ? "OFF" : "ON"}; PRAGMA query_only = ${readOnly ? 1 : 0}`);
    return { conn, sqls: new Map() };
  }

  function closeStream(stream: Stream) {
    clearTimeout(stream.timer);
    if (stream.conn.open) {
      if (stream.conn.inTransaction) stream.conn.exec("ROLLBACK");
      stream.conn.close();
    }
  }

  function sqlOf(stream: Stream, source: { sql?: string; sql_id?: number }) {
    const sql = source.sql ?? (source.sql_id !== undefined ? stream.sqls.get(source.sql_id) : undefined);
    if (sql === undefined) throw protoError("SQL text or a stored sql_id is required", "SQL_NOT_FOUND");
    return sql;
  }

  function execute(stream: Stream, stmt: Stmt) {
    const { conn } = stream;
    const prepared = conn.prepare(sqlOf(stream, stmt));
    const args = bindings(stmt);
    const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
    if (!prepared.reader) {
      const result = prepared.safeIntegers(true).run(args);
      return { cols, rows: [], affected_row_count: result.changes, last_insert_rowid: String(result.lastInsertRowid) };
    }
    // Statements that answer rows (SELECT, and INSERT ... RETURNING): values as the driver has
    // them, integers as BigInt so none loses precision on the way.
    const before = totalChanges(conn);
    const rows = (prepared.safeIntegers(true).raw(true).all(args) as unknown[][]).map((row) => row.map(toValue));
    const wrote = totalChanges(conn) !== before;
    const [changes, rowid] = conn.prepare("SELECT changes(), last_insert_rowid()").raw(true).get() as [number, number];
    return { cols, rows: stmt.want_rows === false ? [] : rows, affected_row_count: wrote ? changes : 0, last_insert_rowid: String(rowid) };
  }

  function batch(stream: Stream, steps: BatchStep[]) {
    const results: (ReturnType<typeof execute> | null)[] = [];
    const errors: (ProtoError | null)[] = [];
    const holds = (cond: Cond): boolean => {
      switch (cond.type) {
        case "ok":
          return results[cond.step] != null;
        case "error":
          return errors[cond.step] != null;
        case "not":
          return !holds(cond.cond);
        case "and":
          return cond.conds.every(holds);
        case "or":
          return cond.conds.some(holds);
        case "is_autocommit":
          return !stream.conn.inTransaction;
      }
    };
    for (const step of steps) {
      if (step.condition && !holds(step.condition)) {
        results.push(null);
        errors.push(null);
        continue;
      }
      try {
        results.push(execute(stream, step.stmt));
        errors.push(null);
      } catch (error) {
        results.push(null);
        errors.push(toProtoError(error));
      }
    }
    return { step_results: results, step_errors: errors };
  }

  /** One request of a pipeline: its result, and whether it closed the stream. */
  function run(stream: Stream, request: StreamRequest): { result: StreamResult; closed?: boolean } {
    const ok = (response: Record<string, unknown>) => ({ result: { type: "ok" as const, response } });
    try {
      switch (request.type) {
        case "close":
          closeStream(stream);
          return { ...ok({ type: "close" }), closed: true };
        case "execute":
          return ok({ type: "execute", result: execute(stream, request.stmt ?? {}) });
        case "batch":
          return ok({ type: "batch", result: batch(stream, request.batch?.steps ?? []) });
        case "sequence":
          stream.conn.exec(sqlOf(stream, request));
          return ok({ type: "sequence" });
        case "store_sql":
          stream.sqls.set(request.sql_id!, sqlOf(stream, { sql: request.sql }));
          return ok({ type: "store_sql" });
        case "close_sql":
          stream.sqls.delete(request.sql_id!);
          return ok({ type: "close_sql" });
        case "get_autocommit":
          return ok({ type: "get_autocommit", is_autocommit: !stream.conn.inTransaction });
        default:
          throw protoError(`unsupported request type "${request.type}"`, "NOT_SUPPORTED");
      }
    } catch (error) {
      return { result: { type: "error", error: toProtoError(error) } };
    }
  }

  function pipeline(body: { baton?: string | null; requests?: StreamRequest[] }) {
    if (!body || !Array.isArray(body.requests)) throw new RequestError(400, "expected { baton, requests: [...] }");
    let stream: Stream;
    if (body.baton) {
      const found = streams.get(body.baton);
      if (!found) throw new RequestError(400, "unknown or expired baton: the stream is closed");
      streams.delete(body.baton);
      clearTimeout(found.timer);
      stream = found;
    } else {
      stream = openStream();
    }
    const results: StreamResult[] = [];
    let closed = false;
    for (const request of body.requests) {
      if (closed) {
        results.push({ type: "error", error: { message: "the stream is closed", code: "STREAM_CLOSED" } });
        continue;
      }
      const step = run(stream, request);
      results.push(step.result);
      closed = !!step.closed;
    }
    let baton: string | null = null;
    if (!closed) {
      baton = randomBytes(16).toString("base64url");
      streams.set(baton, stream);
      const expiring = baton;
      stream.timer = setTimeout(() => {
        streams.delete(expiring);
        closeStream(stream);
      }, idleMs);
      stream.timer.unref?.();
    }
    return { baton, base_url: null, results };
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (options.authToken && request.headers.get("authorization") !== `Bearer ${options.authToken}`) {
      return json(401, { message: "Unauthorized: wrong or missing auth token", code: "UNAUTHORIZED" });
    }
    if (request.method === "GET") {
      return ["/v2", "/v3", "/health"].includes(url.pathname) ? new Response("ok") : new Response("Not found", { status: 404 });
    }
    if (request.method === "POST" && (url.pathname === "/__test/read-only" || url.pathname === "/__test/writable")) {
      setReadOnly(url.pathname === "/__test/read-only");
      return new Response("ok");
    }
    if (request.method !== "POST" || !["/v2/pipeline", "/v3/pipeline"].includes(url.pathname)) {
      return new Response("Not found", { status: 404 });
    }
    try {
      return json(200, pipeline(await request.json()));
    } catch (error) {
      if (error instanceof RequestError) return json(error.status, { message: error.message });
      if (error instanceof SyntaxError) return json(400, { message: `malformed JSON: ${error.message}` });
      throw error;
    }
  }

  return {
    handle,
    /** Streams waiting for their next request. */
    openStreams: () => streams.size,
    /** Refuse writes (SQLITE_READONLY) or accept them again; also `POST /__test/read-only` and `/__test/writable`. */
    setReadOnly,
    close() {
      for (const stream of streams.values()) closeStream(stream);
      streams.clear();
    },
  };
}

export interface LibsqlServer {
  /** `http://127.0.0.1:<port>`, the `DATABASE_URL` to give clients. */
  url: string;
  port: number;
  handler: ReturnType<typeof createHranaHandler>;
  close(): Promise<void>;
}

/** Serves the handler over HTTP on 127.0.0.1 (port 0: any free port). */
export async function startLibsqlServer(options: LibsqlServerOptions & { port?: number }): Promise<LibsqlServer> {
  const handler = createHranaHandler(options);
  const server: Server = createServer(async (req, res) => {
    try {
      const response = await handler.handle(await toRequest(req));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    handler,
    async close() {
      handler.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: req.method === "GET" ? undefined : body });
}

function bindings(stmt: Stmt): unknown[] | Record<string, unknown> {
  if (stmt.named_args?.length) {
    // The driver takes names without their prefix (:name, @name, $name).
    return Object.fromEntries(stmt.named_args.map(({ name, value }) => [name.replace(/^[:@$]/, ""), fromValue(value)]));
  }
  return (stmt.args ?? []).map(fromValue);
}

function fromValue(value: Value): unknown {
  switch (value.type) {
    case "null":
      return null;
    case "integer":
      return BigInt(value.value);
    case "float":
      return value.value;
    case "text":
      return value.value;
    case "blob":
      return Buffer.from(value.base64, "base64");
  }
}

function toValue(value: unknown): Value {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  // With safe integers on, the driver hands integers as BigInt, so a number is always a REAL.
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof Uint8Array) return { type: "blob", base64: Buffer.from(value).toString("base64") };
  return { type: "text", value: String(value) };
}

const totalChanges = (conn: Database.Database) => (conn.prepare("SELECT total_changes()").raw(true).get() as [number])[0];

function protoError(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

function toProtoError(error: unknown): ProtoError {
  const { message, code } = error as { message?: string; code?: string };
  return { message: message ?? String(error), code: code ?? "UNKNOWN" };
}
