import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "../../db/client";
import { blogPosts, contactInfo, contactMessages, galleryImages, portfolioProjects, services, socialLinks } from "../../db/schema";
import { recentActivity } from "./audit";
import { unreadCount } from "./contact-messages";

const total = async (db: DB, table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0].n;

/** The admin dashboard's figures: how many of each content type (equal to the admin lists) and recent activity. */
export async function dashboardStatistics(db: DB) {
  const [totalPosts, totalServices, totalPortfolio, totalImages, totalContacts, totalSocial, totalMessages, unreadMessages, activity] =
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
  };
}
