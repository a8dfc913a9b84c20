import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The current time of the app handling this request: its injected clock, or the system's. */
export const nowOf = (c: Context<AppEnv>) => c.var.deps.now?.() ?? Date.now();
