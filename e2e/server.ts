import { inject } from "vitest";
import type { E2EServer } from "./global-setup";

/**
 * The server this test file drives. A browser project runs files in a few workers at once, and
 * its global setup (e2e/global-setup.ts) started one server per worker: Vitest numbers its
 * workers 1 to maxWorkers (VITEST_POOL_ID), and each takes the server of its number, so the
 * files of one worker share a server one after another, as all files did when they ran in turn.
 */
export function server(): E2EServer {
  return ofThisWorker(inject("servers"));
}

/** This worker's one of what the global setup started per worker (servers, browsers). */
export function ofThisWorker<T>(perWorker: T[]): T {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return perWorker[(worker - 1) % perWorker.length]!;
}
