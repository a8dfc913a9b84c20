import { hc } from "hono/client";
import { createApp } from "../app";
import { createMemoryBlobStore } from "../blob/memory";
import type { AppConfig } from "../env";
import type { RequestLogLine } from "../lib/log-line";
import { nodeDeps } from "../node-deps";
import { assetsFromManifest } from "../render/assets";
import type { Api as ApiRoutes } from "../routes/api";
import { clientOf, TEST_ADMIN, templateCopy } from "./db-template";

export { TEST_ADMIN };

/** A small manifest shaped like Vite's, so SSR tests see hashed URLs and preloads. */
export const testManifest = {
  "islands/client.ts": { file: "assets/client-abc.js", isEntry: true, dynamicImports: ["islands/lang-toggle.tsx"] },
  "pages/global.css": { file: "assets/global-abc.css", isEntry: true },
  "islands/lang-toggle.tsx": { file: "assets/lang-toggle-abc.js", isDynamicEntry: true, imports: ["_react-abc.js"] },
  "islands/theme-toggle.tsx": { file: "assets/theme-toggle-abc.js", isDynamicEntry: true, imports: ["_react-abc.js"] },
  "_react-abc.js": { file: "assets/react-abc.js" },
};

/**
 * The real app, wired as `npm start` wires it (nodeDeps), over a fresh in-memory libSQL database
 * with the committed migrations applied (and the demo content unless `seed: false`), an
 * in-memory blob store, and no page cache. The database is a copy of a template migrated and
 * seeded once per run (worker/testing/db-template.ts), not migrated again for each app. The demo
 * content keeps its SVG artwork unless `photos: true`: then the app is migrated and seeded on its
 * own, the demo photos run through the image pipeline into its blob store.
 */
export async function createTestApp(options: { seed?: boolean; photos?: boolean; config?: AppConfig } = {}) {
  const env = {
    DATABASE_URL: ":memory:",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_ORIGIN: options.config?.publicOrigin,
  };
  const blobs = createMemoryBlobStore();
  const { deps } = await nodeDeps(env, {
    // In place of DATABASE_URL=:memory: migrated and seeded here: a copy of the templates.
    ...(options.photos ? { seed: options.seed, seedPhotos: true, log: () => {} } : { database: await templateCopy(options.seed ?? true), seedPhotos: false }),
    assets: assetsFromManifest(testManifest),
    blobs,
    // Tests pick the caller's address with a header, to exercise per-IP throttling.
    clientIp: (c) => c.req.header("x-test-ip") ?? "203.0.113.1",
    cachePages: false,
  });
  // Each request's log line is kept here (not printed): tests read what the operator would see.
  const logs: RequestLogLine[] = [];
  deps.log = (line) => void logs.push(line);
  const { db } = deps;
  const app = createApp(deps);
  // The libSQL client under drizzle, for tests that run raw SQL or wrap the connection.
  const client = clientOf(db);
  const typed = typedClient(app);
  return {
    app,
    deps,
    db,
    blobs,
    client,
    logs,
    typed,
    /** Logs an admin in (the seeded one unless named) and returns the bearer token. */
    adminToken: (username?: string, password?: string) => adminTokenOf(typed, username, password),
    /** The typed client with `?lang=` on every request, for answers in one language (none: `typed`). */
    typedIn: (lang?: "ar" | "en") => (lang ? typedClient(app, undefined, { lang }) : typed),
  };
}

/**
 * The API's own typed client (hono/client) over app.request(): every route with its input and
 * answer types, so a helper that sends a renamed field, or reads one, fails the typecheck.
 * Per-call headers go in the second argument: `typed.auth.login.$post({ json }, { headers })`.
 * `query` is added to every request's address: `{ lang: "en" }` asks for English answers on
 * routes whose typed input has no query of their own.
 */
export const typedClient = (app: ReturnType<typeof createApp>, headers?: Record<string, string>, query?: Record<string, string>) =>
  hc<ApiRoutes>("http://localhost/api", {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!query) return app.request(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return app.request(url, init);
    },
    headers,
  });

export type TypedClient = ReturnType<typeof typedClient>;

/** Logs an admin in through the typed client and returns the bearer token. */
export async function adminTokenOf(typed: TypedClient, username = TEST_ADMIN.username, password = TEST_ADMIN.password) {
  const json = await (await typed.auth.login.$post({ json: { username, password } })).json();
  if (!json.success) throw new Error(`admin login failed: ${JSON.stringify(json)}`);
  return json.data.token;
}
