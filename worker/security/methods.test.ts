/**
 * Outside probe, finding 8 (SECURITY.md lists them): an unsupported method on a known API path
 * answered 404, as if the path did not exist. Now it answers 405 with an `Allow` header listing the
 * methods the path does answer, in the API envelope and the caller's language; unknown paths stay
 * 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});

const call = async (method: string, path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { method, headers });
  const text = await res.text();
  return { status: res.status, allow: res.headers.get("allow"), json: text ? JSON.parse(text) : null };
};

describe("405 with Allow on API paths", () => {
  it.each([
    ["DELETE", "/api/health", "GET, HEAD"],
    ["POST", "/api/site-settings", "GET, HEAD, PUT"],
    ["PATCH", "/api/blog-posts/1", "GET, HEAD, PUT, DELETE"],
    ["POST", "/api/qr/businesses/categories", "GET, HEAD, PUT, DELETE"],
    ["GET", "/api/auth/login", "POST"],
    ["DELETE", "/api/contact-messages", "GET, HEAD, POST"],
    ["PUT", "/api/qr/auth/register", "POST"],
  ])("%s %s: 405, Allow: %s", async (method, path, allow) => {
    const res = await call(method, path, { authorization: `Bearer ${admin}` });
    expect(res.status).toBe(405);
    expect(res.allow).toBe(allow);
    expect(res.json).toEqual({ success: false, message: `هذه الطريقة غير مسموحة على هذا العنوان (المسموح: \u2068${allow}\u2069)` });
  });

  it("speaks English when asked", async () => {
    const res = await call("DELETE", "/api/health?lang=en");
    expect(res.status).toBe(405);
    expect(res.json.message).toBe("This method is not allowed on this address (allowed: GET, HEAD)");
  });

  it("an anonymous caller gets 405 on a public path too, and guarded paths still ask for a login first", async () => {
    expect((await call("POST", "/api/services/active")).status).toBe(405);
    expect((await call("PATCH", "/api/users")).status).toBe(401);
  });

  it("unknown paths stay 404, whatever the method", async () => {
    for (const [method, path] of [["GET", "/api/nothing-here"], ["POST", "/api/blog-posts/1/extra"], ["DELETE", "/api/health/"]]) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.allow).toBeNull();
      expect(res.json.success).toBe(false);
    }
  });

  it("the methods a path answers still work", async () => {
    expect((await call("GET", "/api/health")).status).toBe(200);
    expect((await call("HEAD", "/api/health")).status).toBe(200);
  });
});
