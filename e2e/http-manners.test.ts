/**
 * The product as `npm start` serves it (the built server the browser tests share), on real
 * sockets: after a body refused for its size (413) the client's next request on its keep-alive
 * pool gets its answer, and a Host that is no host name is refused without breaking anything.
 */
import { Agent, request } from "node:http";
import { describe, expect, it } from "vitest";
import { server } from "./server";

const base = new URL(server().baseURL);

/** One request through `agent`: its status and headers, once the answer has been read to the end. */
function send(agent: Agent, method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path, agent, headers: { ...headers, ...(body ? { "content-length": String(body.length) } : {}) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    );
    // The server may answer (and stop reading) before the whole body is out: not an error here.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

describe("npm start's server on real sockets", () => {
  it("a 413 closes its connection cleanly, so the next requests on the same keep-alive pool work", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, "POST", "/api/contact-messages?lang=en", Buffer.alloc(2 * 1024 * 1024, "a"), { "content-type": "application/json" });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("close");
      for (const path of ["/api/health", "/?lang=en", "/api/services/active"]) expect((await send(agent, "GET", path)).status, path).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("a Host of 3,000 characters gets a 400 on the routes that build links, and the server goes on answering", async () => {
    const agent = new Agent({ keepAlive: false });
    for (const path of ["/qr/abcdef1234", "/qr/abcdef1234/qr.svg", "/qr/abcdef1234/print", "/api/qr/businesses/abcdef1234"]) {
      expect((await send(agent, "GET", path, undefined, { host: `${"a".repeat(3000)}.example` })).status, path).toBe(400);
    }
    expect((await send(agent, "GET", "/api/health")).status).toBe(200);
  });
});
