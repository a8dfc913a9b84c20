// Throughput and latency of routes under load (autocannon, 50 connections), and the reference: a
// plain-text Hono route on @hono/node-server in its own process.
import autocannon from "autocannon";
import { spawn } from "node:child_process";

export async function measure(url, { connections = 50, duration = 10, headers = {} } = {}) {
  const r = await autocannon({ url, connections, duration, headers });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const plainServer = `
import { serve } from "@hono/node-server";
import { Hono } from "hono";
const app = new Hono().get("/", (c) => c.text("ok"));
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, () => console.log("ready"));
`;

/** The reference: the simplest Hono route on the same runtime, measured the same way. */
export async function startPlainServer(port) {
  const child = spawn("node", ["--input-type=module", "-e", plainServer], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}
