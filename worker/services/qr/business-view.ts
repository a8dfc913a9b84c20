import type { Lang } from "../../../locales/i18n";
import type {
  AdminListing,
  BusinessDto,
  CategoryNames,
  ListingImage,
  PublicBusiness,
  QrBusinessImageRow,
  QrBusinessRow,
  QrCategoryRow,
} from "../../../shared/contract/qr-listing";
import type { OwnerStatus } from "../../../shared/contract/qr-owner";
import { pick } from "../../lib/localize";
import { soldOutNow, visibleMenu } from "../../../shared/menu";
import { DEFAULT_TIME_ZONE } from "../../../shared/opening-hours";
import { designOf, designVersion, isPlainDesign } from "../../../shared/contract/qr-design";
import { designedQrData, publicPageUrl, qrFields, qrImageUrl } from "./qr-code";

export type QrBusiness = QrBusinessRow;
export type QrBusinessImage = QrBusinessImageRow;

/**
 * A listing with what its views join in: category names, owner, gallery and (lists) scans. A
 * page of the admin's list reads no QR image data (qr_code_data is null there).
 */
export interface BusinessRecord {
  business: QrBusinessRow;
  category: Pick<QrCategoryRow, "name_ar" | "name_en"> | null;
  /** The owner account; its status (pending, approved, rejected) decides what approval may do. */
  owner: { username: string; email: string; phone: string; status?: OwnerStatus };
  images: QrBusinessImageRow[];
  scans?: number;
}

export interface ViewContext {
  /** PUBLIC_ORIGIN or the request's origin: QR links are built on it. */
  origin: string;
  lang: Lang;
  /**
   * The logos designed codes embed, by logo address (qr-logo.ts `logosOf`, read by the route
   * before serializing); a listing whose logo is not here is drawn without it.
   */
  logos?: ReadonlyMap<string, string>;
  /** The request's clock: a menu that clears "sold out" at midnight is read as it stands now. */
  now?: number;
}

/** The stored menu as it stands at the view's moment (yesterday's "sold out" cleared where the menu says so). */
const menuNow = (b: QrBusinessRow, ctx: ViewContext) => (b.menu ? soldOutNow(b.menu, ctx.now ?? Date.now(), b.hours?.time_zone ?? DEFAULT_TIME_ZONE) : null);

/** Where an approved listing's code points and where its image is served, for this origin (nothing drawn). */
function qrLinksOf(b: Pick<QrBusinessRow, "status" | "unique_id" | "qr_design" | "logo_url">, origin: string) {
  if (b.status !== "approved" || !b.unique_id) return { qr_code_url: null, qr_code_image_url: null };
  const version = designVersion(designOf(b.qr_design), b.logo_url);
  return { qr_code_url: publicPageUrl(origin, b.unique_id), qr_code_image_url: qrImageUrl(origin, b.unique_id, version) };
}

/**
 * The QR image as it is for this origin. It is stored on approval, but a database seeded on one
 * origin (localhost) and served on another (PUBLIC_ORIGIN) would hand out a code of dead links,
 * so a stored code whose links do not match the serving origin is drawn again (memoized, never
 * written on a read). Only approved listings have a QR.
 */
function qrDataOf(b: QrBusinessRow, origin: string, logos?: ReadonlyMap<string, string>) {
  const links = qrLinksOf(b, origin);
  if (!links.qr_code_url || !b.unique_id) return null;
  // A designed code is drawn from the design and the logo (memoized); only the plain one is stored.
  const design = designOf(b.qr_design);
  if (!isPlainDesign(design)) return designedQrData(origin, b.unique_id, design, b.logo_url, (b.logo_url && logos?.get(b.logo_url)) || null);
  const fresh = b.qr_code_url === links.qr_code_url && b.qr_code_image_url === links.qr_code_image_url && b.qr_code_data;
  return fresh ? b.qr_code_data : qrFields(origin, b.unique_id).qr_code_data;
}

/** The category's names in both languages and in the reader's (the stored type when it has none). */
export const categoryNamesOf = (category: BusinessRecord["category"], businessType: string, lang: Lang): CategoryNames => ({
  category_name_ar: category?.name_ar ?? null,
  category_name_en: category?.name_en ?? null,
  category_name: category ? pick(lang, category.name_ar, category.name_en) : businessType,
});

/** A gallery image as the views show it: without its listing id and position (the list's order says it). */
const imageView = ({ business_id: _b, order_index: _o, ...image }: QrBusinessImageRow): ListingImage => image;

/**
 * What anyone may see of a listing, its QR image data aside: the row less the owner account,
 * the decision and the search key, with the category's names, the gallery and the QR links.
 */
function publicPart(r: BusinessRecord, ctx: ViewContext): Omit<PublicBusiness, "qr_code_data"> {
  const { owner_id: _o, admin_notes: _n, decided_at: _d, unpublish_reason: _u, search_key: _s, qr_code_data: _q, qr_design, ...listing } = r.business;
  return {
    ...listing,
    qr_design: designOf(qr_design),
    ...categoryNamesOf(r.category, listing.business_type, ctx.lang),
    images: r.images.map(imageView),
    ...qrLinksOf(r.business, ctx.origin),
  };
}

/** What only the owner and the admins see: the owner account, the decision and the scan total. */
function ownersPart({ business, owner, scans }: BusinessRecord, ctx: ViewContext) {
  return {
    owner_id: business.owner_id,
    admin_notes: business.admin_notes,
    decided_at: business.decided_at,
    unpublish_reason: business.unpublish_reason,
    owner_username: owner.username,
    owner_email: owner.email,
    owner_phone: owner.phone,
    // The whole menu, hidden items included: the owner and the admins edit it.
    menu: menuNow(business, ctx),
    ...(owner.status ? { owner_status: owner.status } : {}),
    ...(scans === undefined ? {} : { scans_total: scans }),
  };
}

/** An approved listing as anyone sees it (no owner e-mail, username or notes). */
export const serializePublicBusiness = (r: BusinessRecord, ctx: ViewContext): PublicBusiness => ({
  ...publicPart(r, ctx),
  // Visitors never see hidden menu items (nor a section they leave empty).
  menu: visibleMenu(menuNow(r.business, ctx)),
  qr_code_data: qrDataOf(r.business, ctx.origin, ctx.logos),
});

/** One listing as its owner and the admins see it. */
export const serializeBusiness = (r: BusinessRecord, ctx: ViewContext): BusinessDto => ({
  ...serializePublicBusiness(r, ctx),
  ...ownersPart(r, ctx),
});

/** A row of the admin's listing table: the same view, without the QR image data and the menu. */
export const serializeListedBusiness = (r: BusinessRecord, ctx: ViewContext): AdminListing => {
  const { menu: _menu, ...row } = { ...publicPart(r, ctx), ...ownersPart(r, ctx) };
  return row;
};
