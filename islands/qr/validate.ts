/**
 * The QR area's client-side checks, so a visitor learns of a mistake before a round trip. Which
 * fields are required, their lengths and formats are the server's own: shared/form-rules.ts holds
 * them as read from the schemas the server validates with (shared/contract/qr-listing.ts,
 * qr-owner.ts), and shared/field-rules.ts runs the same format tests the server does. The server
 * still decides, and its per-field errors are shown the same way.
 */
import { pluralKey, type Lang, type Translate } from "../../locales/i18n";
import type { ListingFields } from "../../shared/contract/qr-listing";
import { checkField, type FieldRule } from "../../shared/field-rules";
import { listingRules, ownerContactRules, ownerLoginRules, ownerSignUpRules } from "../../shared/form-rules";
import { whatsappNumber } from "../../shared/whatsapp";

// Picked photos are checked (type, size, pixels) and shrunk before upload by islands/lib/photo-prep.ts,
// the same for every image field of the product.
export const MAX_GALLERY_IMAGES = 20;

// The server's own formats (shared/formats.ts) and e-mail rule (shared/email.ts): what passes here passes there.
export { isPhone } from "../../shared/formats";
export { isEmail } from "../../shared/email";

export type Errors<K extends string = string> = Partial<Record<K, string>>;

/** The listing form's text fields (the images are picked separately, the menu has its own screen). */
export type ListingField = Exclude<keyof ListingFields, "category_id" | "logo_url" | "cover_image_url" | "menu" | "ordering_enabled">;
/** The form's fields as its inputs hold them: the texts, and the ordering switch. */
export type ListingValues = Record<ListingField, string> & Pick<ListingFields, "ordering_enabled">;

/** The server's rule of each text field of the form: the inputs' `required` and `maxLength` come from here too. */
export const listingFieldRules: Record<ListingField, FieldRule> = listingRules;

/**
 * The words this form has for what the server's rules say (message keys under `qr.area.form`).
 * Lengths have none: the inputs' maxLength (from the same rules) keeps a text within them.
 */
const listingMessages: Record<string, string> = {
  "validation.email": "emailInvalid",
  "validation.phone": "phoneInvalid",
  "validation.url": "urlInvalid",
  "validation.imagePath": "urlInvalid",
  "validation.latitude": "latitudeInvalid",
  "validation.longitude": "longitudeInvalid",
};
/** A required field left blank, in the words of its field. */
const requiredMessages: Partial<Record<ListingField, string>> = { business_name: "nameRequired", business_type: "typeRequired" };

/**
 * The listing form's rules applied; the result maps fields to message keys under `qr.area.form`,
 * in the form's order (the form focuses the first field in error).
 */
export function checkListing(v: ListingValues): Errors<ListingField | "ordering_enabled"> {
  const errors: Errors<ListingField | "ordering_enabled"> = {};
  // The server's one rule across fields of this form: a position is both coordinates or neither,
  // and the one left empty is the one it names.
  const lat = v.latitude.trim();
  const lon = v.longitude.trim();
  const unpaired = !lat !== !lon ? (lat ? "longitude" : "latitude") : undefined;
  for (const field of Object.keys(listingFieldRules) as ListingField[]) {
    const problem = checkField(listingFieldRules[field], v[field], field);
    const message = problem === "validation.required" ? (requiredMessages[field] ?? "required") : problem && listingMessages[problem];
    if (message) errors[field] = message;
    else if (field === unpaired) errors[field] = "positionPair";
    // The server's other rule across fields: orders go to the WhatsApp number, so ordering needs
    // one WhatsApp can open. Said right after the number (the switch is under it); a number
    // typed wrong is said on the number alone.
    if (field === "whatsapp" && v.ordering_enabled && !message && whatsappNumber(v.whatsapp) === null) errors.ordering_enabled = "orderingNeedsWhatsapp";
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

/**
 * The words of the login and sign-up forms for what the server's rules say (message keys under
 * `qr.area.auth`; "passwordShort" names the shortest, see `authText`).
 */
const authMessages: Record<keyof AuthValues, Record<string, string>> = {
  username: { "validation.required": "usernameRequired" },
  password: { "validation.required": "passwordRequired", "validation.passwordLength": "passwordShort" },
  email: { "validation.required": "emailRequired", "validation.email": "emailInvalid" },
  phone: { "validation.required": "phoneRequired", "validation.phone": "phoneInvalid" },
};

/** The rules of each mode's fields: the login's (POST /api/qr/auth/login) or the sign-up's. */
export const authRules = { login: ownerLoginRules, register: ownerSignUpRules } as const;

/**
 * Login checks the username and password with the login's rules, register each field with the
 * sign-up's (keys under `qr.area.auth`). A username's form is left to the server, whose message
 * names what it takes; the hint under the field says it before.
 */
export function checkAuth(mode: AuthMode, v: AuthValues): Errors<keyof AuthValues> {
  const errors: Errors<keyof AuthValues> = {};
  const rules: Partial<Record<keyof AuthValues, FieldRule>> = authRules[mode];
  for (const field of Object.keys(authMessages) as (keyof AuthValues)[]) {
    const rule = rules[field];
    if (!rule) continue;
    const problem = checkField(rule, v[field], field);
    const message = problem && authMessages[field][problem];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The account's e-mail and phone, by the sign-up's rules (keys under `qr.area.auth`). The
 * account's own call takes either alone (a change of one), but the form shows both and an
 * account always has both, so both are required here.
 */
export function checkOwnerContact(v: Pick<AuthValues, "email" | "phone">): Errors<"email" | "phone"> {
  const errors: Errors<"email" | "phone"> = {};
  for (const field of ["email", "phone"] as const) {
    const problem = checkField(ownerContactRules[field], v[field], field);
    const message = problem && authMessages[field][problem];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A key of `checkAuth`'s in words. A password too short says the sign-up's shortest, in the plural
 * form of that number ("٨ أحرف").
 */
export function authText(key: string, t: Translate, lang: Lang) {
  return key === "passwordShort" ? passwordShort(ownerSignUpRules.password.minLength, t, lang) : t(`qr.area.auth.${key}`);
}
const passwordShort = (min: number, t: Translate, lang: Lang) => t(pluralKey("qr.area.auth.passwordShort", min, lang), { min });

/**
 * A password field by the server's rule of it (shared/form-rules.ts), in this area's words: left
 * blank (`blank`: each form has its own words for that), or shorter than the server's shortest (a
 * new password: the words say that number, from the rule). Longer than the longest cannot be
 * typed (the input's maxLength is the rule's). What else the server holds a new password to (not
 * a common one, not the username, not easy to guess) needs its word lists and the account: it
 * stays with the server, whose answer the forms show under the field.
 */
export function checkPassword(rule: FieldRule, value: string, words: { t: Translate; lang: Lang; blank: string }): string | undefined {
  const problem = checkField(rule, value);
  if (problem === "validation.required") return words.blank;
  if (problem && rule.minLength !== undefined && value.length < rule.minLength) {
    return passwordShort(rule.minLength, words.t, words.lang);
  }
  return undefined;
}
