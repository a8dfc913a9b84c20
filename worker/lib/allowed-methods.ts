import { PatternRouter } from "hono/router/pattern-router";

/**
 * The methods an app's routes answer on a path, from its route table (`app.routes`), for a 405
 * with an `Allow` header when a request uses another one. Middleware (method ALL) is left out;
 * HEAD is allowed wherever GET is, as the app answers it.
 */
export function allowedMethods(routes: readonly { method: string; path: string }[]) {
  const router = new PatternRouter<string>();
  for (const { method, path } of routes) if (method !== "ALL") router.add("ALL", path, method);
  return (path: string): string[] => {
    // The app's router is strict about a trailing slash: such a path is not a route at all.
    if (path.length > 1 && path.endsWith("/")) return [];
    const methods = new Set(router.match("GET", path)[0].map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  };
}
