import { z } from "zod";
import { email, imageUrl, optionalHttpUrl, optionalText, phone, requiredText, withAliases } from "../../../lib/validation";

const blankToNull = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v);
/** An optional formatted field: absent stays absent (partial updates), blank or null clears it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

// The edit screen reads images back as { image_url, alt_text }; either spelling is accepted.
const galleryImage = z.preprocess(
  (v) => (v && typeof v === "object" && !("url" in v) && "image_url" in v ? { ...v, url: (v as { image_url: unknown }).image_url } : v),
  z.object({ url: imageUrl(), alt_text: optionalText(200) }),
);

/**
 * The listing form. Only these fields are read: status, QR fields, owner_id,
 * id and unique_id in a body are dropped (zod strips unknown keys), so an owner cannot approve
 * their own listing or take over another one through the body. business_type is checked against
 * the categories in the database by the route.
 */
const fields = z.object({
  business_name: requiredText(200),
  business_type: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredText(100)),
  description: optionalText(5000),
  address: optionalText(500),
  phone: optional(phone()),
  email: optional(email()),
  website: optionalHttpUrl(),
  facebook: optionalHttpUrl(),
  instagram: optionalHttpUrl(),
  twitter: optionalHttpUrl(),
  // A number (the listing page opens a chat link with it), so the phone rule applies.
  whatsapp: optional(phone()),
  logo_url: optional(imageUrl()),
  cover_image_url: optional(imageUrl()),
  // A link to a menu page, or an uploaded photo of it.
  menu_url: optional(imageUrl("validation.url")),
  images: z.preprocess((v) => v ?? [], z.array(galleryImage).max(20, "validation.tooMany")),
});

// A client may name the category by id instead of by name.
const aliases = { category_id: "business_type" };
export const createBusinessBody = withAliases(aliases, fields);
/** Edits send the whole form or just the changed fields (the admin's modal sends five). */
export const updateBusinessBody = withAliases(aliases, fields.partial());
export type BusinessFields = z.output<typeof updateBusinessBody>;
