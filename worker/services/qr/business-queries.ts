import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, qrCategories, qrScans, qrUsers } from "../../../db/schema";
import type { BusinessRecord, QrBusinessImage } from "./business-view";
import { ownerStatus } from "./owners";
import { uniqueIdPattern } from "./unique-id";

/**
 * Loads listings with their category, owner, gallery and optionally scan totals. The gallery and
 * scans are fetched with the same joins and filter instead of an `IN (ids...)` list, whose bound
 * parameters would grow with the page (some hosted SQLite services cap them at 100). Newest first; one row per listing (no duplicates).
 */
async function load(db: DB, where: SQL | undefined, withScans = false): Promise<BusinessRecord[]> {
  const rows = await db
    .select({ business: qrBusinesses, nameAr: qrCategories.nameAr, nameEn: qrCategories.nameEn, username: qrUsers.username, email: qrUsers.email, ownerActive: qrUsers.isActive, ownerApproved: qrUsers.isApproved })
    .from(qrBusinesses)
    .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.ownerId))
    .leftJoin(qrCategories, eq(qrCategories.id, qrBusinesses.categoryId))
    .where(where)
    .orderBy(desc(qrBusinesses.createdAt), desc(qrBusinesses.id));
  if (!rows.length) return [];

  const images = await db
    .select({ image: qrBusinessImages })
    .from(qrBusinessImages)
    .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrBusinessImages.businessId))
    .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.ownerId))
    .leftJoin(qrCategories, eq(qrCategories.id, qrBusinesses.categoryId))
    .where(where)
    .orderBy(asc(qrBusinessImages.orderIndex), asc(qrBusinessImages.id));
  const gallery = new Map<number, QrBusinessImage[]>();
  for (const { image } of images) gallery.set(image.businessId, [...(gallery.get(image.businessId) ?? []), image]);

  const scans = new Map<number, number>();
  if (withScans) {
    const totals = await db
      .select({ id: qrScans.businessId, n: sql<number>`coalesce(sum(${qrScans.count}), 0)` })
      .from(qrScans)
      .innerJoin(qrBusinesses, eq(qrBusinesses.id, qrScans.businessId))
      .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.ownerId))
      .leftJoin(qrCategories, eq(qrCategories.id, qrBusinesses.categoryId))
      .where(where)
      .groupBy(qrScans.businessId);
    for (const t of totals) scans.set(t.id, Number(t.n));
  }

  return rows.map((r) => ({
    business: r.business,
    category: r.nameAr === null || r.nameEn === null ? null : { nameAr: r.nameAr, nameEn: r.nameEn },
    owner: { username: r.username, email: r.email, status: ownerStatus({ isActive: r.ownerActive, isApproved: r.ownerApproved }) },
    images: gallery.get(r.business.id) ?? [],
    ...(withScans ? { scans: scans.get(r.business.id) ?? 0 } : {}),
  }));
}

/** An owner's own listings (the dashboard). */
export const listOwnBusinesses = (db: DB, ownerId: number) => load(db, eq(qrBusinesses.ownerId, ownerId), true);

/** One listing, only if this owner owns it: another owner's id is simply not found. */
export const getOwnBusiness = async (db: DB, ownerId: number, id: number) =>
  (await load(db, and(eq(qrBusinesses.id, id), eq(qrBusinesses.ownerId, ownerId)), true))[0];

/** One listing for the admin. */
export const getBusiness = async (db: DB, id: number) => (await load(db, eq(qrBusinesses.id, id), true))[0];

/** Public visibility: approved, and the owner not rejected. */
export const publicFilter = () => and(eq(qrBusinesses.status, "approved"), eq(qrUsers.isActive, true));

/** A public listing by numeric id or unique_id; anything not approved is not found. */
export async function getPublicBusiness(db: DB, idOrUniqueId: string) {
  const key = /^[1-9]\d{0,9}$/.test(idOrUniqueId)
    ? eq(qrBusinesses.id, Number(idOrUniqueId))
    : uniqueIdPattern.test(idOrUniqueId)
      ? eq(qrBusinesses.uniqueId, idOrUniqueId)
      : undefined;
  if (!key) return undefined;
  return (await load(db, and(key, publicFilter())))[0];
}
