import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The caller's IP for throttling; "unknown" when the runtime cannot tell (all such share a bucket). */
export const clientIpOf = (c: Context<AppEnv>) => c.var.deps.clientIp?.(c) || "unknown";
