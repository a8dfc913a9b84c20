import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { qrBusinessImages, qrBusinesses } from "../../../db/schema";
import { email, imageUrl, optionalHttpUrl, optionalText, phone, requiredText } from "../../../shared/contract/fields";
import type { QrBusiness } from "./business-view";

/**
 * The one place a QR listing's fields get their API names. Everything else derives from here:
 * the form an owner (or admin) sends, the proposal a revision stores, the listing every view
 * shows, and through the API's type the islands that read and send them. Rename a field here and
 * the typecheck lists every place that still uses the old name.
 */

const column = createSelectSchema(qrBusinesses).shape;
const imageColumn = createSelectSchema(qrBusinessImages).shape;

/**
 * A listing's own fields as the table stores them, in the API's names: what a revision proposes
 * (stored as JSON) and the part of every listing view that comes from the owner's form.
 */
export const listingData = z.object({
  business_name: column.businessName,
  business_type: column.businessType,
  category_id: column.categoryId,
  description: column.description,
  address: column.address,
  phone: column.phone,
  email: column.email,
  website: column.website,
  facebook: column.facebook,
  instagram: column.instagram,
  twitter: column.twitter,
  whatsapp: column.whatsapp,
  logo_url: column.logoUrl,
  cover_image_url: column.coverImageUrl,
  menu_url: column.menuUrl,
  images: z.array(z.object({ url: imageColumn.imageUrl, alt_text: imageColumn.altText })),
});
export type ListingData = z.infer<typeof listingData>;
/** The fields of a listing, its gallery aside. */
export type ListingFields = Omit<ListingData, "images">;

/** A stored listing's fields in the API's names (a view's core, a revision's starting point). */
export const listingFieldsOf = (b: Pick<QrBusiness, "businessName" | "businessType" | "categoryId" | "description" | "address" | "phone" | "email" | "website" | "facebook" | "instagram" | "twitter" | "whatsapp" | "logoUrl" | "coverImageUrl" | "menuUrl">): ListingFields => ({
  business_name: b.businessName,
  business_type: b.businessType,
  category_id: b.categoryId,
  description: b.description,
  address: b.address,
  phone: b.phone,
  email: b.email,
  website: b.website,
  facebook: b.facebook,
  instagram: b.instagram,
  twitter: b.twitter,
  whatsapp: b.whatsapp,
  logo_url: b.logoUrl,
  cover_image_url: b.coverImageUrl,
  menu_url: b.menuUrl,
});

const blankToNull = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v);
/** An optional formatted field: absent stays absent (partial updates), blank or null clears it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

// The edit screen reads images back as { image_url, alt_text }; either spelling is accepted.
const galleryImage = z.preprocess(
  (v) => (v && typeof v === "object" && !("url" in v) && "image_url" in v ? { ...v, url: (v as { image_url: unknown }).image_url } : v),
  z.object({ url: imageUrl(), alt_text: optionalText(200) }),
);

/**
 * The listing's own site and social pages: absolute http(s) links ("yasmin-cafe.sy" and
 * "@yasmin.cafe" are made into them); blank clears one.
 */
const links = { website: optionalHttpUrl(), facebook: optionalHttpUrl("facebook"), instagram: optionalHttpUrl("instagram"), twitter: optionalHttpUrl("twitter") };

/**
 * What a client may send for each field of the form (category_id is named through
 * business_type): the stored fields, refined to what the API accepts. Keyed by the stored
 * fields, so a renamed or dropped field must be renamed here too.
 */
const sent = {
  business_name: requiredText(200),
  business_type: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(100)),
  description: optionalText(5000),
  address: optionalText(500),
  phone: optional(phone()),
  email: optional(email()),
  ...links,
  // A number (the listing page opens a chat link with it), so the phone rule applies.
  whatsapp: optional(phone()),
  logo_url: optional(imageUrl()),
  cover_image_url: optional(imageUrl()),
  // A link to a menu page, or an uploaded photo of it.
  menu_url: optional(imageUrl("validation.url")),
  images: z.preprocess((v) => v ?? [], z.array(galleryImage).max(20, "validation.tooMany")),
} satisfies Record<Exclude<keyof ListingData, "category_id">, z.ZodType>;

/**
 * The listing form. Only these fields are read: status, QR fields, owner_id, id and unique_id in
 * a body are dropped (zod strips unknown keys), so an owner cannot approve their own listing or
 * take over another one through the body. business_type is checked against the categories in
 * the database by the route.
 */
export const listingBody = z.object(sent);
/** A whole form after validation. */
export type ListingInput = z.output<typeof listingBody>;
/** What a save writes: the fields sent, absent ones unchanged. */
export type ListingChanges = Partial<ListingInput>;
/** What a client sends: the whole form, or (edits) just the changed fields. */
export type ListingPayload = z.input<typeof listingBody>;
