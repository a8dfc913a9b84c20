import { describe, expect, it } from "vitest";
import { cardCount, listsToCount, statCards, type QrOverview, type Statistics } from "./dashboard-stats";

const stats: Statistics = {
  ...{ totalPosts: 5, totalServices: 6, totalPortfolio: 4, totalImages: 0, totalContacts: 3, totalSocial: 6 },
  ...{ totalMessages: 0, unreadMessages: 0, recentActivity: [] },
  needsAction: { pendingListings: 0, pendingOwners: 0, pendingRevisions: 0, unreadMessages: 0 },
};
const overview: QrOverview = {
  ...{ totalBusinesses: 2, totalUsers: 7 },
  ...{ pendingBusinesses: 0, approvedBusinesses: 0, rejectedBusinesses: 0, pendingUsers: 0, approvedUsers: 0, rejectedUsers: 0, totalScans: 0, scansLast30Days: 0 },
};
const card = (key: string) => statCards.find((c) => c.key === key)!;

describe("dashboard stat cards", () => {
  it("are the nine dashboard cards, each linking to its screen", () => {
    expect(statCards.map((c) => c.path)).toEqual([
      "/blog",
      "/gallery",
      "/services",
      "/portfolio",
      "/contact",
      "/social-media",
      "/settings",
      "/qr-businesses",
      "/qr-users",
    ]);
  });
  it("use the statistics when they came (zero included)", () => {
    expect(cardCount(card("blog"), stats, overview, { "/blog-posts": 99 })).toBe(5);
    expect(cardCount(card("gallery"), stats, overview, {})).toBe(0);
    expect(cardCount(card("qrUsers"), stats, overview, {})).toBe(7);
  });
  it("fall back to counting the lists, then to zero", () => {
    expect(listsToCount(null, overview)).toEqual(["/blog-posts", "/gallery", "/services", "/portfolio", "/contact-info", "/social-media"]);
    expect(listsToCount(stats, null)).toEqual(["/qr/admin", "/qr/admin/users"]);
    expect(cardCount(card("blog"), null, overview, { "/blog-posts": 3 })).toBe(3);
    expect(cardCount(card("qrBusinesses"), stats, null, {})).toBe(0);
  });
  it("give the settings card no number", () => {
    expect(cardCount(card("settings"), stats, overview, {})).toBeNull();
  });
});
