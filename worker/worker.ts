/**
 * Cloudflare Workers entry: libSQL over HTTP (Turso, secrets DATABASE_URL and
 * DATABASE_AUTH_TOKEN), images in the R2 bucket bound as IMAGES, static assets served by the
 * platform from dist/client. A D1 binding named DB, when present, stands in for Turso: the
 * workerd tests use it, since no libSQL server runs on the test machines.
 */
import type { D1Database, ExecutionContext, R2Bucket } from "@cloudflare/workers-types";
import { createClient } from "@libsql/client/web";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql/web";
import manifest from "../dist/client/.vite/manifest.json";
import { schema, type DB } from "../db/client";
import { createApp, type App } from "./app";
import { createR2BlobStore } from "./blob/r2";
import { assetsFromManifest } from "./render/assets";
import { edgePageCache } from "./render/edge-page-cache";

export interface Env {
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  PUBLIC_ORIGIN?: string;
  IMAGES: R2Bucket;
  DB?: D1Database;
}

function openDatabase(env: Env): DB {
  if (env.DB) return drizzleD1(env.DB as never, { schema }) as unknown as DB;
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set (wrangler secret put DATABASE_URL)");
  return drizzleLibsql(createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN }), { schema });
}

// One app per isolate: the database client and the manifest lookups are built once.
let app: App | undefined;
let appEnv: Env | undefined;
const assets = assetsFromManifest(manifest);

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (!app || appEnv !== env) {
      app = createApp({
        db: openDatabase(env),
        blobs: createR2BlobStore(env.IMAGES),
        assets,
        config: { publicOrigin: env.PUBLIC_ORIGIN || undefined },
        pageCache: edgePageCache((caches as unknown as { default: Parameters<typeof edgePageCache>[0] }).default),
        clientIp: (c) => c.req.header("cf-connecting-ip"),
      });
      appEnv = env;
    }
    return app.fetch(request, env, ctx as never);
  },
};
