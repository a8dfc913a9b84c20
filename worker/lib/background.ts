import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * Runs `work` after the answer has gone, so how long it takes tells the caller nothing (the
 * "forgot password" answer must take as long for an unknown address as for a known one, whose
 * e-mail waits on the SMTP server). Where the runtime gives an execution context (Workers, and
 * tests that pass one to `app.request`), it is told to wait for the work; on Node the promise
 * simply runs on. A failure is logged, never thrown at a request that has already been answered.
 */
export function inBackground(c: Context<AppEnv>, work: () => Promise<unknown>) {
  const settled = work().catch((error: unknown) => console.error(`background work of ${c.req.method} ${c.req.path} failed:`, error));
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    // Node's server passes no execution context: Hono throws when it is read.
  }
  ctx?.waitUntil(settled);
}
