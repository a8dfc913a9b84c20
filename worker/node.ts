/**
 * Node entry (`npm start`): the embedded libSQL file, images on disk, the built client from
 * dist/client, gzip for dynamic responses and precompressed brotli/gzip for static ones.
 */
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createApp } from "./app";
import { nodeDeps, unprocessedImagesNotice } from "./node-deps";
import { assetsFromManifest, type ViteManifest } from "./render/assets";

const env = process.env;
const port = Number(env.PORT ?? 8787);
const clientDir = resolve(env.CLIENT_DIR ?? "dist/client");

const manifest = JSON.parse(readFileSync(resolve(clientDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
const { deps, close } = await nodeDeps(env, { assets: assetsFromManifest(manifest) });
const app = createApp(deps);
// Images stored before the image pipeline have no variants: one line says so, and what to run.
const imagesNotice = await unprocessedImagesNotice(deps.db);
if (imagesNotice) console.log(imagesNotice);

const server = new Hono();
server.use(compress());
// Hashed build output never changes under its name: cache it for a year.
server.use("/assets/*", async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
});
// Mount only what the build produced, so a page request never touches the disk for a miss.
for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
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

const httpServer = serve({ fetch: server.fetch, port }, (info) => {
  console.log(`Listening on http://localhost:${info.port}`);
});

function shutdown() {
  httpServer.close(() => {
    close();
    process.exit(0);
  });
  // Keep-alive sockets may hold the server open; don't wait for them forever.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
