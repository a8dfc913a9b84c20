import { beforeAll, describe, expect, it } from "vitest";
import {
  expectFailure,
  expectRecentIso,
  expectSuccess,
  forgedTokens,
  validGalleryItem,
  validMessage,
  validPost,
  validProject,
  validService,
  type TestApp,
} from "../../testing/fixtures";
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

const stats = async () => expectSuccess(await t.api.get("/statistics", token));
const lengthOf = async (path: string) => (expectSuccess(await t.api.get(path, token)) as unknown[]).length;

async function expectCountsMatchLists() {
  const s = await stats();
  expect(s.totalPosts).toBe(await lengthOf("/blog-posts"));
  expect(s.totalServices).toBe(await lengthOf("/services"));
  expect(s.totalPortfolio).toBe(await lengthOf("/portfolio"));
  expect(s.totalImages).toBe(await lengthOf("/gallery"));
  expect(s.totalContacts).toBe(await lengthOf("/contact-info"));
  expect(s.totalSocial).toBe(await lengthOf("/social-media"));
  return s;
}

describe("GET /api/statistics", () => {
  it("has every field, with the seed's counts (drafts and inactive items included)", async () => {
    const s = await expectCountsMatchLists();
    expect(s).toMatchObject({ totalPosts: 5, totalServices: 7, totalPortfolio: 6, totalImages: 0, totalContacts: 3, totalSocial: 6 });
    expect(Array.isArray(s.recentActivity)).toBe(true);
    expect(s.unreadMessages).toBe(0);
  });

  it("says what waits for the admin, each equal to its filtered list's total", async () => {
    const waiting = async () => expectSuccess(await t.api.get("/statistics", token)).needsAction;
    const total = async (path: string) => (await t.api.get(path, token)).json.meta.total;
    const expectEqualToLists = async () => {
      const w = await waiting();
      expect(w).toEqual({
        pendingListings: await total("/qr/admin?status=pending"),
        pendingOwners: await total("/qr/admin/users?status=pending"),
        // The review list is not paged: all its rows come at once.
        pendingRevisions: (await t.api.get("/qr/admin/revisions", token)).json.data.length,
        unreadMessages: await total("/contact-messages?status=unread"),
      });
      return w;
    };
    const before = await expectEqualToLists();
    // The seed has one pending listing (the demo restaurant).
    expect(before.pendingListings).toBeGreaterThanOrEqual(1);
    const reg = await t.api.post("/qr/auth/register", { username: `waiting_${Date.now()}`, email: "w@example.com", password: "a-long-enough-password", phone: "+963 944 555 666" });
    expect(reg.status).toBe(201);
    expect((await t.api.post("/contact-messages", validMessage())).status).toBe(201);
    const after = await expectEqualToLists();
    expect(after.pendingOwners).toBe(before.pendingOwners + 1);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
  });

  it("keeps the counts equal to the admin lists after creates and deletes", async () => {
    const post = expectSuccess(await t.api.post("/blog-posts", validPost({ status: "draft" }), token), 201);
    const service = expectSuccess(await t.api.post("/services", validService({ is_active: false }), token), 201);
    const project = expectSuccess(await t.api.post("/portfolio", validProject(), token), 201);
    const image = expectSuccess(await t.api.post("/gallery", validGalleryItem(), token), 201);
    expectSuccess(await t.api.post("/gallery", validGalleryItem(), token), 201);
    const after = await expectCountsMatchLists();
    expect(after).toMatchObject({ totalPosts: 6, totalServices: 8, totalPortfolio: 7, totalImages: 2 });

    expectSuccess(await t.api.delete(`/blog-posts/${post.id}`, token));
    expectSuccess(await t.api.delete(`/services/${service.id}`, token));
    expectSuccess(await t.api.delete(`/portfolio/${project.id}`, token));
    expectSuccess(await t.api.delete(`/gallery/${image.id}`, token));
    const contacts = expectSuccess(await t.api.get("/contact-info", token));
    expectSuccess(await t.api.put("/contact-info", [{ ...contacts[0], is_active: false }], token));
    expectSuccess(await t.api.put("/social-media", [{ platform: "tiktok", url: "https://tiktok.com/@x", is_active: false }], token));
    const end = await expectCountsMatchLists();
    expect(end).toMatchObject({ totalPosts: 5, totalServices: 7, totalPortfolio: 6, totalImages: 1, totalContacts: 1, totalSocial: 1 });
  });

  it("lists the actions just made in recentActivity: action, entity, user, timestamp, newest first", async () => {
    const post = expectSuccess(await t.api.post("/blog-posts", validPost({ title_ar: "نشاط" }), token), 201);
    expectSuccess(await t.api.put(`/blog-posts/${post.id}`, { title_en: "Activity" }, token));
    const service = expectSuccess(await t.api.post("/services", validService(), token), 201);
    expectSuccess(await t.api.delete(`/services/${service.id}`, token));

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
      const res = await t.api.post("/contact-messages", validMessage({ name: `Visitor ${i}` }), undefined, { "x-test-ip": `203.0.113.${50 + i}` });
      ids.push(expectSuccess(res, 201).id);
    }
    expect((await stats()).unreadMessages).toBe(before + 3);
    expectSuccess(await t.api.put(`/contact-messages/${ids[0]}`, { is_read: true }, token));
    expect((await stats()).unreadMessages).toBe(before + 2);
    expectSuccess(await t.api.put(`/contact-messages/${ids[0]}`, { is_read: false }, token));
    expect((await stats()).unreadMessages).toBe(before + 3);
    expectSuccess(await t.api.delete(`/contact-messages/${ids[1]}`, token));
    expect((await stats()).unreadMessages).toBe(before + 2);
  });

  it("refuses anonymous callers and forged tokens with 401", async () => {
    expectFailure(await t.api.get("/statistics"), 401);
    for (const forged of forgedTokens()) expectFailure(await t.api.get("/statistics", forged), 401);
  });
});
