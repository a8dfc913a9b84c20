import { beforeAll, describe, expect, it } from "vitest";
import { as, itemCalls, expectFailure, expectSuccess, HOSTILE_URLS, MESSAGES, validService, without, type TestApp, rawRequest, replyOf, type BodyOf, type Lang } from "../../testing/fixtures";
import { createTestApp } from "../../testing/test-app";

/**
 * `/api/services`: active services for everyone, all for admins, `/active` always active only;
 * admin writes with both titles/descriptions required, the fixed icon set (default camera),
 * numeric order (default 0) and ordered features (`feature_text` fills both languages).
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

const ICONS = ["camera", "trending-up", "monitor", "palette", "share-2", "bar-chart-3"];
type Service = { id: number; is_active: boolean; title: string; title_ar: string; title_en: string; features: Feature[] };
type Feature = { feature_ar: string; feature_en: string; feature_text: string; order_index: number };
/**
 * The calls go through the API's typed client (itemCalls), so a renamed route or field fails the
 * typecheck. Reads are anonymous unless given a bearer; writes are the admin's unless given another
 * (or null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
const { route, list: listAll, one, create, update, remove } = itemCalls(() => t, "services", () => token);
type ServiceChange = BodyOf<TestApp["typed"]["services"][":id"]["$put"]>;
const listActive = async (bearer?: string, lang?: Lang) => replyOf(await route(lang).active.$get(undefined, as(bearer)));

describe("public reads", () => {
  it("lists the 6 active services (of 7) to anonymous callers, in Arabic with ?lang=ar", async () => {
    const list: Service[] = expectSuccess(await listAll({}, undefined, "ar"));
    expect(list).toHaveLength(6);
    for (const s of list) {
      expect(s.is_active).toBe(true);
      expect(s.title).toBe(s.title_ar);
      expect(s).toHaveProperty("description_ar");
      expect(s).toHaveProperty("description_en");
      expect((s as unknown as { description: string }).description).toBe((s as unknown as { description_ar: string }).description_ar);
      expect(ICONS).toContain((s as unknown as { icon: string }).icon);
      expect(s.features.length).toBeGreaterThan(0);
      for (const f of s.features) {
        expect(f.feature_text).toBe(f.feature_ar);
        expect(f.feature_en).toMatch(/[A-Za-z]/);
      }
    }
    expect(list.map((s) => s.title_en)).not.toContain("Translation and localisation");
  });

  it("gives English plain fields with ?lang=en, features included and in order", async () => {
    const list: Service[] = expectSuccess(await listAll({}, undefined, "en"));
    const photo = list.find((s) => s.title_en === "Product and event photography")!;
    expect(photo.title).toBe("Product and event photography");
    // All features are returned (a UI shows 3 at most; the API returns them all), in order.
    expect(photo.features.map((f) => f.feature_text)).toEqual([
      "Product shots for online stores",
      "Photo and video event coverage",
      "Aerial drone photography",
      "Professional retouching",
    ]);
    const order = photo.features.map((f) => f.order_index);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("shows the admin all 7 services on /services; /services/active stays active-only", async () => {
    const all: Service[] = expectSuccess(await listAll({}, token, "en"));
    expect(all.filter((s) => !s.is_active).map((s) => s.title_en)).toEqual(["Translation and localisation"]);
    expect(all.length).toBeGreaterThanOrEqual(7);
    const active: Service[] = expectSuccess(await listActive(token, "en"));
    expect(active.every((s) => s.is_active)).toBe(true);
    expect(active.map((s) => s.title_en)).not.toContain("Translation and localisation");
    expect(expectSuccess(await listActive(undefined, "ar"))).toHaveLength(active.length);
  });

  it("hides an inactive service by id from anonymous callers (404), not from the admin", async () => {
    const all: Service[] = expectSuccess(await listAll({}, token));
    const inactive = all.find((s) => !s.is_active)!;
    expectFailure(await one(inactive.id), 404);
    expect(expectSuccess(await one(inactive.id, token)).id).toBe(inactive.id);
  });

  it.each(["99999", "abc", "0", "-3"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await one(id, token), 404);
  });
});

describe("create", () => {
  it("creates a service with the defaults: icon camera, order 0, active, no features", async () => {
    const s = expectSuccess(await create(validService()), 201);
    expect(s).toMatchObject({
      ...validService(),
      icon: "camera",
      order_index: 0,
      is_active: true,
      features: [],
    });
    expect(s.id).toBeTypeOf("number");
    const publicTitles = expectSuccess(await listActive(undefined, "en")).map((x: Service) => x.title);
    expect(publicTitles).toContain("Test service");
  });

  it.each(["title_ar", "title_en", "description_ar", "description_en"])("requires %s", async (field) => {
    expectFailure(await create(without(validService(), field)), 400, field);
    expectFailure(await create(validService({ [field]: "  " })), 400, field);
  });

  it("reports every missing field at once", async () => {
    const res = await create({});
    expectFailure(res, 400);
    expect(Object.keys(res.json.errors)).toEqual(expect.arrayContaining(["title_ar", "title_en", "description_ar", "description_en"]));
  });

  it.each(ICONS)("accepts the icon %s", async (icon) => {
    expect(expectSuccess(await create(validService({ icon })), 201).icon).toBe(icon);
  });

  it.each(["star", "Camera", "", 7])("refuses the icon %j", async (icon) => {
    expectFailure(await create(validService({ icon })), 400, "icon");
  });

  it("takes the order from order_index, also as a numeric string", async () => {
    expect(expectSuccess(await create(validService({ order_index: 4 })), 201).order_index).toBe(4);
    expect(expectSuccess(await create(validService({ order_index: "3" })), 201).order_index).toBe(3);
  });

  it.each([["abc"], [-1], [1.5], [{}]])("refuses the order %j", async (value) => {
    expectFailure(await create(validService({ order_index: value })), 400, "order_index");
  });

  it("keeps features in the order sent, fills both languages from feature_text, and drops blank ones", async () => {
    const s = expectSuccess(
      await create(
        validService({
          features: [
            { feature_ar: "ميزة أولى", feature_en: "First feature" },
            { feature_ar: "", feature_en: "" },
            { feature_text: "Second" },
            { feature_ar: "ثالثة", feature_en: "Third" },
            { feature_text: "   " },
          ],
        }),
      ),
      201,
    );
    expect(s.features.map((f: Feature) => [f.feature_ar, f.feature_en])).toEqual([
      ["ميزة أولى", "First feature"],
      ["Second", "Second"],
      ["ثالثة", "Third"],
    ]);
    const order = s.features.map((f: Feature) => f.order_index);
    expect([...order].sort((a: number, b: number) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(3);

    const en: Service = expectSuccess(await one(s.id, undefined, "en"));
    expect(en.features.map((f) => f.feature_text)).toEqual(["First feature", "Second", "Third"]);
  });

  it.each([
    ["features as a string", { features: "one, two" }, "features"],
    ["features as an object", { features: { a: 1 } }, "features"],
    ["a number title", { title_ar: 5 }, "title_ar"],
    ["is_active as a word", { is_active: "yes" }, "is_active"],
  ])("refuses %s (400)", async (_name, over, field) => {
    expectFailure(await create(validService(over)), 400, field);
  });

  it.each(HOSTILE_URLS)("refuses the image URL %j", async (image) => {
    expectFailure(await create(validService({ image })), 400, "image");
  });

  it("accepts an https image, a local path, or none", async () => {
    expect(expectSuccess(await create(validService({ image: "https://cdn.example.com/s.png" })), 201).image).toBe("https://cdn.example.com/s.png");
    expect(expectSuccess(await create(validService({ image: "/media/abcdef0123456789abcd.webp" })), 201).image).toBe(
      "/media/abcdef0123456789abcd.webp",
    );
    expect(expectSuccess(await create(validService({ image: "" })), 201).image).toBeNull();
  });

  it("answers malformed JSON with 400 and the localized message", async () => {
    // Not JSON, which no typed call can send: a raw request to the route's address.
    const res = await rawRequest(t.app, "POST", route().$url({ query: { lang: "en" } }), '{"title_ar":', token);
    expectFailure(res, 400);
    expect(res.json.message).toBe(MESSAGES.malformedJson.en);
  });

  it("creates an inactive service that only the admin sees", async () => {
    const s = expectSuccess(await create(validService({ is_active: false, title_en: "Hidden service" })), 201);
    expect(s.is_active).toBe(false);
    expect(expectSuccess(await listAll({}, undefined, "en")).map((x: Service) => x.title)).not.toContain("Hidden service");
    expect(expectSuccess(await listAll({}, token, "en")).map((x: Service) => x.title)).toContain("Hidden service");
  });
});

describe("update", () => {
  it("replaces the features when a list is sent, and keeps them when none is", async () => {
    const s = expectSuccess(await create(validService({ features: [{ feature_text: "A" }, { feature_text: "B" }] })), 201);
    const renamed = expectSuccess(await update(s.id, { title_en: "Renamed" }));
    expect(renamed.title_en).toBe("Renamed");
    expect(renamed.title_ar).toBe(s.title_ar);
    expect(renamed.features.map((f: Feature) => f.feature_en)).toEqual(["A", "B"]);

    const replaced = expectSuccess(
      await update(s.id, { features: [{ feature_ar: "ج", feature_en: "C" }, { feature_text: "" }, { feature_text: "D" }] }),
    );
    expect(replaced.features.map((f: Feature) => f.feature_en)).toEqual(["C", "D"]);
    const reread: Service = expectSuccess(await one(s.id, token, "en"));
    expect(reread.features.map((f) => f.feature_text)).toEqual(["C", "D"]);

    const cleared = expectSuccess(await update(s.id, { features: [] }));
    expect(cleared.features).toEqual([]);
  });

  it("deactivates a service, removing it from both public lists", async () => {
    const s = expectSuccess(await create(validService({ title_en: "Soon gone" })), 201);
    expect(expectSuccess(await update(s.id, { is_active: false })).is_active).toBe(false);
    for (const reply of [await listAll({}, undefined, "en"), await listActive(undefined, "en")]) {
      expect(expectSuccess(reply).map((x: Service) => x.id)).not.toContain(s.id);
    }
  });

  it("changes the order alone on update", async () => {
    const s = expectSuccess(await create(validService()), 201);
    expect(expectSuccess(await update(s.id, { order_index: 12 })).order_index).toBe(12);
  });

  it("validates updates and leaves the service unchanged on failure", async () => {
    const s = expectSuccess(await create(validService({ features: [{ feature_text: "Keep" }] })), 201);
    expectFailure(await update(s.id, { title_ar: "" }), 400, "title_ar");
    // Values the API must refuse, cast to the body type (which forbids them).
    expectFailure(await update(s.id, { icon: "rocket" } as unknown as ServiceChange), 400, "icon");
    expectFailure(await update(s.id, { order_index: "x" } as unknown as ServiceChange), 400, "order_index");
    expectFailure(await update(s.id, { features: "nope" } as unknown as ServiceChange), 400, "features");
    const reread = expectSuccess(await one(s.id, token));
    expect(reread).toMatchObject({ title_ar: s.title_ar, icon: "camera", order_index: 0 });
    expect(reread.features.map((f: Feature) => f.feature_en)).toEqual(["Keep"]);
  });

  it.each(["99999", "abc"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await update(id, { title_en: "x" }), 404);
  });
});

describe("delete", () => {
  it("deletes a service and its features: then 404 everywhere", async () => {
    const s = expectSuccess(await create(validService({ features: [{ feature_text: "F" }] })), 201);
    expect(expectSuccess(await remove(s.id))).toMatchObject({ id: s.id });
    expectFailure(await one(s.id, token), 404);
    expectFailure(await update(s.id, { title_en: "x" }), 404);
    expectFailure(await remove(s.id), 404);
    expect(expectSuccess(await listAll({}, token)).map((x: Service) => x.id)).not.toContain(s.id);
  });

  it.each(["99999", "abc"])("answers 404 for the unknown id %s", async (id) => {
    expectFailure(await remove(id), 404);
  });

  it("refuses anonymous and forged-token writes with 401", async () => {
    expectFailure(await create(validService(), null), 401);
    expectFailure(await update("1", { title_en: "x" }, null), 401);
    expectFailure(await remove("1", "forged-token-forged-token-forged"), 401);
    expect(expectSuccess(await one("1")).id).toBe(1);
  });
});
