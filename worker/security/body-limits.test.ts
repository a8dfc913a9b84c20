/**
 * Outside probe, finding 2 (SECURITY.md lists them): JSON routes, anonymous ones included, read
 * 10-100 MB bodies whole before validation answered 400 (three parallel 100 MB posts doubled the
 * server's memory). Now every route has a body limit (1 MiB of JSON, 16 KiB on the auth routes,
 * uploads their own 10 MB) answered 413 in the API envelope: before reading when the size is
 * declared, and after at most the limit when the body comes in chunks without a Content-Length.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_BODY_LIMIT, JSON_BODY_LIMIT } from "../middleware/body-limits";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});

const MB = 1024 * 1024;

/** A body of `total` bytes made on demand, counting how much of it was ever read. */
function endlessBody(total: number, chunk = 64 * 1024) {
  const state = { read: 0 };
  const piece = new Uint8Array(chunk).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.read >= total) return controller.close();
      state.read += chunk;
      controller.enqueue(piece);
    },
    // Nothing is pulled until someone reads.
  }, { highWaterMark: 0 });
  return { stream, state };
}

async function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers }, duplex: "half" } as RequestInit);
  const text = await res.text();
  let json: { success?: boolean; message?: string } | null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

describe("every JSON route refuses an oversized body with 413, unread", () => {
  it("a declared 100 MB body is refused before a byte is read (anonymous contact form)", async () => {
    const { stream, state } = endlessBody(100 * MB);
    const res = await post("/api/contact-messages", stream, { "content-length": String(100 * MB) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: "حجم الطلب أكبر من المسموح" });
    expect(state.read).toBe(0);
  });

  it("a chunked 100 MB body without Content-Length is read only up to the limit", async () => {
    const { stream, state } = endlessBody(100 * MB);
    const res = await post("/api/contact-messages?lang=en", stream);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: "The request is larger than allowed" });
    expect(state.read).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * 64 * 1024);
  });

  it.each([
    ["/api/contact-messages", undefined],
    ["/api/blog-posts", "admin"],
    ["/api/qr/businesses", "owner"],
    ["/api/site-settings", "admin"],
  ])("%s: 1 MiB + 1 byte is 413, in the envelope", async (path, who) => {
    const token = who === "admin" ? admin : who === "owner" ? "any-token" : undefined;
    const body = `{"x":"${" ".repeat(JSON_BODY_LIMIT)}"}`;
    const res = await post(path, body, token ? { authorization: `Bearer ${token}` } : {});
    expect(res.status, res.text.slice(0, 200)).toBe(413);
    expect(res.json?.success).toBe(false);
  });

  it.each(["/api/auth/login", "/api/qr/auth/login", "/api/qr/auth/register", "/api/auth/2fa/disable"])(
    "%s takes at most 16 KiB",
    async (path) => {
      const res = await post(path, JSON.stringify({ username: "admin", password: "x".repeat(AUTH_BODY_LIMIT) }));
      expect(res.status).toBe(413);
      expect(res.json?.success).toBe(false);
    },
  );

  it("a body within the limit is still read and validated as before", async () => {
    const res = await post("/api/contact-messages", JSON.stringify({ name: "x".repeat(1000) }));
    expect(res.status).toBe(400);
    const login = await post("/api/auth/login", JSON.stringify({ username: "admin", password: "correct-horse-battery-staple" }));
    expect(login.status).toBe(200);
  });

  it("uploads keep their own 10 MB limit (a 2 MB image is not cut at 1 MiB)", async () => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(2 * MB)], "big.png", { type: "image/png" }));
    const res = await t.app.request("/api/uploads", { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
    // Read whole and refused for what it is (not an image), not for its size.
    expect(res.status).toBe(415);
    const { stream, state } = endlessBody(100 * MB);
    const big = await post("/api/uploads", stream, { authorization: `Bearer ${admin}`, "content-type": "multipart/form-data; boundary=x" });
    expect(big.status).toBe(413);
    expect(state.read).toBeLessThanOrEqual(11 * MB);
  });

  it("pages refuse oversized bodies too (plain 413)", async () => {
    const { stream, state } = endlessBody(100 * MB);
    const res = await post("/", stream, { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(413);
    expect(state.read).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * 64 * 1024);
  });
});
