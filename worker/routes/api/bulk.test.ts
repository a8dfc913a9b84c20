import { describe, expect, it } from "vitest";
import { createQrTestApp } from "./qr/qr-test-kit";
import { as, replyOf, type BodyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type ActivityQuery = QueryOf<TestApp["typed"]["activity"]["$get"]>;
type PostBulk = BodyOf<TestApp["typed"]["blog-posts"]["bulk"]["$post"]>;
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
type ServiceQuery = QueryOf<TestApp["typed"]["services"]["$get"]>;
type ServiceBulk = BodyOf<TestApp["typed"]["services"]["bulk"]["$post"]>;
const activity = async (t: TestApp, query: ActivityQuery = {}, bearer?: string | null) => replyOf(await t.typed.activity.$get({ query }, as(bearer)));
const bulkPosts = async (t: TestApp, body: PostBulk, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].bulk.$post({ json: body }, as(bearer)));
const readPost = async (t: TestApp, id: unknown, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"][":id"].$get({ param: { id: String(id) } }, as(bearer)));
const createPost = async (t: TestApp, body: NewPost, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));
const listServices = async (t: TestApp, query: ServiceQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].$get({ query }, as(bearer)));
const bulkServices = async (t: TestApp, body: ServiceBulk, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].bulk.$post({ json: body }, as(bearer)));

type ListingBulk = BodyOf<TestApp["typed"]["qr"]["admin"]["bulk"]["$post"]>;
type OwnerBulk = BodyOf<TestApp["typed"]["qr"]["admin"]["users"]["bulk"]["$post"]>;
const bulkListings = async (t: TestApp, body: ListingBulk, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.admin.bulk.$post({ json: body }, as(bearer)));
const bulkOwners = async (t: TestApp, body: OwnerBulk, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.admin.users.bulk.$post({ json: body }, as(bearer)));
const readListing = async (t: TestApp, id: unknown, bearer?: string | null) => replyOf(await t.typed.qr.admin[":id"].$get({ param: { id: String(id) } }, as(bearer)));
const ownerMe = async (t: TestApp, bearer?: string | null) => replyOf(await t.typed.qr.auth.me.$get(undefined, as(bearer)));

describe("bulk actions", () => {
  it("approves and rejects listings with one note, skipping what is not pending, each audited", async () => {
    const kit = await createQrTestApp();
    const admin = await kit.admin();
    const owner = await kit.owner();
    const [a, b, c] = [await kit.listing(owner), await kit.listing(owner), await kit.listing(owner)];
    const approved = await bulkListings(kit, { ids: [a.id, b.id, 999999], action: "approve" }, admin);
    expect(approved.status).toBe(200);
    expect(approved.json.data).toEqual({ done: [a.id, b.id], failed: [{ id: 999999, reason: "not_found" }] });
    expect(approved.json.message).toBe("تم على ٢، وتعذّر على ١");
    const rejected = await bulkListings(kit, { ids: [a.id, c.id], action: "reject", note: "الصور ناقصة" }, admin, "en");
    expect(rejected.json.data).toEqual({ done: [c.id], failed: [{ id: a.id, reason: "conflict" }] });
    expect(rejected.json.message).toBe("Done for 1; not possible for 1");
    expect((await readListing(kit, c.id, admin)).json.data).toMatchObject({ status: "rejected", admin_notes: "الصور ناقصة" });
    const log = await activity(kit, { entity: "qr_business", action: "approve" }, admin);
    expect(log.json.data.map((r: { entity_id: string }) => Number(r.entity_id)).sort()).toEqual([a.id, b.id].sort());
    // The owner was still under review: approving their first listing approved them too, and says so.
    const ownerLog = await activity(kit, { entity: "qr_user", action: "approve" }, admin);
    expect(ownerLog.json.data.map((r: { entity_id: string; details: string }) => [Number(r.entity_id), r.details])).toEqual([[owner.id, '{"key":"withListing"}']]);
    const gone = await bulkListings(kit, { ids: [b.id], action: "delete" }, admin);
    expect(gone.json.data.done).toEqual([b.id]);
    expect((await readListing(kit, b.id, admin)).status).toBe(404);
  });

  it("publishes, unpublishes and deletes posts; (de)activates services; decides owners", async () => {
    const kit = await createQrTestApp();
    const admin = await kit.admin();
    const post = await createPost(kit, { title_ar: "خبر", excerpt_ar: "م", content_ar: "ن", image: "/images/logo.svg", alt_text_ar: "ص", category: "marketing" }, admin);
    const id = post.json.data.id;
    expect((await bulkPosts(kit, { ids: [id], action: "publish" }, admin)).json.data.done).toEqual([id]);
    expect((await readPost(kit, id)).json.data.status).toBe("published");
    await bulkPosts(kit, { ids: [id], action: "unpublish" }, admin);
    expect((await readPost(kit, id)).status).toBe(404);
    await bulkPosts(kit, { ids: [id], action: "delete" }, admin);
    expect((await readPost(kit, id, admin)).status).toBe(404);

    const services = (await listServices(kit, {}, admin)).json.data.map((s: { id: number }) => s.id);
    await bulkServices(kit, { ids: services, action: "deactivate" }, admin);
    expect((await listServices(kit)).json.data).toEqual([]);
    await bulkServices(kit, { ids: services, action: "activate" }, admin);
    expect((await listServices(kit)).json.data).toHaveLength(services.length);

    const [o1, o2] = [await kit.owner(), await kit.owner()];
    const decided = await bulkOwners(kit, { ids: [o1.id, o2.id], action: "reject", note: "حساب مكرر" }, admin);
    expect(decided.json.data.done).toEqual([o1.id, o2.id]);
    expect((await ownerMe(kit, o1.token)).status).toBe(401);
  });

  it("bounds and checks the body; owners and visitors are refused", async () => {
    const kit = await createQrTestApp();
    const admin = await kit.admin();
    const owner = await kit.owner();
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    // "activate" is a word of other lists (services), not of the listings'.
    for (const body of [{ ids: tooMany, action: "approve" }, { ids: [], action: "approve" }, { ids: [1], action: "activate" }, { ids: ["1; drop"], action: "approve" }, { ids: [1] }]) {
      // Bodies the API must refuse, cast to the body type (which forbids them).
      const res = await bulkListings(kit, body as ListingBulk, admin);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await bulkListings(kit, { ids: [1], action: "approve" }, owner.token)).status).toBe(403);
    expect((await bulkPosts(kit, { ids: [1], action: "delete" }, null)).status).toBe(401);
  });
});
