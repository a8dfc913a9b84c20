import pandacss from "@pandacss/dev/postcss";
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";
// @ts-expect-error: a plain script without type declarations.
import { PASSWORD_LISTS_ASSET, passwordListsAsset } from "./scripts/password-dictionary.mjs";

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
          output: { codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
        },
      },
}));
