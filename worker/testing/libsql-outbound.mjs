/**
 * How the Worker under test reaches its database: in the workerd project, `DATABASE_URL` is
 * `http://libsql.test`, and Miniflare hands every outgoing fetch of the Worker (and of the test
 * code running beside it) to `forwardToLibsql`, in the test runner's Node process. It passes
 * them on to the libSQL test server that workerd-global-setup.ts started. Plain JavaScript, so
 * the Vitest config can import it by its full name.
 *
 * Two test-only addresses switch the database off and on, so a test can check what visitors
 * get while it is unreachable: `http://libsql.test/__test/down` and `/__test/up`.
 */
import { Response as MiniflareResponse } from "miniflare";
import { LIBSQL_TEST_URL, SERVER_URL_VARIABLE } from "./workerd-constants.mjs";

let down = false;

/** @param {Request} request */
export async function forwardToLibsql(request) {
  const url = new URL(request.url);
  if (url.origin !== LIBSQL_TEST_URL) return new MiniflareResponse(`no network in tests: ${url.origin}`, { status: 502 });
  if (url.pathname === "/__test/down" || url.pathname === "/__test/up") {
    down = url.pathname === "/__test/down";
    return new MiniflareResponse("ok");
  }
  if (down) return new MiniflareResponse("database unreachable (test switch)", { status: 503 });
  const server = process.env[SERVER_URL_VARIABLE];
  if (!server) throw new Error(`${SERVER_URL_VARIABLE} is not set: the workerd project's global setup did not run`);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const answer = await fetch(new URL(url.pathname + url.search, server), { method: request.method, headers: request.headers, body });
  return new MiniflareResponse(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
}
