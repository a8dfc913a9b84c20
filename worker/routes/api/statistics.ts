import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { DB } from "../../../db/client";
import { blogPosts, contactInfo, contactMessages, galleryImages, portfolioProjects, services, socialLinks } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../middleware/auth";
import { ok } from "../../lib/respond";
import { recentActivity } from "../../services/audit";
import { unreadCount } from "../../services/contact-messages";

const total = async (db: DB, table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0].n;

/** `/api/statistics`: dashboard counts (equal to the admin lists) and recent activity. */
export const statisticsRoutes = new Hono<AppEnv>().get("/", requireAdmin(), async (c) => {
  const { db } = c.var.deps;
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
  return ok(c, {
    totalPosts,
    totalServices,
    totalPortfolio,
    totalImages,
    totalContacts,
    totalSocial,
    totalMessages,
    unreadMessages,
    recentActivity: activity,
  });
});
