import pandacss from "@pandacss/dev/postcss";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";
// @ts-expect-error: a plain script without type declarations.
import { PASSWORD_LISTS_ASSET, passwordListsAsset } from "./scripts/password-dictionary.mjs";

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
        rollupOptions: { input: ["islands/client.ts", "pages/global.css"] },
      },
}));
