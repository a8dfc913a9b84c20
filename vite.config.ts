import pandacss from "@pandacss/dev/postcss";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * The client build: the island reviver and the stylesheet, hashed, with a manifest the server
 * reads to find them. Each island becomes its own lazily loaded chunk (import.meta.glob).
 * `vite build --ssr worker/node.ts` (see package.json) builds the Node server from the same config.
 */
export default defineConfig(({ isSsrBuild }): UserConfig => ({
  plugins: [
    react(),
    // Brotli and gzip twins of every text asset, served as they are by the Node entry.
    !isSsrBuild && compression({ algorithms: ["gzip", "brotliCompress"], include: /\.(js|css|svg|json|txt)$/, threshold: 512, logLevel: "silent" }),
  ],
  resolve: { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } },
  // Panda ships its own postcss copy; the plugin object is the same at run time.
  css: { postcss: { plugins: [pandacss() as never] } },
  publicDir: "public",
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
