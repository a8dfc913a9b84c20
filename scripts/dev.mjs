// `npm run dev`: the same app as `npm start`, served through Vite's dev server. Islands and
// styles hot-reload in the browser (React Fast Refresh, Panda via PostCSS); pages and the API are
// re-imported on every change, and a full reload is pushed when a server-only file changes.
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createServer as createViteServer } from "vite";

const port = Number(process.env.PORT ?? 8787);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

// The database and blob store outlive code reloads: built once, from the source modules.
const { connectNode } = await vite.ssrLoadModule("/db/connect.ts");
const { migrateDatabase } = await vite.ssrLoadModule("/db/migrate.ts");
const { seedDatabase } = await vite.ssrLoadModule("/worker/seed/seed.ts");
const { createFsBlobStore } = await vite.ssrLoadModule("/worker/blob/fs.ts");
const { devAssets } = await vite.ssrLoadModule("/worker/render/assets.ts");
const { db } = await connectNode(process.env.DATABASE_URL ?? "file:data/app.db", process.env.DATABASE_AUTH_TOKEN);
await migrateDatabase(db);
await seedDatabase(db, { adminUsername: process.env.ADMIN_USERNAME, adminPassword: process.env.ADMIN_PASSWORD });
const deps = {
  db,
  blobs: createFsBlobStore(resolve(process.env.UPLOADS_DIR ?? "data/uploads")),
  assets: devAssets(),
  config: { publicOrigin: process.env.PUBLIC_ORIGIN || undefined, dev: true },
};

const handle = getRequestListener(async (request) => {
  const { createApp } = await vite.ssrLoadModule("/worker/app.ts");
  return createApp(deps).fetch(request);
});

// Islands hot-update themselves; anything else the server renders needs a page reload.
vite.watcher.on("change", (file) => {
  const rel = file.slice(process.cwd().length + 1);
  if (/^(pages|shared|worker|locales|db)\//.test(rel) && !rel.endsWith(".css")) {
    vite.environments.client.hot.send({ type: "full-reload" });
  }
});

createServer((req, res) => vite.middlewares(req, res, () => handle(req, res))).listen(port, () => {
  console.log(`Dev server on http://localhost:${port}`);
});
