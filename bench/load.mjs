// `npm run bench:load`: 60 s of mixed reads and writes at 50 connections against the real server.
// Prints the figures and checks that there were no errors and that every write the
// server acknowledged is really there afterwards.
import autocannon from "autocannon";
import { ADMIN, ensureBuild, startServer } from "./lib/server.mjs";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
ensureBuild();
const server = await startServer();
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const token = (await login.json()).data.token;
  const listing = (await (await fetch(`${server.url}/api/qr/admin`, { headers: { authorization: `Bearer ${token}` } })).json()).data.find((b) => b.unique_id);
  const acknowledged = new Set();
  const write = {
    method: "POST",
    path: "/api/gallery",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        title: `load ${Math.random().toString(36).slice(2)}`,
        description: "written under load",
        url: "/images/demo/blog-photo.svg",
        alt_text: "load test",
        category: "works",
      }),
    }),
    onResponse: (status, body) => {
      if (status === 201) acknowledged.add(JSON.parse(body).data.id);
    },
  };
  const requests = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/api/services/active" },
    write,
    { method: "GET", path: "/?lang=en" },
    { method: "GET", path: "/api/portfolio" },
    { method: "GET", path: `/qr/${listing.unique_id}` },
    { method: "GET", path: "/api/blog-posts/published" },
    write,
    { method: "GET", path: "/blog/1" },
  ];

  const result = await autocannon({ url: server.url, connections: 50, duration: seconds, requests });
  const gallery = (await (await fetch(`${server.url}/api/gallery`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const present = new Set(gallery.map((g) => g.id));
  const missing = [...acknowledged].filter((id) => !present.has(id));
  const failures = result.errors + result.timeouts + result.non2xx;
  console.table([
    { figure: "duration", value: `${seconds} s at 50 connections` },
    { figure: "requests", value: result.requests.total },
    { figure: "throughput", value: `${Math.round(result.requests.average)} req/s` },
    { figure: "latency p50 / p99", value: `${result.latency.p50} ms / ${result.latency.p99} ms` },
    { figure: "errors + timeouts + non-2xx", value: failures },
    { figure: "writes acknowledged", value: acknowledged.size },
    { figure: "acknowledged writes missing", value: missing.length },
    { figure: "server RSS after load", value: `${await rss(server.pid)} MiB` },
  ]);
  if (failures > 0 || missing.length > 0 || acknowledged.size === 0) process.exitCode = 1;
} finally {
  await server.stop();
}

async function rss(pid) {
  const { readFileSync } = await import("node:fs");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}
