// `npm run db:setup`: migrates and seeds the database at DATABASE_URL (a libsql:// Turso URL with
// DATABASE_AUTH_TOKEN, or a local file:), as `npm start` does for the embedded one. Run it before
// `npm run deploy` and after every schema change.
import { withSource } from "./load-ts.mjs";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL (and DATABASE_AUTH_TOKEN for Turso) first.");
  process.exit(2);
}
await withSource(async (load) => {
  const { openNodeDatabase } = await load("/worker/node-deps.ts");
  const { close, seeded: { admin, content } } = await openNodeDatabase(process.env);
  console.log(`Migrated ${url.replace(/\/\/.*@/, "//")}${admin ? "; first admin created" : ""}${content ? "; demo content seeded" : ""}.`);
  close();
});
