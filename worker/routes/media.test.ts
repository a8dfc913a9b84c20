import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

describe("GET /media/:key", () => {
  it("serves a stored image with its type, nosniff, a sandbox CSP and immutable caching", async () => {
    const { app, blobs } = await createTestApp({ seed: false });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    await blobs.put("abcdef0123456789abcd.jpg", bytes, "image/jpeg");
    const res = await app.request("/media/abcdef0123456789abcd.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404, not a redirect, for an unknown image", async () => {
    const { app } = await createTestApp({ seed: false });
    const res = await app.request("/media/00000000000000000000.png");
    expect(res.status).toBe(404);
  });
});
