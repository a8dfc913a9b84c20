import { describe, expect, it } from "vitest";
import { edgePageCache } from "./edge-page-cache";

/** The Cache API as far as the page cache uses it: responses kept by URL. */
function fakeCache() {
  const kept = new Map<string, Response>();
  return {
    kept,
    async match(url: string) {
      return kept.get(url)?.clone();
    },
    async put(url: string, res: Response) {
      kept.set(url, res);
    },
  };
}

describe("edge page cache", () => {
  it("keeps a page that goes stale by itself no longer than that, and hands its expiry back", async () => {
    const cache = fakeCache();
    const pages = edgePageCache(cache);
    const expiresAt = Date.now() + 90 * 60 * 1000;
    await pages.put("k", { body: "<p>open</p>", status: 200, expiresAt });
    const [stored] = [...cache.kept.values()];
    const maxAge = Number(/max-age=(\d+)/.exec(stored.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(89 * 60);
    expect(maxAge).toBeLessThanOrEqual(90 * 60);
    expect(await pages.get("k")).toEqual({ body: "<p>open</p>", status: 200, etag: undefined, expiresAt });
  });

  it("keeps other pages for a day, without an expiry of their own", async () => {
    const cache = fakeCache();
    const pages = edgePageCache(cache);
    await pages.put("k", { body: "x", status: 200 });
    expect([...cache.kept.values()][0].headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await pages.get("k")).not.toHaveProperty("expiresAt");
  });
});
