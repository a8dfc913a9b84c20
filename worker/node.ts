/**
 * Node entry (`npm start`): the embedded libSQL file, images on disk, the built client from
 * dist/client, gzip for dynamic responses and precompressed brotli/gzip for static ones.
 */
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { connectNode, isRemoteUrl } from "../db/connect";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "./seed/seed";
import { createApp } from "./app";
import { createFsBlobStore } from "./blob/fs";
import { assetsFromManifest, type ViteManifest } from "./render/assets";
import { memoryPageCache } from "./render/page-cache";
import { databaseContentVersion, memoryContentVersion } from "./services/content-version";

const env = process.env;
const port = Number(env.PORT ?? 8787);
const clientDir = resolve(env.CLIENT_DIR ?? "dist/client");

const databaseUrl = env.DATABASE_URL ?? "file:data/app.db";
const { db, close } = await connectNode(databaseUrl, env.DATABASE_AUTH_TOKEN);
await migrateDatabase(db);
await seedDatabase(db, { adminUsername: env.ADMIN_USERNAME, adminPassword: env.ADMIN_PASSWORD });

const manifest = JSON.parse(readFileSync(resolve(clientDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
const app = createApp({
  db,
  blobs: createFsBlobStore(resolve(env.UPLOADS_DIR ?? "data/uploads")),
  assets: assetsFromManifest(manifest),
  config: { publicOrigin: env.PUBLIC_ORIGIN || undefined },
  pageCache: memoryPageCache(),
  // Several processes (or a Worker) on one database must all see each write at once: then the
  // cache's version is read from the database on each cached request. A file served by this
  // process alone keeps it in memory, a query saved per request (writes still bump the
  // database's too). DATABASE_SHARED=1 says a file is shared; a remote URL always is.
  contentVersion:
    isRemoteUrl(databaseUrl) || env.DATABASE_SHARED === "1" ? databaseContentVersion(db) : memoryContentVersion(db),
  // Behind a reverse proxy set TRUST_PROXY=1 so throttling sees the visitor, not the proxy.
  clientIp: (c) =>
    (env.TRUST_PROXY === "1" ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined) || getConnInfo(c).remote.address,
});

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
