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
  const { connectNode } = await load("/db/connect.ts");
  const { migrateDatabase } = await load("/db/migrate.ts");
  const { seedDatabase } = await load("/worker/seed/seed.ts");
  const { db, close } = await connectNode(url, process.env.DATABASE_AUTH_TOKEN);
  await migrateDatabase(db);
  const { admin, content } = await seedDatabase(db, { adminUsername: process.env.ADMIN_USERNAME, adminPassword: process.env.ADMIN_PASSWORD });
  console.log(`Migrated ${url.replace(/\/\/.*@/, "//")}${admin ? "; first admin created" : ""}${content ? "; demo content seeded" : ""}.`);
  close();
});
