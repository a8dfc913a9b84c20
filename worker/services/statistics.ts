import { count, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "../../db/client";
import { blogPosts, contactInfo, contactMessages, galleryImages, portfolioProjects, qrBusinesses, qrBusinessRevisions, qrUsers, services, socialLinks } from "../../db/schema";
import { recentActivity } from "./audit";
import { unreadCount } from "./contact-messages";
import { statusFilter as ownerStatusFilter } from "./qr/owners";

const total = async (db: DB, table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0].n;

/**
 * What waits for an admin now, each the total of the list it links to: listings and owners
 * waiting for a decision, owners' edits waiting for review, messages not read yet.
 */
export async function needsAction(db: DB) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
  const [pendingListings, pendingOwners, pendingRevisions, unreadMessages] = await Promise.all([
    n(db.select({ n: count() }).from(qrBusinesses).where(eq(qrBusinesses.status, "pending"))),
    n(db.select({ n: count() }).from(qrUsers).where(ownerStatusFilter("pending"))),
    n(db.select({ n: count() }).from(qrBusinessRevisions).where(eq(qrBusinessRevisions.status, "pending"))),
    unreadCount(db),
  ]);
  return { pendingListings, pendingOwners, pendingRevisions, unreadMessages };
}

/** The admin dashboard's figures: how many of each content type (equal to the admin lists) and recent activity. */
export async function dashboardStatistics(db: DB) {
  const [totalPosts, totalServices, totalPortfolio, totalImages, totalContacts, totalSocial, totalMessages, unreadMessages, activity, waiting] =
    await Promise.all([
      total(db, blogPosts),
      total(db, services),
      total(db, portfolioProjects),
      total(db, galleryImages),
      total(db, contactInfo),
      total(db, socialLinks),
      total(db, contactMessages),
      unreadCount(db),
      recentActivity(db),
      needsAction(db),
    ]);
  return {
    totalPosts,
    totalServices,
    totalPortfolio,
    totalImages,
    totalContacts,
    totalSocial,
    totalMessages,
    unreadMessages,
    recentActivity: activity,
    needsAction: waiting,
  };
}
