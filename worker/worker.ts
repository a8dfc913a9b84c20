/**
 * Cloudflare Workers entry: libSQL over HTTP (Turso, secrets DATABASE_URL and
 * DATABASE_AUTH_TOKEN), images in the R2 bucket bound as IMAGES, static assets served by the
 * platform from dist/client. The tests and `npm run dev:worker` run this same file in workerd
 * against a local libSQL server (worker/testing/libsql-server.ts).
 */
import type { ExecutionContext, ImagesBinding, R2Bucket } from "@cloudflare/workers-types";
import manifest from "#client-manifest";
import { connectHttp } from "../db/connect-http";
import { createApp, type App } from "./app";
import { createR2BlobStore } from "./blob/r2";
import { cloudflareImageProcessor } from "./images/cloudflare";
import { noImageProcessor } from "./images/passthrough";
import { assetsFromManifest } from "./render/assets";
import { edgePageCache, edgeVersionMemo } from "./render/edge-page-cache";
import { databaseContentVersion } from "./services/content-version";

export interface Env {
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  PUBLIC_ORIGIN?: string;
  IMAGES: R2Bucket;
  /**
   * Cloudflare Images, which resizes and re-encodes uploaded photos (`[images]` in wrangler.toml).
   * Without it uploads are only stripped of their metadata and must already be small.
   */
  IMAGE_TRANSFORMS?: ImagesBinding;
}

// One app per isolate: the database client and the manifest lookups are built once.
let app: App | undefined;
let appEnv: Env | undefined;
const assets = assetsFromManifest(manifest);

type EdgeCache = Parameters<typeof edgePageCache>[0];

/**
 * The app as deployed. `cache` is the zone's Cache API unless given: the tests pass one that
 * keeps nothing, which is what a Worker on `*.workers.dev` gets (the Cache API does nothing there).
 */
export function buildApp(env: Env, cache: EdgeCache = (caches as unknown as { default: EdgeCache }).default) {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set (wrangler secret put DATABASE_URL)");
  const { db } = connectHttp(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  return createApp({
    db,
    blobs: createR2BlobStore(env.IMAGES),
    images: env.IMAGE_TRANSFORMS ? cloudflareImageProcessor(env.IMAGE_TRANSFORMS) : noImageProcessor,
    assets,
    config: { publicOrigin: env.PUBLIC_ORIGIN || undefined },
    pageCache: edgePageCache(cache),
    // Read from the database on each cached request (every isolate and every Node process sharing
    // it see one version); the last one read stands in while the database is unreachable.
    contentVersion: databaseContentVersion(db, edgeVersionMemo(cache)),
    clientIp: (c) => c.req.header("cf-connecting-ip"),
  });
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (!app || appEnv !== env) {
      app = buildApp(env);
      appEnv = env;
    }
    return app.fetch(request, env, ctx as never);
  },
};
