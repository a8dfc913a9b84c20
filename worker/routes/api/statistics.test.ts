import { beforeAll, describe, expect, it } from "vitest";
import { as, expectFailure, expectRecentIso, expectSuccess, forgedTokens, replyOf, validGalleryItem, validMessage, validPost, validProject, validService, type BodyOf, type Lang, type TestApp } from "../../testing/fixtures";
import { createTestApp, TEST_ADMIN } from "../../testing/test-app";

/**
 * `/api/statistics`: the dashboard's counts equal the lengths of the admin lists (so the
 * dashboard's fallback of counting lists gives the same figures), recentActivity from the audit log, and the
 * unread count of the contact inbox.
 */

type Activity = { action: string; entity: string; user: string; timestamp: string };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});

const stats = async () => expectSuccess(await statistics(token));
/** How many rows the admin's list of a resource holds (its read through the typed client). */
const lengthOf = async (read: (bearer: string) => Promise<Response>) => (expectSuccess(await replyOf(await read(token))) as unknown[]).length;

async function expectCountsMatchLists() {
  const s = await stats();
  expect(s.totalPosts).toBe(await lengthOf((bearer) => t.typed["blog-posts"].$get({ query: {} }, as(bearer))));
  expect(s.totalServices).toBe(await lengthOf((bearer) => t.typed.services.$get({ query: {} }, as(bearer))));
  expect(s.totalPortfolio).toBe(await lengthOf((bearer) => t.typed.portfolio.$get({ query: {} }, as(bearer))));
  expect(s.totalImages).toBe(await lengthOf((bearer) => t.typed.gallery.$get({ query: {} }, as(bearer))));
  expect(s.totalContacts).toBe(await lengthOf((bearer) => t.typed["contact-info"].$get(undefined, as(bearer))));
  expect(s.totalSocial).toBe(await lengthOf((bearer) => t.typed["social-media"].$get(undefined, as(bearer))));
  return s;
}

/**
 * The calls go through the API's typed client, so a renamed route or field fails the typecheck.
 * Reads are anonymous unless given a bearer; writes are the admin's unless given another (or
 * null for none). A body the API must refuse is cast to the body type: it is what the type forbids.
 */
type ContactItems = BodyOf<TestApp["typed"]["contact-info"]["$put"]>;
type SocialLinks = BodyOf<TestApp["typed"]["social-media"]["$put"]>;
type NewMessage = BodyOf<TestApp["typed"]["contact-messages"]["$post"]>;
type MessageChange = BodyOf<TestApp["typed"]["contact-messages"][":id"]["$put"]>;
type NewPost = BodyOf<TestApp["typed"]["blog-posts"]["$post"]>;
type PostChange = BodyOf<TestApp["typed"]["blog-posts"][":id"]["$put"]>;
type NewService = BodyOf<TestApp["typed"]["services"]["$post"]>;
type NewProject = BodyOf<TestApp["typed"]["portfolio"]["$post"]>;
type NewItem = BodyOf<TestApp["typed"]["gallery"]["$post"]>;
const readContactInfo = async (bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$get(undefined, as(bearer)));
const saveContactInfo = async (body: ContactItems, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-info"].$put({ json: body }, as(bearer)));
const saveSocial = async (body: SocialLinks, bearer: string | null = token) => replyOf(await t.typed["social-media"].$put({ json: body }, as(bearer)));
const statistics = async (bearer?: string | null) => replyOf(await t.typed.statistics.$get(undefined, as(bearer)));
const sendMessage = async (body: NewMessage, bearer?: string | null, lang?: Lang) => replyOf(await t.typedIn(lang)["contact-messages"].$post({ json: body }, as(bearer)));
const markMessage = async (id: unknown, body: MessageChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang)["contact-messages"][":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const removeMessage = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["contact-messages"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const createPost = async (body: NewPost, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["blog-posts"].$post({ json: body }, as(bearer)));
const updatePost = async (id: unknown, body: PostChange, bearer: string | null = token, lang?: Lang) =>
  replyOf(await t.typedIn(lang)["blog-posts"][":id"].$put({ param: { id: String(id) }, json: body }, as(bearer)));
const removePost = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["blog-posts"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const createService = async (body: NewService, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["services"].$post({ json: body }, as(bearer)));
const removeService = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["services"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const createProject = async (body: NewProject, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["portfolio"].$post({ json: body }, as(bearer)));
const removeProject = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["portfolio"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));
const createItem = async (body: NewItem, bearer: string | null = token, lang?: Lang) => replyOf(await t.typedIn(lang)["gallery"].$post({ json: body }, as(bearer)));
const removeItem = async (id: unknown, bearer: string | null = token) => replyOf(await t.typed["gallery"][":id"].$delete({ param: { id: String(id) } }, as(bearer)));

describe("GET /api/statistics", () => {
  it("has every field, with the seed's counts (drafts and inactive items included)", async () => {
    const s = await expectCountsMatchLists();
    expect(s).toMatchObject({ totalPosts: 5, totalServices: 7, totalPortfolio: 6, totalImages: 0, totalContacts: 3, totalSocial: 6 });
    expect(Array.isArray(s.recentActivity)).toBe(true);
    expect(s.unreadMessages).toBe(0);
  });

  it("says what waits for the admin, each equal to its filtered list's total", async () => {
    const waiting = async () => expectSuccess(await statistics(token)).needsAction;
    const total = async (res: Response) => (await replyOf(res)).json.meta.total;
    const qr = t.typed.qr.admin;
    const expectEqualToLists = async () => {
      const w = await waiting();
      expect(w).toEqual({
        pendingListings: await total(await qr.$get({ query: { status: "pending" } }, as(token))),
        pendingOwners: await total(await qr.users.$get({ query: { status: "pending" } }, as(token))),
        // The review list is not paged: all its rows come at once.
        pendingRevisions: (await replyOf(await qr.revisions.$get({ query: {} }, as(token)))).json.data.length,
        unreadMessages: await total(await t.typed["contact-messages"].$get({ query: { status: "unread" } }, as(token))),
      });
      return w;
    };
    const before = await expectEqualToLists();
    // The seed has one pending listing (the demo restaurant).
    expect(before.pendingListings).toBeGreaterThanOrEqual(1);
    const reg = await t.typed.qr.auth.register.$post({ json: { username: `waiting_${Date.now()}`, email: "w@example.com", password: "a-long-enough-password", phone: "+963 944 555 666" } });
    expect(reg.status).toBe(201);
    expect((await sendMessage(validMessage())).status).toBe(201);
    const after = await expectEqualToLists();
    expect(after.pendingOwners).toBe(before.pendingOwners + 1);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
  });

  it("keeps the counts equal to the admin lists after creates and deletes", async () => {
    const post = expectSuccess(await createPost(validPost({ status: "draft" })), 201);
    const service = expectSuccess(await createService(validService({ is_active: false })), 201);
    const project = expectSuccess(await createProject(validProject()), 201);
    const image = expectSuccess(await createItem(validGalleryItem()), 201);
    expectSuccess(await createItem(validGalleryItem()), 201);
    const after = await expectCountsMatchLists();
    expect(after).toMatchObject({ totalPosts: 6, totalServices: 8, totalPortfolio: 7, totalImages: 2 });

    expectSuccess(await removePost(post.id));
    expectSuccess(await removeService(service.id));
    expectSuccess(await removeProject(project.id));
    expectSuccess(await removeItem(image.id));
    const contacts = expectSuccess(await readContactInfo(token));
    expectSuccess(await saveContactInfo([{ ...contacts[0], is_active: false }]));
    expectSuccess(await saveSocial([{ platform: "tiktok", url: "https://tiktok.com/@x", is_active: false }]));
    const end = await expectCountsMatchLists();
    expect(end).toMatchObject({ totalPosts: 5, totalServices: 7, totalPortfolio: 6, totalImages: 1, totalContacts: 1, totalSocial: 1 });
  });

  it("lists the actions just made in recentActivity: action, entity, user, timestamp, newest first", async () => {
    const post = expectSuccess(await createPost(validPost({ title_ar: "نشاط" })), 201);
    expectSuccess(await updatePost(post.id, { title_en: "Activity" }));
    const service = expectSuccess(await createService(validService()), 201);
    expectSuccess(await removeService(service.id));

    const { recentActivity } = (await stats()) as { recentActivity: Activity[] };
    expect(recentActivity.length).toBeGreaterThanOrEqual(4);
    for (const a of recentActivity) {
      expect(a.action).toBeTypeOf("string");
      expect(a.entity).toBeTypeOf("string");
      expect(a.user).toBeTypeOf("string");
      expectRecentIso(a.timestamp, 5 * 60_000);
    }
    const [last, third, second, first] = recentActivity;
    expect(last).toMatchObject({ action: "delete", user: TEST_ADMIN.username });
    expect(last.entity).toMatch(/service/);
    expect(third).toMatchObject({ action: "create", user: TEST_ADMIN.username });
    expect(third.entity).toMatch(/service/);
    expect(second).toMatchObject({ action: "update", user: TEST_ADMIN.username });
    expect(second.entity).toMatch(/blog|post/);
    expect(first).toMatchObject({ action: "create", user: TEST_ADMIN.username });
    expect(first.entity).toMatch(/blog|post/);
    const times = recentActivity.map((a) => Date.parse(a.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("counts unread contact messages, and follows read/unread and deletes", async () => {
    const before = (await stats()).unreadMessages;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await replyOf(await t.typed["contact-messages"].$post({ json: validMessage({ name: `Visitor ${i}` }) }, as(null, { "x-test-ip": `203.0.113.${50 + i}` })));
      ids.push(expectSuccess(res, 201).id);
    }
    expect((await stats()).unreadMessages).toBe(before + 3);
    expectSuccess(await markMessage(ids[0], { is_read: true }));
    expect((await stats()).unreadMessages).toBe(before + 2);
    expectSuccess(await markMessage(ids[0], { is_read: false }));
    expect((await stats()).unreadMessages).toBe(before + 3);
    expectSuccess(await removeMessage(ids[1]));
    expect((await stats()).unreadMessages).toBe(before + 2);
  });

  it("refuses anonymous callers and forged tokens with 401", async () => {
    expectFailure(await statistics(), 401);
    for (const forged of forgedTokens()) expectFailure(await statistics(forged), 401);
  });
});
