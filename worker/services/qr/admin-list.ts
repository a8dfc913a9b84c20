import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DB } from "../../../db/client";
import { qrBusinesses, qrBusinessImages, qrCategories, qrScans, qrUsers, type BusinessStatus } from "../../../db/schema";
import type { Lang } from "../../../locales/i18n";
import { matches, offsetOf, orderOf, type PageParams } from "../../lib/list-query";
import { categoryNamesOf, type BusinessDto } from "./business-view";
import { listingFieldsOf } from "./listing-schema";
import { ownerStatus } from "./owners";
import { publicPageUrl, qrImageUrl } from "./qr-code";

/** What the admin's listing table can be sorted by. */
export const listingSorts = ["created_at", "business_name", "status"] as const;

export interface ListingFilter {
  status?: BusinessStatus;
  ownerId?: number;
  categoryId?: number;
  /** Already folded (see foldSearch): matches the listing's name, e-mail, phone, public id, or its owner. */
  term?: string;
}

/**
 * The ids in one query parameter, as a JSON array read by json_each, so the statement's bound
 * parameters stay few however many rows a page holds (up to 200); some hosted SQLite services
 * cap them at 100 per statement.
 */
const idList = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

function whereOf(db: DB, f: ListingFilter) {
  // Each search runs as its own subquery so SQLite scans the narrow search index, not the rows.
  const search = f.term
    ? sql`(${qrBusinesses.id} in (${db.select({ id: qrBusinesses.id }).from(qrBusinesses).where(matches(qrBusinesses.searchKey, f.term))})
        or ${qrBusinesses.ownerId} in (${db.select({ id: qrUsers.id }).from(qrUsers).where(matches(qrUsers.searchKey, f.term))}))`
    : undefined;
  return and(
    f.status ? eq(qrBusinesses.status, f.status) : undefined,
    f.ownerId ? eq(qrBusinesses.ownerId, f.ownerId) : undefined,
    f.categoryId ? eq(qrBusinesses.categoryId, f.categoryId) : undefined,
    search,
  );
}

/** A row of the admin's listing table: a listing as one GET has it, less the QR image data. */
export type AdminListing = Omit<BusinessDto, "qr_code_data"> & { qr_code_data?: string | null };

/**
 * One page of listings for the admin's table, and the total that matches. Rows leave out the QR
 * image data (about 8 KB each: one listing's GET has it); the QR links are rebuilt for the serving
 * origin, which is what the stored ones would be. The description stays: the admin's edit dialog
 * opens with it.
 */
export async function listListingsPage(db: DB, f: ListingFilter, p: PageParams, ctx: { origin: string; lang: Lang }): Promise<{ rows: AdminListing[]; total: number }> {
  const where = whereOf(db, f);
  const sortColumns = { created_at: qrBusinesses.createdAt, business_name: qrBusinesses.businessName, status: qrBusinesses.status };
  const rows = await db
    .select({
      id: qrBusinesses.id,
      uniqueId: qrBusinesses.uniqueId,
      businessName: qrBusinesses.businessName,
      businessType: qrBusinesses.businessType,
      categoryId: qrBusinesses.categoryId,
      description: qrBusinesses.description,
      address: qrBusinesses.address,
      phone: qrBusinesses.phone,
      email: qrBusinesses.email,
      website: qrBusinesses.website,
      facebook: qrBusinesses.facebook,
      instagram: qrBusinesses.instagram,
      twitter: qrBusinesses.twitter,
      whatsapp: qrBusinesses.whatsapp,
      logoUrl: qrBusinesses.logoUrl,
      coverImageUrl: qrBusinesses.coverImageUrl,
      menuUrl: qrBusinesses.menuUrl,
      status: qrBusinesses.status,
      adminNotes: qrBusinesses.adminNotes,
      decidedAt: qrBusinesses.decidedAt,
      createdAt: qrBusinesses.createdAt,
      updatedAt: qrBusinesses.updatedAt,
      ownerId: qrBusinesses.ownerId,
      ownerUsername: qrUsers.username,
      ownerEmail: qrUsers.email,
      ownerActive: qrUsers.isActive,
      ownerApproved: qrUsers.isApproved,
      nameAr: qrCategories.nameAr,
      nameEn: qrCategories.nameEn,
    })
    .from(qrBusinesses)
    .innerJoin(qrUsers, eq(qrUsers.id, qrBusinesses.ownerId))
    .leftJoin(qrCategories, eq(qrCategories.id, qrBusinesses.categoryId))
    .where(where)
    .orderBy(...orderOf(p.sort, sortColumns, qrBusinesses.id))
    .limit(p.limit)
    .offset(offsetOf(p));
  const [{ total }] = await db.select({ total: count() }).from(qrBusinesses).where(where);
  if (!rows.length) return { rows: [], total };

  const ids = rows.map((r) => r.id);
  const [images, scans] = await Promise.all([
    db
      .select({ id: qrBusinessImages.id, businessId: qrBusinessImages.businessId, imageUrl: qrBusinessImages.imageUrl, altText: qrBusinessImages.altText })
      .from(qrBusinessImages)
      .where(inArray(qrBusinessImages.businessId, idList(ids)))
      .orderBy(asc(qrBusinessImages.orderIndex), asc(qrBusinessImages.id)),
    db
      .select({ id: qrScans.businessId, n: sql<number>`coalesce(sum(${qrScans.count}), 0)` })
      .from(qrScans)
      .where(inArray(qrScans.businessId, idList(ids)))
      .groupBy(qrScans.businessId),
  ]);
  const gallery = new Map<number, { id: number; image_url: string; alt_text: string }[]>();
  for (const i of images) gallery.set(i.businessId, [...(gallery.get(i.businessId) ?? []), { id: i.id, image_url: i.imageUrl, alt_text: i.altText }]);
  const scanTotals = new Map(scans.map((s) => [s.id, Number(s.n)]));

  return {
    total,
    rows: rows.map((r) => {
      const hasQr = r.status === "approved" && !!r.uniqueId;
      return {
        id: r.id,
        unique_id: r.uniqueId,
        ...listingFieldsOf(r),
        ...categoryNamesOf(r.nameAr !== null && r.nameEn !== null ? { nameAr: r.nameAr, nameEn: r.nameEn } : null, r.businessType, ctx.lang),
        images: gallery.get(r.id) ?? [],
        qr_code_url: hasQr ? publicPageUrl(ctx.origin, r.uniqueId!) : null,
        qr_code_image_url: hasQr ? qrImageUrl(ctx.origin, r.uniqueId!) : null,
        status: r.status,
        created_at: r.createdAt,
        updated_at: r.updatedAt,
        owner_id: r.ownerId,
        owner_username: r.ownerUsername,
        owner_email: r.ownerEmail,
        owner_status: ownerStatus({ isActive: r.ownerActive, isApproved: r.ownerApproved }),
        admin_notes: r.adminNotes,
        decided_at: r.decidedAt,
        scans_total: scanTotals.get(r.id) ?? 0,
      };
    }),
  };
}
