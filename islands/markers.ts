/**
 * The contract between the server's island wrapper and the client reviver. Both sides import
 * this module and nothing of each other.
 */
export const ISLAND_TAG = "agency-island";
export const ISLAND_NAME_ATTR = "data-island";
export const ISLAND_PROPS_ATTR = "data-props";
export const ISLAND_HYDRATE_ATTR = "data-hydrate";
/** Set on the wrapper once the island runs (hydrated, or mounted for a DOM island). */
export const ISLAND_READY_ATTR = "data-hydrated";
/** Set on the wrapper while a tap or a submit waits for the island to wake up. */
export const ISLAND_WAKING_ATTR = "data-waking";

/**
 * When an island wakes up:
 * - `load`: at once;
 * - `idle`: when the main thread is idle;
 * - `visible`: when it comes near the viewport;
 * - `interaction`: when the visitor reaches for it (hover, focus, touch); such an island takes
 *   over its links (a lightbox over image links), so a tap on one is held and replayed too;
 * - `alongside`: never on its own account: it hydrates together with the first island of the
 *   page that brings React (a toaster that only shows what other islands push).
 * Whatever the strategy, a tap, key press or submit on the island wakes it at once, and is held,
 * then replayed on the hydrated island (see islands/client.ts).
 */
export type HydrateStrategy = "load" | "idle" | "visible" | "interaction" | "alongside";
