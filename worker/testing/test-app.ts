import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { schema } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { seedDatabase } from "../seed/seed";
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
  const deps: AppDeps = {
    db,
    blobs,
    assets: assetsFromManifest(testManifest),
    config: options.config,
    // Tests pick the caller's address with a header, to exercise per-IP throttling.
    clientIp: (c) => c.req.header("x-test-ip") ?? "203.0.113.1",
  };
  const app = createApp(deps);
  return { app, deps, db, blobs, client, api: apiClient(app) };
}

type Json = Record<string, unknown> | unknown[];

/** Small JSON client over app.request(): `api.get(path, token)`, `api.post(path, body, token)`. */
export function apiClient(app: ReturnType<typeof createApp>) {
  const send = async (method: string, path: string, body?: Json | string, token?: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, json };
  };
  return {
    get: (path: string, token?: string, headers?: Record<string, string>) => send("GET", path, undefined, token, headers),
    post: (path: string, body?: Json | string, token?: string, headers?: Record<string, string>) => send("POST", path, body, token, headers),
    put: (path: string, body?: Json | string, token?: string, headers?: Record<string, string>) => send("PUT", path, body, token, headers),
    delete: (path: string, token?: string, headers?: Record<string, string>) => send("DELETE", path, undefined, token, headers),
    /** Logs the seeded admin in and returns the bearer token. */
    async adminToken(username = TEST_ADMIN.username, password = TEST_ADMIN.password) {
      const res = await send("POST", "/auth/login", { username, password });
      if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.json)}`);
      return res.json.data.token as string;
    },
  };
}
