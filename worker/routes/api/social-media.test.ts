import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appWithList, expectFailure, expectSuccess, HOSTILE_URLS, restoreList, validSocialLinks, type TestApp } from "../../testing/fixtures";

/**
 * `/api/social-media`: active links for everyone (no language); GET and PUT of the whole array
 * for admins (add, edit and delete all resend it), platform from the fixed list, http(s) only.
 */

type Link = { id: number; platform: string; url: string; icon: string; is_active: boolean; order_index: number };
const PLATFORMS = ["facebook", "instagram", "twitter", "linkedin", "youtube", "tiktok"];

let t: TestApp;
let token: string;
let seeded: Link[];
beforeAll(async () => void ({ t, token, seeded } = await appWithList<Link>("/social-media")));
// Each test starts from the seeded list.
beforeEach(async () => void (await restoreList(t, "/social-media", seeded, token)));

const put = (links: unknown) => t.api.put("/social-media", links as Record<string, unknown>[], token);

describe("social media links", () => {
  it("lists the 6 seeded links publicly, one per platform, with http(s) URLs", async () => {
    const list: Link[] = expectSuccess(await t.api.get("/social-media"));
    expect(list.map((l) => l.platform).sort()).toEqual([...PLATFORMS].sort());
    for (const l of list) {
      expect(l.url).toMatch(/^https?:\/\//);
      expect(l.is_active).toBe(true);
      expect(l.id).toBeTypeOf("number");
      expect(l).toHaveProperty("icon");
      expect(l).toHaveProperty("order_index");
    }
  });

  it("is the same in both languages (no language)", async () => {
    expect(expectSuccess(await t.api.get("/social-media?lang=en"))).toEqual(expectSuccess(await t.api.get("/social-media?lang=ar")));
  });

  it("replaces the whole array; inactive links are hidden from the public, shown to the admin", async () => {
    const saved: Link[] = expectSuccess(await put(validSocialLinks()));
    expect(saved.map((l) => l.platform)).toEqual(["facebook", "youtube"]);
    const pub: Link[] = expectSuccess(await t.api.get("/social-media"));
    expect(pub.map((l) => [l.platform, l.url])).toEqual([["facebook", "https://facebook.com/example"]]);
    const admin: Link[] = expectSuccess(await t.api.get("/social-media", token));
    expect(admin.map((l) => l.platform)).toEqual(["facebook", "youtube"]);
    expect(admin.find((l) => l.platform === "youtube")!.is_active).toBe(false);
  });

  it("supports add, edit and delete by resending the array (ids kept)", async () => {
    const current: Link[] = expectSuccess(await t.api.get("/social-media", token));
    // delete the first, edit the second, add one
    const next = [
      ...current.slice(1).map((l, i) => (i === 0 ? { ...l, url: "https://www.instagram.com/new.handle" } : l)),
      { platform: "tiktok", url: "https://www.tiktok.com/@second", is_active: true, order_index: 99 },
    ];
    const saved: Link[] = expectSuccess(await put(next));
    expect(saved).toHaveLength(current.length);
    expect(saved.map((l) => l.id)).not.toContain(current[0].id);
    expect(saved.find((l) => l.id === current[1].id)!.url).toBe("https://www.instagram.com/new.handle");
    expect(saved.filter((l) => l.platform === "tiktok")).toHaveLength(2);
    expect(expectSuccess(await t.api.get("/social-media"))).toEqual(saved);
  });

  it("accepts an empty array", async () => {
    expect(expectSuccess(await put([]))).toEqual([]);
    expect(expectSuccess(await t.api.get("/social-media"))).toEqual([]);
  });

  it.each(PLATFORMS)("accepts the platform %s", async (platform) => {
    expect(expectSuccess(await put([{ platform, url: "https://example.com/x" }]))[0].platform).toBe(platform);
  });

  const BAD_LINKS: [string, Record<string, unknown>, string][] = [
    ["an unknown platform", { platform: "myspace", url: "https://myspace.com/x" }, "platform"],
    ["a capitalised platform", { platform: "Facebook", url: "https://facebook.com/x" }, "platform"],
    ["a missing url", { platform: "facebook" }, "url"],
    ["a blank url", { platform: "facebook", url: "" }, "url"],
    ["a url that is not an address", { platform: "facebook", url: "not an address" }, "url"],
    ...HOSTILE_URLS.map((url): [string, Record<string, unknown>, string] => [`the url ${JSON.stringify(url)}`, { platform: "facebook", url }, "url"]),
  ];
  it("writes out addresses and handles as typed in a network's row", async () => {
    const res = await put([
      { platform: "facebook", url: "facebook.com/agency" },
      { platform: "instagram", url: "@agency.sy" },
      { platform: "tiktok", url: "@agency" },
    ]);
    expect(expectSuccess(res).map((l: { url: string }) => l.url)).toEqual(["https://facebook.com/agency", "https://www.instagram.com/agency.sy", "https://www.tiktok.com/@agency"]);
  });

  it.each(BAD_LINKS)("refuses %s with 400 and leaves the old list intact", async (_name, bad, field) => {
    const res = await put([validSocialLinks()[0], bad]);
    expectFailure(res, 400);
    expect(Object.keys(res.json.errors).some((k) => k.startsWith("1") && k.includes(field))).toBe(true);
    expect(expectSuccess(await t.api.get("/social-media", token))).toEqual(seeded);
  });

  it.each([
    ["an object", { platform: "facebook", url: "https://facebook.com/x" }],
    ["null", null],
  ])("refuses %s as the body with 400", async (_name, body) => {
    expectFailure(await t.api.put("/social-media", JSON.stringify(body), token), 400);
  });

  it("answers malformed JSON with 400, never 500", async () => {
    expectFailure(await t.api.put("/social-media", "[{]", token), 400);
    expect(expectSuccess(await t.api.get("/social-media", token))).toEqual(seeded);
  });

  it("refuses anonymous and forged-token writes with 401 and keeps the list", async () => {
    expectFailure(await t.api.put("/social-media", []), 401);
    expectFailure(await t.api.put("/social-media", [], "forged-token-forged-token-forged"), 401);
    expect(expectSuccess(await t.api.get("/social-media"))).toHaveLength(6);
  });
});
