/**
 * A form field's rules as plain data, and the browser's check of a typed value against them.
 *
 * The server validates every request with zod schemas (shared/contract/). Those schemas are built
 * from the drizzle tables, so shipping them to the browser would bring zod, drizzle-zod and the
 * table definitions along (about 100 KiB gzip, several times the whole admin app). Instead
 * `fieldRules()` in shared/contract/form-rules.ts reads each schema once and writes what a form
 * needs to know, per field, into shared/form-rules.ts (plain data: which fields are required,
 * their lengths, their format). A unit test rebuilds that file from the schemas and fails when it
 * is stale, so the forms can never drift from the server. This module is what the browser runs
 * with that data: no zod, only the same format tests (shared/formats.ts) the server's rules call.
 */
import { normalizeDigits } from "./digits";
import { isEmail } from "./email";
import { HEX_COLOR, isHttpUrl, isImageAddress, isIsoDate, isLatitude, isLongitude, isPhone } from "./formats";
import { isCanonicalPath, isSitePath } from "./site-path";
import { normalizeWebAddress, platformOfField, type Platform } from "./web-address";

/** What a form needs to know of one field, read from the server's schema. */
export interface FieldRule {
  /** The server refuses the field left out or blank: the input is `required`. */
  readonly required: boolean;
  /** The most characters the server takes (after trimming): the input's `maxLength`. */
  readonly maxLength?: number;
  /** The fewest characters the server takes when the field is filled in. */
  readonly minLength?: number;
  /** The server's message for a length outside those, when it has its own (`validation.passwordLength`). */
  readonly lengthMessage?: string;
  /**
   * The message key (`validation.*`) the server gives a filled-in value of the wrong form: what
   * kind of value the field takes (an e-mail, a phone number, a web address ...).
   */
  readonly format?: string;
  /** The regular expression (source) the server's format is, when it is one (a username). */
  readonly pattern?: string;
  /** A link field that also takes a path on this site as it is (an uploaded file: `/media/...`). */
  readonly sitePaths?: boolean;
  /** Lengths count the text as typed, spaces around it included (a password); others are trimmed first. */
  readonly untrimmed?: boolean;
}

/**
 * The format tests the server's rules are built on (shared/contract/fields.ts), by the message key
 * the server answers when one fails. Link fields are written out in full first, as the server
 * does (shared/web-address.ts), with the platform of a social network's field.
 */
const formats: Record<string, (value: string, platform?: Platform) => boolean> = {
  "validation.email": isEmail,
  "validation.phone": isPhone,
  "validation.url": (v, platform) => isHttpUrl(normalizeWebAddress(v, platform)),
  "validation.imageUrl": (v) => isImageAddress(v.trim()),
  "validation.webImageUrl": (v) => isImageAddress(normalizeWebAddress(v)),
  // Numbers, dates, phones and coordinates in any digit system, as the server reads them (shared/digits.ts).
  "validation.date": (v) => isIsoDate(normalizeDigits(v).trim().slice(0, 10)),
  "validation.color": (v) => HEX_COLOR.test(v.trim()),
  "validation.number": (v) => /^\d+$/.test(normalizeDigits(v).trim()),
  // A switch as a form sends it (shared/contract/fields.ts `boolean`), exactly.
  "validation.boolean": (v) => ["true", "false", "1", "0"].includes(v),
  "validation.latitude": isLatitude,
  "validation.longitude": isLongitude,
};

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" ? v.trim() === "" : Array.isArray(v) && v.length === 0);

/**
 * What the server would say of this value, as its message key (`validation.required`,
 * `validation.tooLong`, `validation.email` ...), or undefined when it passes. `field` names the
 * field for link fields of a social network ("instagram": a bare handle is a profile).
 * Rules across fields (two passwords alike, a choice from the database) and those that need the
 * server's data (a password on the list of common ones) stay with the server.
 */
export function checkField(rule: FieldRule, value: unknown, field?: string): string | undefined {
  if (isBlank(value)) return rule.required ? "validation.required" : undefined;
  if (typeof value !== "string") return undefined;
  const text = rule.untrimmed ? value : value.trim();
  if (rule.minLength !== undefined && text.length < rule.minLength) return rule.minLength <= 1 ? "validation.required" : (rule.lengthMessage ?? "validation.tooShort");
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return rule.lengthMessage ?? "validation.tooLong";
  if (!rule.format) return undefined;
  const test = formats[rule.format] ?? (rule.pattern ? (v: string) => new RegExp(rule.pattern!).test(v.trim()) : undefined);
  const onSite = (rule.sitePaths || rule.format in imageFormats) && isSitePath(text);
  if (!onSite && test && !test(value, field === undefined ? undefined : platformOfField(field))) return rule.format;
  // A path on this site only in its plain form (`/./media/x` names `/media/x` another way).
  if (onSite && !isCanonicalPath(text)) return "validation.imagePath";
  return undefined;
}
const imageFormats: Record<string, true> = { "validation.imageUrl": true, "validation.webImageUrl": true };

/** The attributes an input takes from its field's rule, so the phone's keyboard and the browser agree with the server. */
export const inputRules = (rule: FieldRule) => ({ required: rule.required, maxLength: rule.maxLength });

/** Every field's check at once: field name to message key, only the failed ones. */
export function checkFields<K extends string>(rules: { readonly [F in K]: FieldRule }, values: { readonly [F in K]?: unknown }): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const message = checkField(rules[field], values[field], field);
    if (message) errors[field] = message;
  }
  return errors;
}
