/**
 * The type of `#client-manifest` (package.json "imports"): the Vite manifest that `npm run build`
 * writes to dist/client/.vite/manifest.json. Bundlers (wrangler, Vite) load that JSON file; the
 * typecheck reads this declaration instead, so it passes on a fresh clone before any build.
 */
import type { ViteManifest } from "./assets";

declare const manifest: ViteManifest;
export default manifest;
