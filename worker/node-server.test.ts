/**
 * The Node server's HTTP manners on a real socket: after a body refused for its size (413), the
 * client's next request on its keep-alive connection pool still gets its answer; the built
 * files' cache lifetimes.
 */
import { serve, type ServerType } from "@hono/node-server";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeServer } from "./node-server";
import { createTestApp } from "./testing/test-app";

let server: ServerType;
let port = 0;

beforeAll(async () => {
  const { app } = await createTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: nodeServer(app, "/nonexistent-client-dir").fetch, port: 0, hostname: "127.0.0.1" }, (info) => ((port = info.port), resolve()));
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request through `agent`: its status and headers, once the answer has been read to the end. */
function send(agent: Agent, method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, agent, headers: { ...headers, ...(body ? { "content-length": String(body.length) } : {}) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    // The server may answer (and stop reading) before the whole body is out: not an error here.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

describe("the Node server on a real socket", () => {
  it("a 413 closes its connection cleanly, so the next request on the same pool works", async () => {
    // One connection at a time, kept alive: the next request goes down the same socket unless told not to.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooBig = Buffer.alloc(2 * 1024 * 1024, "a");
      const refused = await send(agent, "POST", "/api/contact-messages?lang=en", tooBig, { "content-type": "application/json" });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("close");
      for (let i = 0; i < 3; i++) expect((await send(agent, "GET", "/api/health")).status).toBe(200);
      // And again, after a second refusal in a row.
      expect((await send(agent, "POST", "/api/auth/login", Buffer.alloc(64 * 1024, "a"), { "content-type": "application/json" })).status).toBe(413);
      expect((await send(agent, "GET", "/api/services/active")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("a Host of 3,000 characters is refused with 400, and the server goes on answering", async () => {
    const agent = new Agent({ keepAlive: false });
    const long = await send(agent, "GET", "/api/health", undefined, { host: `${"a".repeat(3000)}.example` });
    expect(long.status).toBe(400);
    expect((await send(agent, "GET", "/api/health")).status).toBe(200);
  });
});

describe("the built client's files", () => {
  it("the service worker's script is asked for again on every visit; hashed assets are kept for a year", async () => {
    const dir = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(dir, "assets", "client-abc123.js"), "export {};");
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    const { app } = await createTestApp();
    const server = nodeServer(app, dir);
    try {
      const sw = await server.request("/sw.js");
      expect(sw.status).toBe(200);
      expect(sw.headers.get("cache-control")).toBe("no-cache");
      expect(sw.headers.get("content-type")).toMatch(/javascript/);
      expect((await server.request("/assets/client-abc123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await server.request("/favicon.svg")).headers.get("cache-control")).toBe("public, max-age=86400");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
