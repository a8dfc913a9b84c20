// Loads the project's TypeScript modules from plain Node scripts, through Vite's SSR loader
// (the same resolution and aliases as the build), then closes Vite when the work is done.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

/**
 * `serverOnly: true` skips vite.config.ts for a script that loads only server code (the
 * database, services, the seed): loading that config imports the React, Panda CSS and
 * compression plugins, which takes seconds and which server modules never use. The one
 * setting they do need, the `styled-system` alias, is given here as vite.config.ts gives it.
 */
export async function withSource(work, { serverOnly = false } = {}) {
  const light = serverOnly ? { configFile: false, resolve: { alias: { "styled-system": fileURLToPath(new URL("../styled-system", import.meta.url)) } } } : {};
  const vite = await createServer({ ...light, server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
  try {
    return await work((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}
