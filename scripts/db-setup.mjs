// `npm run db:setup`: migrates and seeds the database at DATABASE_URL (a libsql:// Turso URL with
// DATABASE_AUTH_TOKEN, or a local file:), as `npm start` does for the embedded one. Run it before
// `npm run deploy` and after every schema change.
//
// The demo photos are stored as real uploads only where this machine can reach the image files:
// a local file: database keeps them under UPLOADS_DIR, as `npm start` does. A remote database's
// images live in the Worker's R2 bucket, which only the Worker reaches, so there the demo keeps
// its SVG artwork and this script says photos were skipped.
import { withSource } from "./load-ts.mjs";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL (and DATABASE_AUTH_TOKEN for Turso) first.");
  process.exit(2);
}
await withSource(async (load) => {
  const { openNodeDatabase, localMedia, unprocessedImagesNotice } = await load("/worker/node-deps.ts");
  const { isRemoteUrl } = await load("/db/connect.ts");
  const remote = isRemoteUrl(url);
  const { db, close, seeded } = await openNodeDatabase(process.env, { media: remote ? undefined : localMedia(process.env) });
  const { admin, content, photos } = seeded;
  const photoNote = photos === "skipped" ? " (demo photos skipped: no local image store for a remote database, SVG artwork instead)" : photos === "failed" ? " (some demo photos failed, SVG artwork instead)" : "";
  console.log(`Migrated ${url.replace(/\/\/.*@/, "//")}${admin ? "; first admin created" : ""}${content ? "; demo content seeded" : ""}${photoNote}.`);
  // A remote database's images are in R2: only the deployed Worker can process them.
  const notice = await unprocessedImagesNotice(db, remote ? "npm run images:backfill -- --url https://<your site>" : "npm run images:backfill");
  if (notice) console.log(notice);
  close();
});
