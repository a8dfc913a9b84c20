// Lint: ESLint's and typescript-eslint's recommended rules, syntax only (no type information), so
// it runs on a fresh clone before any build and stays quick; the type rules are tsc's job.
import js from "@eslint/js";
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
    // Plain JavaScript (scripts, benches, test helpers) runs on Node; its page.evaluate callbacks
    // run in the browser.
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
