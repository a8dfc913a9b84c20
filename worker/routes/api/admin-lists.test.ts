import { beforeAll, describe, expect, it } from "vitest";
import { qrKitWith, type QrTestKit as Kit } from "./qr/qr-test-kit";
import { as, replyOf, type BodyOf, type Lang, type QueryOf, type TestApp } from "../../testing/fixtures";

/** Listings put straight into the database (as a growing agency's would be), newest last. */
let seeded = 0;
async function seedListings(kit: Kit, ownerId: number, names: string[]) {
  const start = Date.parse("2026-01-01T00:00:00Z") + seeded * 60_000;
  const first = seeded;
  seeded += names.length;
  await kit.client.batch(
    names.map((name, k) => ({
      sql: `insert into qr_businesses (owner_id, unique_id, business_name, business_type, description, email, status, qr_code_data, created_at, updated_at)
            values (?, ?, ?, 'مطعم', ?, ?, ?, ?, ?, ?)`,
      args: [ownerId, `seed${String(first + k).padStart(6, "0")}`, name, "وصف ".repeat(50), `shop${first + k}@example.com`, (first + k) % 2 ? "pending" : "approved", "data:image/svg+xml;base64,AAAA", new Date(start + k * 60_000).toISOString(), new Date(start + k * 60_000).toISOString()],
    })),
    "write",
  );
}

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Each takes the app and the caller's bearer (none when omitted or null). A body the API must
 * refuse is cast to the body type: it is what the type forbids.
 */
type UserQuery = QueryOf<TestApp["typed"]["users"]["$get"]>;
type ActivityQuery = QueryOf<TestApp["typed"]["activity"]["$get"]>;
type PostQuery = QueryOf<TestApp["typed"]["blog-posts"]["$get"]>;
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
type ServiceQuery = QueryOf<TestApp["typed"]["services"]["$get"]>;
const listUsers = async (t: TestApp, query: UserQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).users.$get({ query }, as(bearer)));
const activity = async (t: TestApp, query: ActivityQuery = {}, bearer?: string | null) => replyOf(await t.typed.activity.$get({ query }, as(bearer)));
const listPosts = async (t: TestApp, query: PostQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$get({ query }, as(bearer)));
const readPost = async (t: TestApp, id: unknown, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"][":id"].$get({ param: { id: String(id) } }, as(bearer)));
const createPost = async (t: TestApp, body: NewPost, bearer: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));
const listServices = async (t: TestApp, query: ServiceQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].$get({ query }, as(bearer)));

type ListingQuery = QueryOf<TestApp["typed"]["qr"]["admin"]["$get"]>;
type OwnerQuery = QueryOf<TestApp["typed"]["qr"]["admin"]["users"]["$get"]>;
const listListings = async (t: TestApp, query: ListingQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.admin.$get({ query }, as(bearer)));
const listOwners = async (t: TestApp, query: OwnerQuery = {}, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang).qr.admin.users.$get({ query }, as(bearer)));
const readListing = async (t: TestApp, id: unknown, bearer?: string | null) => replyOf(await t.typed.qr.admin[":id"].$get({ param: { id: String(id) } }, as(bearer)));
const activityFacets = async (t: TestApp, bearer?: string | null) => replyOf(await t.typed.activity.facets.$get(undefined, as(bearer)));

describe("admin lists at scale", () => {
  let kit: Kit;
  let admin: string;
  let ownerId: number;

  beforeAll(async () => {
    const made = await qrKitWith(1, "farah");
    ({ kit, admin } = made);
    ownerId = made.owners[0].id;
    await seedListings(kit, ownerId, Array.from({ length: 118 }, (_, i) => `متجر ${i}`));
    // Spelled with marks, hamza forms, ta marbuta, alef maqsura and Arabic-Indic digits.
    await seedListings(kit, ownerId, ["مَطْعَمُ أبو الهُدى ١٢", "صيدلية إبراهيم", "مكتبة آمنة"]);
  });

  it("answers one page with the total, 50 rows unless asked, up to 200", async () => {
    const first = await listListings(kit, {}, admin);
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(50);
    const total = first.json.meta.total;
    expect(total).toBeGreaterThanOrEqual(121);
    expect(first.json.meta).toMatchObject({ page: 1, limit: 50, pages: Math.ceil(total / 50), sort: "-created_at" });
    const big = await listListings(kit, { limit: "200" }, admin);
    expect(big.json.data).toHaveLength(Math.min(200, total));
  });

  it("walks every row exactly once, page after page, newest first", async () => {
    const seen: number[] = [];
    const dates: string[] = [];
    for (let page = 1; ; page++) {
      const res = await listListings(kit, { limit: "40", page: String(page) }, admin);
      expect(res.status).toBe(200);
      if (!res.json.data.length) break;
      for (const row of res.json.data) {
        seen.push(row.id);
        dates.push(row.created_at);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await listListings(kit, { limit: "1" }, admin)).json.meta.total);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("sorts by name, filters by status and owner, and counts what matches", async () => {
    const byName = (await listListings(kit, { sort: "business_name", limit: "200" }, admin)).json.data.map((r: { business_name: string }) => r.business_name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const pending = await listListings(kit, { status: "pending", limit: "200" }, admin);
    expect(pending.json.data.every((r: { status: string }) => r.status === "pending")).toBe(true);
    expect(pending.json.meta.total).toBe(pending.json.data.length);
    const mine = await listListings(kit, { owner_id: String(ownerId), limit: "1" }, admin);
    expect(mine.json.meta.total).toBe(121);
  });

  it("leaves the QR image data out of list rows; one listing's GET has it", async () => {
    const res = await listListings(kit, { status: "approved", limit: "200" }, admin);
    for (const row of res.json.data) expect(row).not.toHaveProperty("qr_code_data");
    const approved = res.json.data.find((r: { unique_id: string }) => r.unique_id?.startsWith("seed"));
    expect(approved.qr_code_url).toMatch(/\/qr\/seed\d+$/);
    // The 50-row page of these listings stays far under the 300 KB budget.
    const page = await kit.app.request("/api/qr/admin", { headers: { authorization: `Bearer ${admin}` } });
    expect((await page.arrayBuffer()).byteLength).toBeLessThan(300 * 1024);
    const one = await readListing(kit, approved.id, admin);
    expect(one.json.data.qr_code_data).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it("finds Arabic whatever the marks, letter forms and digits typed", async () => {
    const names = async (q: string) =>
      (await listListings(kit, { q: q }, admin)).json.data.map((r: { business_name: string }) => r.business_name);
    for (const q of ["ابو الهدي", "أبو الهُدى", "مطعم ابو", "الهدى 12", "الهدي ١٢", "مَطعم ابو"]) expect(await names(q)).toEqual(["مَطْعَمُ أبو الهُدى ١٢"]);
    expect(await names("ابراهيم")).toEqual(["صيدلية إبراهيم"]);
    expect(await names("امنه")).toEqual(["مكتبة آمنة"]);
    // Wildcards are plain text, and the old ?search= name still works.
    expect(await names("%")).toEqual([]);
    const old = await listListings(kit, { search: "ابراهيم" }, admin);
    expect(old.json.meta.total).toBe(1);
  });

  it("finds listings by their owner's name or e-mail, and owners by theirs", async () => {
    const byOwner = await listListings(kit, { q: "FARAH", limit: "1" }, admin);
    expect(byOwner.json.meta.total).toBe(121);
    const byEmail = await listListings(kit, { q: "shop7@example" }, admin);
    expect(byEmail.json.data.map((r: { email: string }) => r.email)).toEqual(["shop7@example.com"]);
    const owners = await listOwners(kit, { q: "farah" }, admin);
    expect(owners.json.meta.total).toBe(1);
    expect(owners.json.data[0].businesses_count).toBe(121);
  });

  it("refuses bad parameters with a 400 in the request's language, never a 500", async () => {
    for (const query of ["limit=0", "limit=201", "limit=abc", "page=0", "page=-1", "sort=password_hash", "status=deleted", "owner_id=x", `q=${"ا".repeat(101)}`]) {
      // Each bad query as its one key and value, cast to the query type (which forbids some of them).
      const res = await listListings(kit, Object.fromEntries(new URLSearchParams(query)) as ListingQuery, admin);
      expect(res.status, query).toBe(400);
      expect(res.json.success).toBe(false);
    }
    const ar = await listListings(kit, { limit: "500" }, admin);
    expect(ar.json.errors.limit).toBe("من ١ إلى ٢٠٠ صف في الصفحة");
    const en = await listListings(kit, { limit: "500" }, admin, "en");
    expect(en.json.errors.limit).toBe("From 1 to 200 rows per page");
    // Arabic-Indic digits are numbers too.
    const digits = await listListings(kit, { limit: "٣" }, admin);
    expect(digits.json.data).toHaveLength(3);
  });

  it("pages the other admin lists, with search and filters", async () => {
    const post = (title_ar: string, status: NewPost["status"]) =>
      createPost(kit, { title_ar, excerpt_ar: "مقتطف", content_ar: "نص", image: "/images/logo.svg", alt_text_ar: "صورة", category: "marketing", status }, admin);
    await post("إطلاق حملة رمضان", "draft");
    const found = await listPosts(kit, { q: "اطلاق حمله" }, admin);
    expect(found.json.data.map((p: { title_ar: string }) => p.title_ar)).toEqual(["إطلاق حملة رمضان"]);
    // List rows are light: the bodies come with the one post the edit form loads.
    for (const body of ["content", "content_ar", "content_en"]) expect(found.json.data[0]).not.toHaveProperty(body);
    expect((await readPost(kit, found.json.data[0].id, admin)).json.data.content_ar.root.children[0].children[0].text).toBe("نص");
    const drafts = await listPosts(kit, { status: "draft" }, admin);
    expect(drafts.json.data.every((p: { status: string }) => p.status === "draft")).toBe(true);
    // Visitors still get the plain public list (published only, no paging envelope).
    const visitor = await listPosts(kit);
    expect(visitor.json.meta).toBeUndefined();
    expect(visitor.json.data.every((p: { status: string }) => p.status === "published")).toBe(true);

    // Each admin list by its path (for the messages) and its typed read with a page size.
    const paged: [string, (limit: string) => Promise<Response>][] = [
      ["/services", (limit) => kit.typed.services.$get({ query: { limit } }, as(admin))],
      ["/portfolio", (limit) => kit.typed.portfolio.$get({ query: { limit } }, as(admin))],
      ["/gallery", (limit) => kit.typed.gallery.$get({ query: { limit } }, as(admin))],
      ["/contact-messages", (limit) => kit.typed["contact-messages"].$get({ query: { limit } }, as(admin))],
      ["/users", (limit) => kit.typed.users.$get({ query: { limit } }, as(admin))],
      ["/qr/admin/users", (limit) => kit.typed.qr.admin.users.$get({ query: { limit } }, as(admin))],
      ["/activity", (limit) => kit.typed.activity.$get({ query: { limit } }, as(admin))],
    ];
    for (const [path, read] of paged) {
      const res = await replyOf(await read("2"));
      expect(res.status, path).toBe(200);
      expect(res.json.data.length, path).toBeLessThanOrEqual(2);
      expect(res.json.meta.total, path).toBeGreaterThanOrEqual(res.json.data.length);
      expect((await read("999")).status, path).toBe(400);
    }
    const inactive = await listServices(kit, { status: "inactive" }, admin);
    expect(inactive.json.data.every((s: { is_active: boolean }) => !s.is_active)).toBe(true);
    const admins = await listUsers(kit, { q: "ADMIN" }, admin);
    expect(admins.json.data[0]).not.toHaveProperty("password_hash");
    expect(admins.json.data[0]).not.toHaveProperty("search_key");
  });

  it("lists every audited action, filtered by actor, action, entity and day", async () => {
    const owner = await kit.owner("audited");
    const listing = await kit.listing(owner, { business_name: "مقهى الياسمين" });
    await kit.decide(listing.id, "reject", "صورة الشعار ناقصة");
    const rejections = await activity(kit, { action: "reject", entity: "qr_business" }, admin);
    expect(rejections.json.data[0]).toMatchObject({ action: "reject", entity: "qr_business", entity_id: String(listing.id), actor_kind: "admin", details: "صورة الشعار ناقصة" });
    const byOwner = await activity(kit, { actor_kind: "owner", actor_id: String(owner.id) }, admin);
    expect(byOwner.json.data.map((r: { action: string }) => r.action)).toContain("register");
    expect(byOwner.json.data.every((r: { actor_id: number }) => r.actor_id === owner.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(kit, { from: today, to: today, action: "reject" }, admin)).json.meta.total).toBe(1);
    expect((await activity(kit, { to: "2000-01-01" }, admin)).json.meta.total).toBe(0);
    expect((await activity(kit, { q: "الشعار" }, admin)).json.meta.total).toBe(1);
    expect((await activity(kit, { from: "2026-02-31" }, admin)).status).toBe(400);
    expect((await activity(kit, { action: "DROP%20TABLE" }, admin)).status).toBe(400);
    const facets = await activityFacets(kit, admin);
    expect(facets.json.data.actions).toContain("reject");
    expect((await activity(kit, {}, owner.token)).status).toBe(403);
  });

  it("has an index behind every filter, sort and search (query plans)", async () => {
    const plan = async (sql: string, args: (string | number)[] = []) =>
      (await kit.client.execute({ sql: `explain query plan ${sql}`, args })).rows.map((r) => String(r.detail)).join("\n");
    // The list selects whole rows; the searches select ids from the narrow key index.
    const listing = "select * from qr_businesses";
    expect(await plan(`${listing} order by created_at desc, id desc limit 50`)).toMatch(/USING INDEX qr_businesses_created_idx/);
    expect(await plan(`${listing} where status = ? order by created_at desc, id desc limit 50`, ["pending"])).toMatch(/qr_businesses_status_idx/);
    expect(await plan(`${listing} where status = ? order by business_name, id limit 50`, ["pending"])).toMatch(/qr_businesses_status_name_idx/);
    expect(await plan(`${listing} order by business_name, id limit 50`)).toMatch(/qr_businesses_name_idx/);
    expect(await plan(`${listing} where owner_id = ? order by created_at desc limit 50`, [1])).toMatch(/qr_businesses_owner_idx/);
    expect(await plan("select id from qr_businesses where instr(search_key, ?) > 0", ["ابو"])).toMatch(/COVERING INDEX qr_businesses_search_idx/);
    expect(await plan("select id from qr_users where instr(search_key, ?) > 0", ["ابو"])).toMatch(/COVERING INDEX qr_users_search_idx/);
    expect(await plan("select * from blog_posts where status = ? order by created_at desc limit 50", ["draft"])).toMatch(/blog_posts_status_created_idx/);
    expect(await plan("select * from contact_messages where is_read = 0 order by created_at desc limit 50")).toMatch(/contact_messages_read_idx/);
    expect(await plan("select * from audit_log where action = ? order by created_at desc limit 50", ["reject"])).toMatch(/audit_log_action_idx/);
    expect(await plan("select * from audit_log where actor_kind = ? and actor_id = ? order by created_at desc limit 50", ["owner", 1])).toMatch(/audit_log_actor_idx/);
    for (const p of [await plan(`${listing} order by created_at desc, id desc limit 50`), await plan(`${listing} where status = ? order by created_at desc, id desc limit 50`, ["approved"])]) {
      expect(p).not.toMatch(/TEMP B-TREE/);
    }
  });
});
