import pandacss from "@pandacss/dev/postcss";
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";
// @ts-expect-error: a plain script without type declarations.
import { PASSWORD_LISTS_ASSET, passwordListsAsset } from "./scripts/password-dictionary.mjs";
// @ts-expect-error: a plain script without type declarations.
import { demoShareCards } from "./scripts/share-cards.mjs";

/**
 * The QR area's service worker (islands/offline/sw.ts) as `/sw.js`: a classic script with nothing
 * to import, under a name that never changes (a hashed name would be a new worker at every deploy,
 * and the old one would never learn of it). Its version is a hash of every file of this build and
 * of its own code, so each deploy that changes anything is a new worker with new caches.
 */
function serviceWorker(): Plugin {
  const slot = "__OFFLINE_BUILD_SLOT__";
  return {
    name: "service-worker",
    async generateBundle(_options, bundle) {
      const result = await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        // Workbox's development checks and logs go: only its production code ships.
        define: { "process.env.NODE_ENV": JSON.stringify("production"), __OFFLINE_BUILD__: JSON.stringify(slot) },
        build: {
          write: false,
          target: "es2020",
          minify: true,
          lib: { entry: fileURLToPath(new URL("./islands/offline/sw.ts", import.meta.url)), formats: ["iife"], name: "offlineWorker", fileName: () => "sw.js" },
        },
      });
      const code = ((Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput).output[0].code;
      const version = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).update(code).digest("hex").slice(0, 12);
      this.emitFile({ type: "asset", fileName: "sw.js", source: code.replaceAll(slot, version) });
    },
  };
}

/** The owner screens' islands: the QR area's React islands a signed-in owner moves between. */
const OWNER_ISLANDS = /[\\/]islands[\\/]qr-(login|dashboard|account|business-form|menu-editor|hours|design|reset)\.tsx$/;
/** Every React island (islands/<name>.tsx), the owner screens' and the others. */
const REACT_ISLANDS = /[\\/]islands[\\/][a-z0-9-]+\.tsx$/;
/** The React islands of the landing page (and the toasts, which owner screens show too). */
const LANDING_ISLANDS = /[\\/]islands[\\/](contact-form|portfolio-grid|toaster)\.tsx$/;
/** A QR listing's photo viewer: the page most visitors see fetches only what it needs, in files of its own. */
const LISTING_ISLANDS = /[\\/]islands[\\/]qr-lightbox\.tsx$/;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Gathers the code React islands share into two files instead of some 25 of 0.1 to 5 KiB: on a
 * 400 ms line each file is a round trip, and a plain-HTTP server gets six connections, so the
 * owner waited for them one after another.
 * - "owner-kit": what at least three owner screens import (perhaps the admin panel's screens too,
 *   but no island of the landing page): the header, the notices, the session, the forms' helpers;
 * - "ui-kit": what at least three owner screens import and the landing page's React islands too
 *   (the contact form, the portfolio, the toasts): the translations, the style helpers, the fields.
 * A module that the reviver, a plain-DOM island (the toggles' preferences, the order panel) or the
 * listing's photo viewer reaches is in neither, so a public page never loads the kits before a
 * React island of its own wakes, nor React through them.
 * The test follows a module's importers up to where they start: an island, a lazily loaded chunk
 * (the dialog, the menu form, an admin screen), or the reviver.
 * Neither kit can import the other in a circle: a module's imports have at least its own
 * importers, so the imports of a ui-kit module are ui-kit or public, and public code imports
 * neither kit.
 */
function sharedKit(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (REACT.test(id) || REACT_ISLANDS.test(id)) return null;
  const roots = new Set<string>();
  const seen = new Set<string>();
  /** False when `at` is reached from the reviver or a plain-DOM island. */
  const walk = (at: string): boolean => {
    if (seen.has(at)) return true;
    seen.add(at);
    const info = ctx.getModuleInfo(at);
    if (!info || info.importers.length + info.dynamicImporters.length === 0 || /\.dom\.ts$/.test(at)) return false;
    // An island, or a chunk loaded lazily (which may also be imported directly somewhere).
    if (REACT_ISLANDS.test(at) || info.dynamicImporters.length > 0) roots.add(at);
    return info.importers.every(walk);
  };
  if (!walk(id) || [...roots].some((root) => LISTING_ISLANDS.test(root))) return null;
  if ([...roots].filter((root) => OWNER_ISLANDS.test(root)).length < 3) return null;
  return [...roots].some((root) => LANDING_ISLANDS.test(root)) ? "ui-kit" : "owner-kit";
}

/**
 * The client build: the island reviver and the stylesheet, hashed, with a manifest the server
 * reads to find them. Each island becomes its own lazily loaded chunk (import.meta.glob).
 * `vite build --ssr worker/node.ts` (see package.json) builds the Node server from the same config.
 */
export default defineConfig(({ isSsrBuild }): UserConfig => ({
  plugins: [
    react(),
    // The password policy's word lists as a static asset, which the Worker reads instead of
    // carrying them in its script (worker/lib/password-lists.workerd.ts).
    !isSsrBuild && {
      name: "password-lists",
      generateBundle() {
        this.emitFile({ type: "asset", fileName: PASSWORD_LISTS_ASSET, source: passwordListsAsset() });
      },
    },
    !isSsrBuild && serviceWorker(),
    // The demo pictures as link-preview cards (JPEG, 1200 x 630): previews do not show SVG.
    !isSsrBuild && {
      name: "share-cards",
      async generateBundle() {
        for (const [fileName, source] of (await demoShareCards()) as [string, Uint8Array][]) this.emitFile({ type: "asset", fileName, source });
      },
    },
    // Brotli and gzip twins of every text asset, served as they are by the Node entry.
    !isSsrBuild && compression({ algorithms: ["gzip", "brotliCompress"], include: /\.(js|css|svg|json|txt)$/, threshold: 512, logLevel: "silent" }),
  ],
  resolve: { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } },
  // Panda ships its own postcss copy; the plugin object is the same at run time.
  css: { postcss: { plugins: [pandacss() as never] } },
  publicDir: "public",
  // The server bundle carries its own production React (and everything that uses React), so
  // `npm start` never runs React's development build, whatever NODE_ENV the shell has. Native
  // packages stay external: they load their .node binaries at run time.
  ssr: isSsrBuild ? { noExternal: true, external: ["@libsql/client", "libsql", "@node-rs/argon2", "@node-rs/bcrypt"] } : undefined,
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  build: isSsrBuild
    ? {
        outDir: "dist/server",
        emptyOutDir: true,
        target: "node20",
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        assetsInlineLimit: 0,
        rollupOptions: {
          input: ["islands/client.ts", "pages/global.css"],
          // React and react-dom (with its scheduler) always come together: one file, not three. On a
          // 400 ms line each file is a round trip, and a plain-HTTP server gets six connections.
          // What React islands share is two files more (sharedKit).
          output: { codeSplitting: { groups: [{ name: "react", test: REACT, priority: 2 }, { name: sharedKit, priority: 1, includeDependenciesRecursively: false }] } },
        },
      },
}));
