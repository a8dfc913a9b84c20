import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ok } from "../lib/respond";

/** `/api`: every JSON endpoint. Resource sub-apps are mounted here as they arrive. */
export function createApi() {
  const api = new Hono<AppEnv>();
  api.get("/health", (c) => ok(c, { status: "ok", time: new Date().toISOString() }));
  return api;
}
