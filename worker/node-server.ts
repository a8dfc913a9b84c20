/**
 * What the Node server puts around the app (`npm start`): gzip for dynamic answers, the built
 * client's files (precompressed brotli/gzip) with their cache lifetimes, and the HTTP manners a
 * socket needs. The tests serve the same composition on a real port.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { existsSync, readdirSync } from "node:fs";
import type { App } from "./app";

export function nodeServer(app: App, clientDir: string) {
  const server = new Hono();
  // A body refused before it was read (413) is still on its way in; Node then closes the socket
  // once the answer is out. Saying so (`Connection: close`) keeps the client from sending its
  // next request (the smaller photo, the next page) down that dying connection, where it failed
  // with a network error; it opens a new one instead.
  server.use(async function closeAfterRefusedBody(c, next) {
    await next();
    if (c.res.status === 413) c.res.headers.set("Connection", "close");
  });
  server.use(compress());
  // Hashed build output never changes under its name: cache it for a year.
  server.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The QR area's service worker keeps its address from one deploy to the next: every visit asks
  // whether it changed (browsers look at least daily anyway), so a new build reaches phones at once.
  server.use("/sw.js", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "no-cache");
  });
  // Mount only what the build produced, so a page request never touches the disk for a miss.
  for (const entry of existsSync(clientDir) ? readdirSync(clientDir, { withFileTypes: true }) : []) {
    if (entry.name.startsWith(".") || entry.name.startsWith("_")) continue;
    const path = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
    server.use(path, async (c, next) => {
      await next();
      if (c.res.ok && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "public, max-age=86400");
    });
    server.use(path, serveStatic({ root: clientDir, precompressed: true }));
  }
  // Everything else is the app itself, with its own not-found and error handling.
  server.all("*", (c) => app.fetch(c.req.raw, c.env));
  return server;
}
