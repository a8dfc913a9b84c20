/**
 * The app's dependencies on Node, built from environment variables (see README's configuration
 * table). Every Node entry uses these: `npm start` (worker/node.ts), `npm run dev` and
 * `npm run db:setup`, so the database URL, its migrations and seeding, and the upload folder are
 * read the same way everywhere.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { resolve } from "node:path";
import { connectNode, isRemoteUrl } from "../db/connect";
import type { DB } from "../db/client";
import type { BlobStore } from "./blob/blob-store";
import { createFsBlobStore } from "./blob/fs";
import { sharpImageProcessor } from "./images/sharp";
import { nodeMailer } from "./mail/node-mailer";
import type { AppDeps } from "./env";
import type { Assets } from "./render/assets";
import { memoryPageCache } from "./render/page-store";
import { databaseContentVersion, memoryContentVersion } from "./services/content-version";
import { countUnprocessed } from "./services/uploads";
import { planSetup, redactUrl, runSetup } from "./seed/setup";
import type { SeedMedia } from "./seed/seed-photos";

export type NodeEnv = Record<string, string | undefined>;

export interface SeedChoice {
  /**
   * Seed (default): the first admin and, as `npm run db:setup` decides it (worker/seed/setup.ts),
   * the demo content into an empty local database, only the QR categories into a remote one.
   * Off: migrations only.
   */
  seed?: boolean;
  /** Where the generated admin password is printed (the console by default). */
  log?: (line: string) => void;
  /**
   * Where the demo photos are stored and what processes them (worker/seed/seed-photos.ts).
   * Without it the demo content keeps its SVG artwork (`setup.demo.photos` is then "skipped").
   */
  media?: SeedMedia;
}

/**
 * Opens the database at DATABASE_URL (the embedded file by default), applies the migrations,
 * creates the first admin when none exists and seeds what `npm run db:setup` would by default:
 * the demo content into an empty local database, never into a remote one (see planSetup).
 */
export async function openNodeDatabase(env: NodeEnv, { seed = true, log, media }: SeedChoice = {}) {
  const url = env.DATABASE_URL ?? "file:data/app.db";
  const { db, close } = await connectNode(url, env.DATABASE_AUTH_TOKEN);
  const plan = planSetup(url, seed ? undefined : "migrate-only");
  const setup = await runSetup(db, plan, { adminUsername: env.ADMIN_USERNAME, adminPassword: env.ADMIN_PASSWORD, log, media });
  // A server started on an empty remote database shows an empty site: say why, and how to fill it.
  if (seed && plan.remote && setup.demo.status === "skipped" && setup.demo.empty) {
    (log ?? console.log)(`  ${redactUrl(url)} has no content yet. A remote database gets the demo content only from \`npm run db:setup -- --demo\`; or add yours in /admin.`);
  }
  return { db, close, url, setup };
}

/** The blob store and image processor of Node: files under UPLOADS_DIR (data/uploads), sharp. */
export const localMedia = (env: NodeEnv): SeedMedia => ({
  blobs: createFsBlobStore(resolve(env.UPLOADS_DIR ?? "data/uploads")),
  images: sharpImageProcessor(),
});

/**
 * The operator's one line when stored images still lack their variants (uploaded before the
 * image pipeline existed, or a backfill that has not run to the end); undefined when every image
 * is processed. `command` is how to make them where this database's files are.
 */
export async function unprocessedImagesNotice(db: DB, command = "npm run images:backfill") {
  const n = await countUnprocessed(db);
  if (n === 0) return undefined;
  const images = n === 1 ? "1 stored image has" : `${n} stored images have`;
  return `  ${images} no variants yet (uploaded before the image pipeline): run \`${command}\` to make them (see README, "Photos").`;
}

export interface NodeDepsOptions extends SeedChoice {
  assets: Assets;
  /** Development: pages never cached (the code under them changes), no client address lookup. */
  dev?: boolean;
  /**
   * For the API tests, which run the same wiring over `DATABASE_URL=:memory:`: their own blob
   * store (in memory), their own way to name the caller's address, and no page cache (a test
   * that wants one adds it).
   */
  blobs?: BlobStore;
  clientIp?: AppDeps["clientIp"];
  cachePages?: boolean;
  /**
   * Seed the demo photos through the image pipeline into the app's blob store (default). The
   * unit tests turn it off unless a test asks for it: every test app seeds, and photos cost time.
   */
  seedPhotos?: boolean;
  /**
   * A database already opened and prepared, used instead of opening DATABASE_URL: the API tests
   * pass a fresh copy of a migrated (and seeded) template (worker/testing/db-template.ts).
   */
  database?: { db: DB; close(): void; url: string };
}

/**
 * The SMTP mailer of SMTP_URL, sending as MAIL_FROM. A server set up to send mail without saying
 * from whom fails at start, not at each message it could not send.
 */
export function mailerOf(env: NodeEnv) {
  if (!env.MAIL_FROM) throw new Error('SMTP_URL is set but MAIL_FROM is not: set it to the sender, e.g. MAIL_FROM="Agency <no-reply@agency.sy>"');
  return nodeMailer(env.SMTP_URL!, env.MAIL_FROM);
}

/** Everything createApp needs on Node. */
export async function nodeDeps(env: NodeEnv, options: NodeDepsOptions) {
  const local = localMedia(env);
  const media: SeedMedia = { blobs: options.blobs ?? local.blobs, images: local.images };
  const { db, close, url } = options.database ?? (await openNodeDatabase(env, { ...options, media: options.seedPhotos === false ? undefined : media }));
  const deps: AppDeps = {
    db,
    blobs: media.blobs,
    images: media.images,
    assets: options.assets,
    config: { publicOrigin: env.PUBLIC_ORIGIN || undefined, ...(options.dev ? { dev: true } : {}) },
    ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    // One JSON line per request on stdout (errors on stderr) unless LOG_REQUESTS=0.
    ...(env.LOG_REQUESTS === "0" ? { log: () => {} } : {}),
    // E-mail (owners' "forgot password" links) only where an SMTP server is configured.
    ...(env.SMTP_URL ? { mailer: mailerOf(env) } : {}),
  };
  if (options.dev || options.cachePages === false) return { deps, close };
  deps.pageCache = memoryPageCache();
  // Several processes (or a Worker) on one database must all see each write at once: then the
  // cache's version is read from the database on each cached request. A file served by this
  // process alone keeps it in memory, a query saved per request (writes still bump the
  // database's too). DATABASE_SHARED=1 says a file is shared; a remote URL always is.
  deps.contentVersion = isRemoteUrl(url) || env.DATABASE_SHARED === "1" ? databaseContentVersion(db) : memoryContentVersion(db);
  // Behind a reverse proxy set TRUST_PROXY=1 so throttling sees the visitor, not the proxy.
  deps.clientIp ??= (c) =>
    (env.TRUST_PROXY === "1" ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined) || getConnInfo(c).remote.address;
  return { deps, close };
}
