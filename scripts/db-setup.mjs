// `npm run db:setup`: prepares the database at DATABASE_URL (a libsql:// Turso URL with
// DATABASE_AUTH_TOKEN, or a local file:) as `npm start` does for the embedded one. Run it before
// the first `npm run deploy` and after every schema change.
//
//   npm run db:setup                    local file: demo content; remote database: none
//   npm run db:setup -- --demo          the demo content, even into a remote database
//   npm run db:setup -- --no-demo       migrations, the first admin and the QR categories only
//   npm run db:setup -- --migrate-only  migrations only
//
// What each mode writes, and why a remote database gets no demo content unless asked, is in
// worker/seed/setup.ts. The script prints one line per step: what it applied, created or skipped.
//
// The demo photos are stored as real uploads only where this machine can reach the image files:
// a local file: database keeps them under UPLOADS_DIR, as `npm start` does. A remote database's
// images live in the Worker's R2 bucket, which only the Worker reaches, so there the demo keeps
// its SVG artwork.
import { withSource } from "./load-ts.mjs";
import { withOperatorDatabase } from "./operator-db.mjs";

await withSource(async (load) => {
  const { parseSetupArgs, planSetup, runSetup, describeSetup, SETUP_USAGE } = await load("/worker/seed/setup.ts");
  const args = parseSetupArgs(process.argv.slice(2));
  if (!args.ok || args.help) {
    if (!args.ok) console.error(args.message);
    (args.ok ? console.log : console.error)(SETUP_USAGE);
    process.exitCode = args.ok ? 0 : 2;
    return;
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL (and DATABASE_AUTH_TOKEN for Turso) first, e.g. DATABASE_URL=file:data/app.db.");
    process.exitCode = 2;
    return;
  }
  const { localMedia, unprocessedImagesNotice } = await load("/worker/node-deps.ts");
  const plan = planSetup(url, args.mode);
  await withOperatorDatabase(load, url, async (db) => {
    const report = await runSetup(db, plan, {
      adminUsername: process.env.ADMIN_USERNAME,
      adminPassword: process.env.ADMIN_PASSWORD,
      media: plan.remote ? undefined : localMedia(process.env),
    });
    for (const line of describeSetup(url, report)) console.log(line);
    // A remote database's images are in R2: only the deployed Worker can process them.
    const notice = await unprocessedImagesNotice(db, plan.remote ? "npm run images:backfill -- --url https://<your site>" : "npm run images:backfill");
    if (notice) console.log(notice);
  });
}, { serverOnly: true });
