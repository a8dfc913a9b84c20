/**
 * The product as `npm start` serves it (the built server the browser tests share), on real
 * sockets: after a body refused for its size (413) the client's next request on its keep-alive
 * pool gets its answer, and a Host that is no host name is refused without breaking anything.
 */
import { Agent, request } from "node:http";
import { describe, expect, it } from "vitest";
import { server } from "./server";
import { useBrowser } from "./browser";

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

describe("a revisit in a real browser", () => {
  const { open } = useBrowser();

  it("reloads an unchanged page through a 304, and its inline scripts still pass its policy", async () => {
    const violations: string[] = [];
    const page = await open("/blog", {}, {
      prepare: async (p) => {
        await p.exposeFunction("reportViolation", (what: string) => violations.push(what));
        await p.addInitScript(() =>
          document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { reportViolation(w: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
        );
      },
    });
    await page.waitForSelector("html[data-islands]");
    // The theme the visitor picked, kept in storage: the head's inline script applies it on every load.
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    // A reload revalidates the stored page (If-None-Match with its ETag); the answer is a 304,
    // which Playwright shows as the stored answer with the 304's headers.
    const answers: (string | undefined)[] = [];
    page.on("response", (res) => new URL(res.url()).pathname === "/blog" && answers.push(res.headers()["x-page-cache"]));
    await page.reload();
    await page.waitForSelector("html[data-islands]");
    expect(answers).toEqual(["revalidated"]);
    // The inline script ran under the policy stored with the page: a policy with a new nonce would
    // have refused it (a violation, and the theme left dark).
    expect(await page.getAttribute("html", "data-theme")).toBe("light");
    expect(violations).toEqual([]);
    // And the policy is still in force: an inline script without the nonce is refused.
    const injected = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(injected).toBe(false);
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^script-src/)]);
  });
});
