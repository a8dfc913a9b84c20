// Loads the project's TypeScript modules from plain Node scripts, through Vite's SSR loader
// (the same resolution and aliases as the build), then closes Vite when the work is done.
import { createServer } from "vite";

export async function withSource(work) {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
  try {
    return await work((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}
