import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../env";
import { outageOf } from "../lib/failures";
import type { RequestLogger, RequestLogLine } from "../lib/log-line";

/** Where lines go unless told: the console, errors on its error stream. */
export const consoleLogger: RequestLogger = (line) => (line.level === "error" ? console.error : console.log)(JSON.stringify(line));

/** A short random id, readable over the phone: 16 hex digits. */
export const newRequestId = () => crypto.randomUUID().replaceAll("-", "").slice(0, 16);

/**
 * The path as the log keeps it. A one-time password link (`/qr/reset/<token>`) carries a secret
 * that lets whoever holds it into an owner's account: the log names the page, not the token.
 */
export const loggedPath = (path: string) => path.replace(/^(\/qr\/reset\/)[^/]+/, "$1[token]");

/**
 * Gives each request its id and writes its line (see worker/lib/log-line.ts) once it is answered.
 * It runs first, around everything, so even a 400 from the Host check or a 413 is logged.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async function requestLog(c, next) {
    const started = performance.now();
    const id = newRequestId();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
    const status = c.res.status;
    const error = c.error;
    const outage = error ? outageOf(error) : undefined;
    // The route of the handler that answered, as declared (a middleware that answered, such as
    // the Host check, gives its own pattern, "/*").
    const route = routePath(c);
    const problems = c.get("problems");
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      // A page answered with a part missing is worth a look, so its line is at least a warning.
      level: status >= 500 ? "error" : status >= 400 || problems?.length ? "warn" : "info",
      id,
      method: c.req.method,
      path: loggedPath(c.req.path),
      ...(route ? { route } : {}),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(c.req.header("cf-ray") ? { ray: c.req.header("cf-ray") } : {}),
      ...(outage ? { outage } : {}),
      ...(error && status >= 500 ? { error: { name: error.name, message: error.message, stack: error.stack } } : {}),
      ...(problems?.length ? { problems } : {}),
    };
    (c.var.deps.log ?? consoleLogger)(line);
  };
}
