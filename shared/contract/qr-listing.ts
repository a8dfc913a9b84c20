import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { qrBusinessImages, qrBusinesses, type qrCategories } from "../../db/schema";
import { boolean, email, imageUrl, linkOrSitePath, optionalHttpUrl, optionalText, phone, requiredText } from "./fields";
import { toCoordinate } from "../formats";
import type { OwnerStatus } from "./qr-owner";
import { menuField } from "./qr-menu";
import type { QrDesign } from "./qr-design";

/**
 * A QR listing, named once: the table's keys are the API's names, and everything here is derived
 * from the table. The form an owner (or admin) sends, the proposal a revision stores, and every
 * view of a listing (public, owner's, admin's list) take their fields from it, so a renamed
 * column fails the typecheck wherever the old name is still used, in the server and the islands.
 */

export type QrBusinessRow = typeof qrBusinesses.$inferSelect;
export type QrBusinessImageRow = typeof qrBusinessImages.$inferSelect;
export type QrCategoryRow = typeof qrCategories.$inferSelect;

/**
 * The columns the system keeps about a listing: who owns it, the admin's decision, its public id
 * and QR code, its clock and its search key. Every other column is the owner's form.
 */
const systemColumns = {
  id: true,
  owner_id: true,
  unique_id: true,
  qr_code_url: true,
  qr_code_image_url: true,
  qr_code_data: true,
  // Set through its own route (shared/contract/qr-design.ts), never through the listing form.
  qr_design: true,
  status: true,
  admin_notes: true,
  decided_at: true,
  unpublish_reason: true,
  // Opening hours are not part of the reviewed form: the owner changes them at once, on their own
  // screen (PUT …/hours), and no revision carries or restores them.
  hours: true,
  created_at: true,
  updated_at: true,
  search_key: true,
} as const satisfies Partial<Record<keyof QrBusinessRow, true>>;
type SystemColumn = keyof typeof systemColumns;

const imageColumn = createSelectSchema(qrBusinessImages).shape;

/**
 * A listing's own fields as the table stores them, and its gallery: what a revision proposes
 * (stored as JSON) and the part of every listing view that comes from the owner's form. A gallery
 * image is `url` here, as the form sends it (the views answer the stored `image_url`).
 */
export const listingData = createSelectSchema(qrBusinesses, { menu: menuField })
  .omit(systemColumns)
  .extend({ images: z.array(z.object({ url: imageColumn.image_url, alt_text: imageColumn.alt_text })) });
/** The fields of a listing, its gallery aside. */
export type ListingFields = Omit<QrBusinessRow, SystemColumn>;
/** One image of a proposed gallery. */
export type GalleryImageData = { url: QrBusinessImageRow["image_url"]; alt_text: QrBusinessImageRow["alt_text"] };
export type ListingData = ListingFields & { images: GalleryImageData[] };

const blankToNull = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v);
/** An optional formatted field: absent stays absent (partial updates), blank or null clears it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

/**
 * A coordinate in degrees within ±`limit`, rounded to 6 decimals (about 10 cm): a number, or a
 * string as people type it ("33.5138", "٣٣٫٥١٣٨").
 */
const degrees = (limit: 90 | 180, message = limit === 90 ? "validation.latitude" : "validation.longitude") =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : toCoordinate(v)) : v),
    z
      .number(message)
      .refine(Number.isFinite, message)
      .min(-limit, message)
      .max(limit, message)
      .transform((v) => Math.round(v * 1e6) / 1e6),
  );

/**
 * A position is both coordinates or neither: a form (or an edit) that sends one without the
 * other, or clears one and keeps the other, is refused on the missing one.
 */
function bothOrNeither(v: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) {
  const given = (x: number | null | undefined) => x !== undefined && x !== null;
  if (v.latitude === undefined && v.longitude === undefined) return;
  // An edit that sends one (a value, or null to clear it) and leaves the other out would keep the
  // stored other: half a position. It is refused on the one left out.
  const missing = v.latitude === undefined ? "latitude" : v.longitude === undefined ? "longitude" : given(v.latitude) !== given(v.longitude) ? (given(v.latitude) ? "longitude" : "latitude") : null;
  if (missing) ctx.addIssue({ code: "custom", path: [missing], message: "validation.coordinatePair" });
}

const galleryColumn = createInsertSchema(qrBusinessImages, { image_url: imageUrl(), alt_text: optionalText(200) }).shape;
/** One gallery image of the form: its address (an upload or any http(s) image) and its text. */
const galleryImage = z.object({ url: galleryColumn.image_url, alt_text: galleryColumn.alt_text });

/**
 * What a client may send for each field of the form (the category is named through
 * business_type, by its id or its name): each stored field refined to what the API accepts.
 * Keyed by the stored fields, so a column added to the table must get its rule here.
 */
const sent = {
  business_name: requiredText(200),
  business_name_en: optionalText(200),
  business_type: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(100)),
  description: optionalText(5000),
  description_en: optionalText(5000),
  address: optionalText(500),
  city: optionalText(100),
  // Degrees, as numbers or as typed (either digit system); both or neither (checked below).
  latitude: optional(degrees(90)),
  longitude: optional(degrees(180)),
  phone: optional(phone()),
  email: optional(email()),
  // The listing's own site and social pages: absolute http(s) links ("yasmin-cafe.sy" and
  // "@yasmin.cafe" are made into them); blank clears one.
  website: optionalHttpUrl(),
  facebook: optionalHttpUrl("facebook"),
  instagram: optionalHttpUrl("instagram"),
  twitter: optionalHttpUrl("twitter"),
  // A number (the listing page opens a chat link with it), so the phone rule applies.
  whatsapp: optional(phone()),
  logo_url: optional(imageUrl()),
  cover_image_url: optional(imageUrl()),
  // A link to a menu page (typed as people type it: "yasmin-cafe.sy/menu.pdf" gets https://), or
  // an uploaded photo of it (/media/..., kept as it is).
  menu_url: optional(linkOrSitePath("validation.url")),
  // The menu or price list (sections of items with prices): null clears it; left out, unchanged.
  menu: menuField.optional(),
  // Visitors may send an order from the menu by WhatsApp; needs the listing's WhatsApp number.
  ordering_enabled: boolean().optional(),
} satisfies Record<Exclude<keyof ListingFields, "category_id">, z.ZodType>;

/**
 * The listing form. Only these fields are read: status, QR fields, owner_id, id and unique_id in
 * a body are dropped (zod strips unknown keys), so an owner cannot approve their own listing or
 * take over another one through the body. business_type is checked against the categories in
 * the database by the route.
 */
export const listingFields = createInsertSchema(qrBusinesses, sent)
  .omit({ ...systemColumns, category_id: true })
  .extend({ images: z.preprocess((v) => v ?? [], z.array(galleryImage).max(20, "validation.tooMany")) });
/** A whole form, checked field by field and for a whole position. */
export const listingBody = listingFields.superRefine(bothOrNeither);
/** An edit: the whole form or just the changed fields, a position still whole. */
export const listingEdit = listingFields.partial().superRefine(bothOrNeither);
/** A whole form after validation. */
export type ListingInput = z.output<typeof listingFields>;
/** What a save writes: the fields sent, absent ones unchanged. */
export type ListingChanges = Partial<ListingInput>;
/** What a client sends: the whole form, or (edits) just the changed fields. */
export type ListingPayload = z.input<typeof listingFields>;

/** A gallery image as the views show it. */
export type ListingImage = Omit<QrBusinessImageRow, "business_id" | "order_index">;

/** A listing's category in both languages and in the reader's (the stored type when it has none). */
export interface CategoryNames {
  category_name_ar: QrCategoryRow["name_ar"] | null;
  category_name_en: QrCategoryRow["name_en"] | null;
  category_name: string;
}

/** Columns only the owner and the admins see. */
export type OwnersOnlyColumn = "owner_id" | "admin_notes" | "decided_at" | "unpublish_reason";

/**
 * What anyone may see of an approved listing (its public page, `GET /api/qr/businesses/{id}`):
 * what the owner put on it, its QR code, nothing about the owner account.
 */
export type PublicBusiness = Omit<QrBusinessRow, OwnersOnlyColumn | "search_key" | "qr_design"> &
  CategoryNames & { images: ListingImage[]; qr_design: QrDesign };

/**
 * The owner's and the admin's view of one listing: adds the owner account (its phone is where an
 * admin tells the owner of a decision on WhatsApp), the decision and scan totals.
 */
export type BusinessDto = PublicBusiness &
  Pick<QrBusinessRow, OwnersOnlyColumn> & { owner_username: string; owner_email: string; owner_phone: string; owner_status?: OwnerStatus; scans_total?: number };

/**
 * A row of the admin's listing table: the same view without the QR image data (about 8 KB each)
 * and the menu (up to 300 items): one listing's GET has them, and an edit's answer merged into
 * the list brings them along.
 */
export type AdminListing = Omit<BusinessDto, "qr_code_data" | "menu"> & Partial<Pick<BusinessDto, "qr_code_data" | "menu">>;

/** A category owners pick from (`GET /api/qr/businesses/categories`), named in the reader's language too. */
export type CategoryDto = Omit<QrCategoryRow, "order_index"> & { name: string };
