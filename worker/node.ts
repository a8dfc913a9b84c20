/**
 * Node entry (`npm start`): the embedded libSQL file, images on disk, the built client from
 * dist/client, gzip for dynamic responses and precompressed brotli/gzip for static ones.
 */
import { serve } from "@hono/node-server";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createApp } from "./app";
import { nodeDeps, unprocessedImagesNotice } from "./node-deps";
import { nodeServer } from "./node-server";
import { assetsFromManifest, type ViteManifest } from "./render/assets";
import { startupBanner } from "./lib/startup-banner";

const env = process.env;
const port = Number(env.PORT ?? 8787);
const clientDir = resolve(env.CLIENT_DIR ?? "dist/client");

const manifest = JSON.parse(readFileSync(resolve(clientDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
const { deps, close } = await nodeDeps(env, { assets: assetsFromManifest(manifest) });
const app = createApp(deps);
// Images stored before the image pipeline have no variants: one line says so, and what to run.
const imagesNotice = await unprocessedImagesNotice(deps.db);
if (imagesNotice) console.log(imagesNotice);

const server = nodeServer(app, clientDir);

const httpServer = serve({ fetch: server.fetch, port }, (info) => {
  // The last lines of `npm start`: where to go.
  void startupBanner(deps.db, `http://localhost:${info.port}`).then((banner) => console.log(banner));
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
