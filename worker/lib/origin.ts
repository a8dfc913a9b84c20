import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * The origin absolute links are built on: PUBLIC_ORIGIN when it is set, else the request's own.
 *
 * The request's origin comes from its Host header (or an absolute request target), which any
 * client can forge. So everything built on it must be cached per origin (the page and API
 * caches key on this value), and nothing built on a forged one may be stored for long by
 * anyone else (see `isConfiguredOrigin`). Production sets PUBLIC_ORIGIN, and then no request can
 * change a single link.
 */
export const originOf = (c: Context<AppEnv>) => c.var.deps.config?.publicOrigin ?? new URL(c.req.url).origin;

/**
 * Whether links are built on the configured PUBLIC_ORIGIN rather than the request's Host: only
 * then may an answer that contains them be cached by browsers and proxies for long (a shared
 * cache keyed on the path alone would otherwise keep a forged origin for a year).
 */
export const isConfiguredOrigin = (c: Context<AppEnv>) => !!c.var.deps.config?.publicOrigin;

/**
 * Cache-Control for an answer whose body holds absolute links: `longLived` under PUBLIC_ORIGIN,
 * else `no-cache` (stored, but checked with the server before each use), so an answer made for a
 * forged Host never outlives the request that asked for it in a shared cache.
 */
export const linkCacheControl = (c: Context<AppEnv>, longLived: string) => (isConfiguredOrigin(c) ? longLived : "no-cache");
