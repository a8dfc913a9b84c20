import type { Context } from "hono";
import type { AppEnv } from "../env";
import { nowOf } from "./clock";

/** The caller's IP for throttling; "unknown" when the runtime cannot tell (all such share a bucket). */
export const clientIpOf = (c: Context<AppEnv>) => c.var.deps.clientIp?.(c) || "unknown";

/** A login attempt as the login service takes it: the credentials, who sends them, and when. */
export const loginAttemptOf = (c: Context<AppEnv>, credentials: { username: string; password: string }) => ({
  ...credentials,
  ip: clientIpOf(c),
  userAgent: c.req.header("user-agent"),
  now: nowOf(c),
});
