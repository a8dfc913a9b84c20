import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, qrCategories, qrScans, qrUsers, type BusinessStatus } from "../../../db/schema";
import { matches, offsetOf, orderOf, type PageParams } from "../../lib/list-query";
import type { BusinessRecord, QrBusinessImage } from "./business-view";
import { ownerStatus } from "./owners";
import { uniqueIdPattern } from "./unique-id";

/**
 * The ids in one query parameter, as a JSON array read by json_each, so the statement's bound
 * parameters stay few however many rows a page holds (up to 200); some hosted SQLite services
 * cap them at 100 per statement.
 */
const idList = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

// Every column but the QR image data, which only views of one listing read (about 8 KB a
// listing; the admin's table leaves it out).
const { qr_code_data: _qrImage, ...listingColumns } = getTableColumns(qrBusinesses);

/**
 * Listings with their category's names and their owner joined. `withQrImage` false reads the
 * QR image data as null (lists).
 */
const selectListings = (db: DB, where: SQL | undefined, withQrImage: boolean) =>
  db
    .select({
      business: listingColumns,
      qrImage: withQrImage ? sql<string | null>`${qrBusinesses.qr_code_data}` : sql<null>`null`,
      nameAr: qrCategories.name_ar,
      nameEn: qrCategories.name_en,
      username: qrUsers.username,
      email: qrUsers.email,
      ownerPhone: qrUsers.phone,
      ownerActive: qrUsers.is_active,
      ownerApproved: qrUsers.is_approved,
      ownerSuspended: qrUsers.suspended_at,
    })
    .from(qrBusinesses)
    .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.owner_id))
    .leftJoin(qrCategories, eq(qrCategories.id, qrBusinesses.category_id))
    .where(where);

type JoinedRow = Awaited<ReturnType<typeof selectListings>>[number];

/**
 * The records of loaded listings: each with its category, owner, gallery and optionally its scan
 * total. The gallery and the scans are fetched for the listings' ids in one parameter each.
 */
async function recordsOf(db: DB, rows: JoinedRow[], withScans: boolean): Promise<BusinessRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.business.id);
  const [images, totals] = await Promise.all([
    db
      .select()
      .from(qrBusinessImages)
      .where(inArray(qrBusinessImages.business_id, idList(ids)))
      .orderBy(asc(qrBusinessImages.order_index), asc(qrBusinessImages.id)),
    withScans
      ? db
          .select({ id: qrScans.business_id, n: sql<number>`coalesce(sum(${qrScans.count}), 0)` })
          .from(qrScans)
          .where(inArray(qrScans.business_id, idList(ids)))
          .groupBy(qrScans.business_id)
      : [],
  ]);
  const gallery = new Map<number, QrBusinessImage[]>();
  for (const image of images) gallery.set(image.business_id, [...(gallery.get(image.business_id) ?? []), image]);
  const scans = new Map(totals.map((t) => [t.id, Number(t.n)]));
  return rows.map((r) => ({
    business: { ...r.business, qr_code_data: r.qrImage },
    category: r.nameAr === null || r.nameEn === null ? null : { name_ar: r.nameAr, name_en: r.nameEn },
    owner: { username: r.username, email: r.email, phone: r.ownerPhone, status: ownerStatus({ is_active: r.ownerActive, is_approved: r.ownerApproved, suspended_at: r.ownerSuspended }) },
    images: gallery.get(r.business.id) ?? [],
    ...(withScans ? { scans: scans.get(r.business.id) ?? 0 } : {}),
  }));
}

/** Loads whole listings (the QR image data included), newest first; one row per listing. */
async function load(db: DB, where: SQL | undefined, withScans = false): Promise<BusinessRecord[]> {
  const rows = await selectListings(db, where, true).orderBy(desc(qrBusinesses.created_at), desc(qrBusinesses.id));
  return recordsOf(db, rows, withScans);
}

/** An owner's own listings (the dashboard). */
export const listOwnBusinesses = (db: DB, ownerId: number) => load(db, eq(qrBusinesses.owner_id, ownerId), true);

/** One listing, only if this owner owns it: another owner's id is simply not found. */
export const getOwnBusiness = async (db: DB, ownerId: number, id: number) =>
  (await load(db, and(eq(qrBusinesses.id, id), eq(qrBusinesses.owner_id, ownerId)), true))[0];

/** One listing for the admin. */
export const getBusiness = async (db: DB, id: number) => (await load(db, eq(qrBusinesses.id, id), true))[0];

/** Public visibility: approved (not unpublished), and the owner neither rejected nor suspended. */
export const publicFilter = () => and(eq(qrBusinesses.status, "approved"), eq(qrUsers.is_active, true), isNull(qrUsers.suspended_at));

/** A public listing by numeric id or unique_id; anything not approved is not found. */
export async function getPublicBusiness(db: DB, idOrUniqueId: string) {
  const key = /^[1-9]\d{0,9}$/.test(idOrUniqueId)
    ? eq(qrBusinesses.id, Number(idOrUniqueId))
    : uniqueIdPattern.test(idOrUniqueId)
      ? eq(qrBusinesses.unique_id, idOrUniqueId)
      : undefined;
  if (!key) return undefined;
  return (await load(db, and(key, publicFilter())))[0];
}

/** What the admin's listing table can be sorted by. */
export const listingSorts = ["created_at", "business_name", "status"] as const;

export interface ListingFilter {
  status?: BusinessStatus;
  ownerId?: number;
  categoryId?: number;
  /** Already folded (see foldSearch): matches the listing's name, e-mail, phone, public id, or its owner. */
  term?: string;
}

function whereOf(db: DB, f: ListingFilter) {
  // Each search runs as its own subquery so SQLite scans the narrow search index, not the rows.
  const search = f.term
    ? sql`(${qrBusinesses.id} in (${db.select({ id: qrBusinesses.id }).from(qrBusinesses).where(matches(qrBusinesses.search_key, f.term))})
        or ${qrBusinesses.owner_id} in (${db.select({ id: qrUsers.id }).from(qrUsers).where(matches(qrUsers.search_key, f.term))}))`
    : undefined;
  return and(
    f.status ? eq(qrBusinesses.status, f.status) : undefined,
    f.ownerId ? eq(qrBusinesses.owner_id, f.ownerId) : undefined,
    f.categoryId ? eq(qrBusinesses.category_id, f.categoryId) : undefined,
    search,
  );
}

/** One page of listings for the admin's table (without their QR image data), and the total that matches. */
export async function listListingsPage(db: DB, f: ListingFilter, p: PageParams) {
  const where = whereOf(db, f);
  const sortColumns = { created_at: qrBusinesses.created_at, business_name: qrBusinesses.business_name, status: qrBusinesses.status };
  const rows = await selectListings(db, where, false)
    .orderBy(...orderOf(p.sort, sortColumns, qrBusinesses.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(qrBusinesses).where(where);
  return { total, rows: await recordsOf(db, rows, true) };
}

/** How many of an owner's listings wait for a first decision (status "pending"). */
export async function countPendingOf(db: DB, ownerId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(qrBusinesses)
    .where(and(eq(qrBusinesses.owner_id, ownerId), eq(qrBusinesses.status, "pending")));
  return n;
}
