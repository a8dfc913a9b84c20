/**
 * The contract between the server's island wrapper and the client reviver. Both sides import
 * this module and nothing of each other.
 */
export const ISLAND_TAG = "agency-island";
export const ISLAND_NAME_ATTR = "data-island";
export const ISLAND_PROPS_ATTR = "data-props";
export const ISLAND_HYDRATE_ATTR = "data-hydrate";

/**
 * When an island wakes up: at once, when the main thread is idle, when it scrolls into view, or
 * on the first interaction with it (the click that woke it is replayed once it is hydrated).
 */
export type HydrateStrategy = "load" | "idle" | "visible" | "interaction";
