// `npm run dev`: the same app as `npm start`, served through Vite's dev server. Islands and
// styles hot-reload in the browser (React Fast Refresh, Panda via PostCSS); pages and the API are
// re-imported on every change, and a full reload is pushed when a server-only file changes.
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { createServer as createViteServer } from "vite";

const port = Number(process.env.PORT ?? 8787);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

// The database and blob store outlive code reloads: built once, from the source modules.
const { nodeDeps } = await vite.ssrLoadModule("/worker/node-deps.ts");
const { devAssets } = await vite.ssrLoadModule("/worker/render/assets.ts");
const { deps } = await nodeDeps(process.env, { assets: devAssets(), dev: true });

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
