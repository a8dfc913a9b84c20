// Lint: ESLint's and typescript-eslint's recommended rules, syntax only (no type information), so
// it runs on a fresh clone before any build and stays quick; the type rules are tsc's job.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["node_modules/", "dist/", "styled-system/", "data/", ".wrangler/", "bench/results/", "screenshots/", "e2e/artifacts/", "backups/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (`{ password: _p, ...rest }`).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Hooks are called the same way on every render, and an effect names what it reads.
    files: ["islands/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // React Fast Refresh (npm run dev) swaps an island in place only when the island's module
    // exports nothing but components (and plain constants): key lists and helpers live in modules
    // of their own (islands/message-keys.ts), or an edit below it reloads the whole page.
    files: ["islands/*.tsx"],
    plugins: { "react-refresh": reactRefresh },
    rules: { "react-refresh/only-export-components": ["error", { allowConstantExport: true }] },
  },
  {
    // Plain JavaScript (scripts, benches, test helpers) runs on Node; its page.evaluate callbacks
    // run in the browser.
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS stand-ins the Worker bundle takes instead of a package's module (wrangler.toml [alias]).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Imports run one way: worker -> pages -> islands -> shared -> db. The shapes the server sends
  // and takes live in shared/contract/, which pages and islands read (types only in the browser);
  // the one type that crosses from the server is the API's own (`Api`, for the typed client).
  // Tests are free to reach across.
  {
    files: ["pages/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["**/worker/**"], message: "The server renders pages, so pages never import worker/: take types from shared/contract/." },
      ] }],
    },
  },
  {
    files: ["shared/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["**/pages/**", "**/islands/**", "**/worker/**"], message: "shared/ is imported by pages, islands and the server; it imports none of them." },
      ] }],
    },
  },
  {
    files: ["islands/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["**/pages/**"], message: "Islands never import pages (pages render islands): move what both use to shared/." },
        { group: ["**/worker/**"], message: "Islands take the server's shapes from shared/contract/ (`import type`) and call the API through islands/lib/api-client.ts, the one browser module that names the API's type." },
        { group: ["**/shared/contract/**"], allowTypeImports: true, message: "The contract's schemas carry zod and drizzle: islands import only its types (use `import type`)." },
      ] }],
    },
  },
  {
    // The browser's one typed API client: the only island module that names a server type (the API's).
    files: ["islands/lib/api-client.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["**/worker/**", "!**/worker/routes/api"], message: "The API client takes only the API's type from worker/." },
        { group: ["**/worker/routes/api"], allowTypeImports: true, message: "Only the API's type crosses to the browser: `import type { Api }`." },
      ] }],
    },
  },
  {
    files: ["db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["**/worker/**", "**/islands/**", "**/pages/**", "**/shared/**"], message: "db/ (schema, migrations, connections) imports nothing from the app." },
      ] }],
    },
  },
  {
    // The unit tests hash passwords cheaply (worker/lib/password.ts): only test code may switch
    // that on, never a server, a script or a benchmark.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "worker/testing/**", "worker/lib/password.ts"],
    rules: {
      "no-restricted-syntax": ["error", {
        selector: "Identifier[name='useTestPasswordCost']",
        message: "The test password cost is for the unit tests' setup (worker/testing/) and tests only.",
      }],
    },
  },
  {
    files: ["worker/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [
        { group: ["**/islands/**"], message: "The server renders islands through pages/ (pages/components/island.tsx writes the markers); move shared helpers to shared/." },
      ] }],
    },
  },
);
