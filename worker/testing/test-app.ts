import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { schema } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { seedDatabase } from "../../db/seed";
import { createApp } from "../app";
import { createMemoryBlobStore } from "../blob/memory";
import type { AppConfig, AppDeps } from "../env";
import { assetsFromManifest } from "../render/assets";

export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery-staple" };

/** A small manifest shaped like Vite's, so SSR tests see hashed URLs and preloads. */
export const testManifest = {
  "islands/client.ts": { file: "assets/client-abc.js", isEntry: true, dynamicImports: ["islands/lang-toggle.tsx"] },
  "pages/global.css": { file: "assets/global-abc.css", isEntry: true },
  "islands/lang-toggle.tsx": { file: "assets/lang-toggle-abc.js", isDynamicEntry: true, imports: ["_react-abc.js"] },
  "islands/theme-toggle.tsx": { file: "assets/theme-toggle-abc.js", isDynamicEntry: true, imports: ["_react-abc.js"] },
  "_react-abc.js": { file: "assets/react-abc.js" },
};

/**
 * The real app over a fresh in-memory libSQL database with the committed migrations applied
 * (and the demo content unless `seed: false`), and an in-memory blob store.
 */
export async function createTestApp(options: { seed?: boolean; config?: AppConfig } = {}) {
  const client = createClient({ url: ":memory:" });
  await client.execute("PRAGMA foreign_keys = ON");
  const db = drizzle(client, { schema });
  await migrateDatabase(db);
  if (options.seed !== false) {
    await seedDatabase(db, { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password, log: () => {} });
  }
  const blobs = createMemoryBlobStore();
  const deps: AppDeps = { db, blobs, assets: assetsFromManifest(testManifest), config: options.config };
  return { app: createApp(deps), deps, db, blobs, client };
}
