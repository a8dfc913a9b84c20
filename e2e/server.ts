import { inject } from "vitest";
import type { E2EServer } from "./global-setup";

/**
 * The server this test file drives. A browser project runs files in a few workers at once, and
 * its global setup (e2e/global-setup.ts) started one server per worker: Vitest numbers its
 * workers 1 to maxWorkers (VITEST_POOL_ID), and each takes the server of its number, so the
 * files of one worker share a server one after another, as all files did when they ran in turn.
 */
export function server(): E2EServer {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}
