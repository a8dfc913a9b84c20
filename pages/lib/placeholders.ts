import { demoPlaceholders } from "./demo-placeholders";

// Any other image: a soft wash of the brand colours, so a lazy image never shows as a blank tile.
const fallback = "linear-gradient(135deg, rgba(99,102,241,0.35), rgba(139,92,246,0.2))";

/**
 * What an image's box shows until the image itself arrives (its CSS background): the demo
 * artwork's own dominant colours (written by scripts/demo-art.mjs beside the images), else a
 * tinted wash.
 */
export const placeholderOf = (url: string | null | undefined) => (url && demoPlaceholders[url.split("?")[0]]) || fallback;
