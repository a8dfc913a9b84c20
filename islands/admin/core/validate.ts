/**
 * The admin forms' rules (required fields, formats), checked in the browser before anything is sent. Each failure
 * is a message key under `admin.validation`; the server's own 400 `errors` map is shown the same
 * way, so the two never disagree about where a message goes.
 *
 * A content form's rules are the server's own: the `FieldRule`s shared/form-rules.ts reads from
 * the schema the route validates with (required, lengths, format). A few screens whose requests
 * have no such schema of their own in shared/contract/ still name their rules (`Rule[]`).
 */
import { checkField, type FieldRule } from "../../../shared/field-rules";
import { normalizeWebAddress } from "../../../shared/web-address";
import { isEmail } from "../../../shared/email";
import { normalizeDigits } from "../../../shared/digits";
import { HEX_COLOR, isHttpUrl, isImageAddress, isIsoDate, isPhone } from "../../../shared/formats";

export type Rule = "required" | "url" | "imageUrl" | "webImageUrl" | "email" | "phone" | "date" | "integer" | "color";
/** What failed: a rule above, or one only the server's rules have (a new password's lengths, a coordinate's range). */
export type Failure = Rule | "passwordLength" | "latitude" | "longitude";
/**
 * The rule of a value that is not text (an article's body: the rich-text editor's tree): the form
 * says itself whether the value holds anything, and whether it must. No length applies: the
 * server measures such a value in its own way and answers under the field.
 */
export interface ContentRule {
  readonly required: boolean;
  readonly isEmpty: (value: unknown) => boolean;
}
/**
 * Each field's rules, by its API name. Typed with a form's values, a rule for a field the form does
 * not have (a renamed one, say) fails the typecheck.
 */
export type Rules<V = Record<string, unknown>> = { readonly [K in keyof V & string]?: readonly Rule[] | FieldRule | ContentRule };

/** The admin's word for what the server's rule says (`validation.email` is "email"). */
const ruleOfMessage: Record<string, Failure> = {
  "validation.required": "required",
  "validation.url": "url",
  "validation.imageUrl": "imageUrl",
  "validation.imagePath": "imageUrl",
  "validation.webImageUrl": "webImageUrl",
  "validation.email": "email",
  "validation.phone": "phone",
  "validation.date": "date",
  "validation.number": "integer",
  "validation.color": "color",
  // A new password outside the server's lengths: its words name the shortest and longest (see ruleParams).
  "validation.passwordLength": "passwordLength",
  "validation.latitude": "latitude",
  "validation.longitude": "longitude",
};

const isFieldRule = (rule: readonly Rule[] | FieldRule | ContentRule): rule is FieldRule => !Array.isArray(rule) && !("isEmpty" in rule);
const isContentRule = (rule: readonly Rule[] | FieldRule | ContentRule): rule is ContentRule => !Array.isArray(rule) && "isEmpty" in rule;

/** Whether a field's rule asks for a value (the input's `required`). */
export const isRequired = (rule: Rules[string]) => (rule === undefined ? false : isFieldRule(rule) || isContentRule(rule) ? rule.required : rule.includes("required"));

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" ? v.trim() === "" : Array.isArray(v) && v.length === 0);

/** An image address: an http(s) URL or a path on this site (uploads live under /media). */
export const isImageUrl = (value: string) => isImageAddress(value.trim());

/**
 * What a failed rule's words need besides the key: a field's shortest and longest, from the
 * server's rule ("between {{min}} and {{max}} characters"), so no number is typed twice.
 */
export function ruleParams(rule: Rules[string]): Record<string, number> {
  if (rule === undefined || !isFieldRule(rule)) return {};
  return Object.fromEntries(Object.entries({ min: rule.minLength, max: rule.maxLength }).filter((e): e is [string, number] => e[1] !== undefined));
}

const checks: Record<Exclude<Rule, "required">, (v: string) => boolean> = {
  // What was typed written out in full first ("agency.sy" is https://agency.sy), as the server does.
  url: (v) => isHttpUrl(normalizeWebAddress(v).trim()),
  imageUrl: isImageUrl,
  // An image address as typed: "agency.sy/logo.png" is https://agency.sy/logo.png (the site's logo).
  webImageUrl: (v) => isImageUrl(normalizeWebAddress(v)),
  email: isEmail,
  phone: isPhone,
  // In any digit system, as the server reads them (shared/digits.ts); phones are so in isPhone.
  date: (v) => isIsoDate(normalizeDigits(v).trim()),
  integer: (v) => /^\d+$/.test(normalizeDigits(v).trim()),
  color: (v) => HEX_COLOR.test(v.trim()),
};

/** The first failed rule of each field; optional fields are checked only when filled in. */
export function validate(values: Record<string, unknown>, rules: Rules): Record<string, Failure> {
  const errors: Record<string, Failure> = {};
  for (const [field, rule = []] of Object.entries(rules)) {
    const value = values[field];
    if (isContentRule(rule)) {
      if (rule.required && rule.isEmpty(value)) errors[field] = "required";
      continue;
    }
    if (isFieldRule(rule)) {
      // The server's rule. Most lengths have no words here (the input's maxLength keeps a text
      // within them); a new password too short has, since typing cannot prevent it.
      const failed = ruleOfMessage[checkField(rule, value, field) ?? ""];
      if (failed) errors[field] = failed;
      continue;
    }
    const fieldRules = rule;
    if (isBlank(value)) {
      if (fieldRules.includes("required")) errors[field] = "required";
      continue;
    }
    const failed = fieldRules.find((rule) => rule !== "required" && !checks[rule](String(value)));
    if (failed) errors[field] = failed;
  }
  return errors;
}
