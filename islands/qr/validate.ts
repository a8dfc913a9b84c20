/**
 * The QR area's client-side checks, so a visitor learns of a mistake before a round trip. Formats
 * are tested with the server's own tests (shared/formats.ts, which shared/contract/fields.ts builds
 * its rules on); which fields are required follows shared/contract/qr-listing.ts. The server still
 * decides, and its per-field errors are shown the same way.
 */
import type { ListingFields } from "../../shared/contract/qr-listing";

// Picked photos are checked (type, size, pixels) and shrunk before upload by islands/lib/photo-prep.ts,
// the same for every image field of the product.
export const MAX_GALLERY_IMAGES = 20;

// The server's own formats (shared/formats.ts) and e-mail rule (shared/email.ts): what passes here passes there.
export { isPhone } from "../../shared/formats";
export { isEmail } from "../../shared/email";

import { isEmail } from "../../shared/email";
import { isHttpUrl, isImageAddress, isPhone } from "../../shared/formats";
import { normalizeWebAddress, platformOfField } from "../../shared/web-address";

export type Errors<K extends string = string> = Partial<Record<K, string>>;

/** The listing form's text fields as its inputs hold them (the images are picked separately, the menu has its own screen). */
export type ListingValues = Record<Exclude<keyof ListingFields, "category_id" | "logo_url" | "cover_image_url" | "menu">, string>;
export type ListingField = keyof ListingValues;

/** A field's rule: the message key of what is wrong with the typed value, or nothing. */
type Rule = (value: string) => string | undefined;
const required = (key: string): Rule => (v) => (v.trim() ? undefined : key);
/** A rule that checks only what was given (an empty optional field is fine). */
const whenGiven = (ok: (v: string) => boolean, key: string): Rule => (v) => (!v.trim() || ok(v) ? undefined : key);
// What was typed, written out in full as the server will (shared/web-address.ts), then checked.
const link = (field: ListingField): Rule => whenGiven((v) => isHttpUrl(normalizeWebAddress(v, platformOfField(field))), "urlInvalid");

/**
 * The listing form's rules, one per field (null: anything goes), typed over every field of the
 * form so a new field must be given its rule here. Message keys are under `qr.area.form`; the
 * messages come in this order, and the form focuses the first field in error.
 */
const listingRules = {
  business_name: required("nameRequired"),
  business_type: required("typeRequired"),
  description: null,
  address: null,
  email: whenGiven(isEmail, "emailInvalid"),
  phone: whenGiven(isPhone, "phoneInvalid"),
  website: link("website"),
  facebook: link("facebook"),
  instagram: link("instagram"),
  twitter: link("twitter"),
  whatsapp: whenGiven(isPhone, "phoneInvalid"),
  // A link written out in full as the server will, or an upload's /media/... path (kept as it is).
  menu_url: whenGiven((v) => isImageAddress(normalizeWebAddress(v)), "urlInvalid"),
} satisfies Record<ListingField, Rule | null>;

/** The listing form's rules applied; the result maps fields to message keys under `qr.area.form`. */
export function checkListing(v: ListingValues): Errors<ListingField> {
  const errors: Errors<ListingField> = {};
  for (const field of Object.keys(listingRules) as ListingField[]) {
    const message = listingRules[field]?.(v[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export type AuthMode = "login" | "register";
export interface AuthValues {
  username: string;
  password: string;
  email: string;
  phone: string;
}

/** Login needs a username and password; register adds email and phone (keys under `qr.area.auth`). */
export function checkAuth(mode: AuthMode, v: AuthValues): Errors<keyof AuthValues> {
  const errors: Errors<keyof AuthValues> = {};
  if (!v.username.trim()) errors.username = "usernameRequired";
  if (!v.password) errors.password = "passwordRequired";
  if (mode === "register") {
    // The server's minimum (8 characters); login takes whatever was set.
    if (v.password && v.password.length < 8) errors.password = "passwordLength";
    if (!v.email.trim()) errors.email = "emailRequired";
    else if (!isEmail(v.email)) errors.email = "emailInvalid";
    if (!v.phone.trim()) errors.phone = "phoneRequired";
    else if (!isPhone(v.phone)) errors.phone = "phoneInvalid";
  }
  return errors;
}
