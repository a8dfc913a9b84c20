import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InferRequestType } from "hono/client";
import { appWithList, expectFailure, expectSuccess, HOSTILE_URLS, rawRequest, replyOf, restoreList, validSocialLinks, type TestApp } from "../../testing/fixtures";

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

/**
 * The calls go through the API's typed client (`t.typed`, hono/client), so a renamed route or
 * field fails the typecheck here. A body the API must refuse is cast to the body type (it is
 * exactly what the type forbids); the answers are read as `{ status, headers, json }` (replyOf).
 */
type Links = InferRequestType<TestApp["typed"]["social-media"]["$put"]>["json"];
const as = (bearer: string) => ({ headers: { authorization: `Bearer ${bearer}` } });
/** The list, for everyone or (with a token) for an admin. */
const list = async (bearer?: string) => replyOf(await t.typed["social-media"].$get(undefined, bearer ? as(bearer) : undefined));
/** PUT of the whole list, by the admin unless another bearer (or none) is given. */
const put = async (links: unknown, bearer: string | null = token) =>
  replyOf(await t.typed["social-media"].$put({ json: links as Links }, bearer ? as(bearer) : undefined));

describe("social media links", () => {
  it("lists the 6 seeded links publicly, one per platform, with http(s) URLs", async () => {
    const links: Link[] = expectSuccess(await list());
    expect(links.map((l) => l.platform).sort()).toEqual([...PLATFORMS].sort());
    for (const l of links) {
      expect(l.url).toMatch(/^https?:\/\//);
      expect(l.is_active).toBe(true);
      expect(l.id).toBeTypeOf("number");
      expect(l).toHaveProperty("icon");
      expect(l).toHaveProperty("order_index");
    }
  });

  it("is the same in both languages (no language)", async () => {
    // The route reads no query of its own, so its typed call takes none: the language goes on the
    // route's own address ($url), as every page's request carries it.
    const inLang = async (lang: string) => {
      const url = t.typed["social-media"].$url();
      url.searchParams.set("lang", lang);
      return replyOf(await t.app.request(url));
    };
    expect(expectSuccess(await inLang("en"))).toEqual(expectSuccess(await inLang("ar")));
  });

  it("replaces the whole array; inactive links are hidden from the public, shown to the admin", async () => {
    const saved: Link[] = expectSuccess(await put(validSocialLinks()));
    expect(saved.map((l) => l.platform)).toEqual(["facebook", "youtube"]);
    const pub: Link[] = expectSuccess(await list());
    expect(pub.map((l) => [l.platform, l.url])).toEqual([["facebook", "https://facebook.com/example"]]);
    const admin: Link[] = expectSuccess(await list(token));
    expect(admin.map((l) => l.platform)).toEqual(["facebook", "youtube"]);
    expect(admin.find((l) => l.platform === "youtube")!.is_active).toBe(false);
  });

  it("supports add, edit and delete by resending the array (ids kept)", async () => {
    const current: Link[] = expectSuccess(await list(token));
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
    expect(expectSuccess(await list())).toEqual(saved);
  });

  it("accepts an empty array", async () => {
    expect(expectSuccess(await put([]))).toEqual([]);
    expect(expectSuccess(await list())).toEqual([]);
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
    expect(expectSuccess(await list(token))).toEqual(seeded);
  });

  it.each([
    ["an object", { platform: "facebook", url: "https://facebook.com/x" }],
    ["null", null],
  ])("refuses %s as the body with 400", async (_name, body) => {
    expectFailure(await put(body), 400);
  });

  it("answers malformed JSON with 400, never 500", async () => {
    // No typed call can send what is not JSON: this one goes raw, to the route's typed address.
    expectFailure(await rawRequest(t.app, "PUT", t.typed["social-media"].$url(), "[{]", token), 400);
    expect(expectSuccess(await list(token))).toEqual(seeded);
  });

  it("refuses anonymous and forged-token writes with 401 and keeps the list", async () => {
    expectFailure(await put([], null), 401);
    expectFailure(await put([], "forged-token-forged-token-forged"), 401);
    expect(expectSuccess(await list())).toHaveLength(6);
  });
});
