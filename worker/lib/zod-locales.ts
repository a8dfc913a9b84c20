/**
 * What the Worker bundle gets for zod's own `locales` module (wrangler.toml `[alias]`): English
 * only.
 *
 * zod's entry re-exports its ~50 translations of its error messages (`z.locales`,
 * `z.core.locales`), and `z` is a namespace object that esbuild keeps whole when it is imported by
 * name (`import { z } from "zod"`, as this project and drizzle-zod do), so every translation was
 * bundled (about 260 KiB minified) though nothing here reads one: validation speaks in our own
 * message keys (`z.config({ customError })`, shared/contract/fields.ts), which locales/*.json
 * translate. English stays, as `z.locales.en`: it is zod's default message table, which zod's
 * schemas import directly anyway.
 */
export { default as en } from "zod/v4/locales/en.js";
