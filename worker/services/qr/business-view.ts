import type { qrBusinessImages, qrBusinesses } from "../../../db/schema";
import type { Lang } from "../../../locales/i18n";
import { pick } from "../../lib/localize";
import { listingFieldsOf } from "./listing-schema";
import { publicPageUrl, qrFields, qrImageUrl } from "./qr-code";

export type QrBusiness = typeof qrBusinesses.$inferSelect;
export type QrBusinessImage = typeof qrBusinessImages.$inferSelect;

/** A listing with what its views join in: category names, owner, gallery and (lists) scans. */
export interface BusinessRecord {
  business: QrBusiness;
  category: { nameAr: string; nameEn: string } | null;
  /** The owner account; its status (pending, approved, rejected) decides what approval may do. */
  owner: { username: string; email: string; status?: "pending" | "approved" | "rejected" };
  images: QrBusinessImage[];
  scans?: number;
}

export interface ViewContext {
  /** PUBLIC_ORIGIN or the request's origin: QR links are built on it. */
  origin: string;
  lang: Lang;
}

/**
 * The QR fields as they are for this origin. They are stored on approval, but a database seeded
 * on one origin (localhost) and served on another (PUBLIC_ORIGIN) would hand out dead links, so a
 * stored value that does not match the serving origin is recomputed (memoized, never written on
 * a read). Only approved listings have a QR.
 */
function qrOf(b: QrBusiness, origin: string) {
  if (b.status !== "approved" || !b.uniqueId) return { qr_code_url: null, qr_code_image_url: null, qr_code_data: null };
  const fresh =
    b.qrCodeUrl === publicPageUrl(origin, b.uniqueId) && b.qrCodeImageUrl === qrImageUrl(origin, b.uniqueId) && b.qrCodeData
      ? { qrCodeUrl: b.qrCodeUrl, qrCodeImageUrl: b.qrCodeImageUrl, qrCodeData: b.qrCodeData }
      : qrFields(origin, b.uniqueId);
  return { qr_code_url: fresh.qrCodeUrl, qr_code_image_url: fresh.qrCodeImageUrl, qr_code_data: fresh.qrCodeData };
}

/** The category's names in both languages and in the reader's (the stored type when it has none). */
export const categoryNamesOf = (category: BusinessRecord["category"], businessType: string, lang: Lang) => ({
  category_name_ar: category?.nameAr ?? null,
  category_name_en: category?.nameEn ?? null,
  category_name: category ? pick(lang, category.nameAr, category.nameEn) : businessType,
});

/**
 * What anyone may see of an approved listing: what the owner put on it, nothing about the owner
 * account (no owner email, username or notes).
 */
export function serializePublicBusiness(r: BusinessRecord, ctx: ViewContext) {
  const b = r.business;
  return {
    id: b.id,
    unique_id: b.uniqueId,
    ...listingFieldsOf(b),
    ...categoryNamesOf(r.category, b.businessType, ctx.lang),
    images: r.images.map((i) => ({ id: i.id, image_url: i.imageUrl, alt_text: i.altText })),
    ...qrOf(b, ctx.origin),
    status: b.status,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
  };
}
export type PublicBusiness = ReturnType<typeof serializePublicBusiness>;

/** The owner's and the admin's view: adds the owner account, the decision and scan totals. */
export function serializeBusiness(r: BusinessRecord, ctx: ViewContext) {
  const b = r.business;
  return {
    ...serializePublicBusiness(r, ctx),
    owner_id: b.ownerId,
    owner_username: r.owner.username,
    owner_email: r.owner.email,
    ...(r.owner.status ? { owner_status: r.owner.status } : {}),
    admin_notes: b.adminNotes,
    decided_at: b.decidedAt,
    ...(r.scans === undefined ? {} : { scans_total: r.scans }),
  };
}
export type BusinessDto = ReturnType<typeof serializeBusiness>;
