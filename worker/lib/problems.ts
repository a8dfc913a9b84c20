import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * Something that went wrong while answering a request that still got its page: a section of the
 * landing page that could not be read, photo sizes that could not be looked up, a visit that
 * could not be counted. Each is kept with the request (`c.var.problems`, a `Problem` of
 * worker/lib/log-line.ts) and written in its one log line, with the request's id, instead of a
 * loose console line that nothing ties to the request.
 */

/** An error handler for `where` that notes the error on this request. */
export function noteProblem(c: Context<AppEnv>, where: string): (error: unknown) => void {
  return (error) => {
    const e = error instanceof Error ? error : new Error(String(error));
    const problems = c.get("problems") ?? [];
    problems.push({ where, name: e.name, message: e.message, stack: e.stack });
    c.set("problems", problems);
  };
}
