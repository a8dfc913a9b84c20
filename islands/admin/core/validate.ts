/**
 * The admin forms' rules (required fields, formats), checked in the browser before anything is sent. Each failure
 * is a message key under `admin.validation`; the server's own 400 `errors` map is shown the same
 * way, so the two never disagree about where a message goes.
 */
import { normalizeWebAddress } from "../../../shared/web-address";
import { isEmail } from "../../../shared/email";
import { HEX_COLOR, isHttpUrl, isImageAddress, isIsoDate, isPhone } from "../../../shared/formats";

export type Rule = "required" | "url" | "imageUrl" | "webImageUrl" | "email" | "phone" | "date" | "integer" | "color";
/**
 * Each field's rules, by its API name. Typed with a form's values, a rule for a field the form does
 * not have (a renamed one, say) fails the typecheck.
 */
export type Rules<V = Record<string, unknown>> = { readonly [K in keyof V & string]?: readonly Rule[] };

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" ? v.trim() === "" : Array.isArray(v) && v.length === 0);

/** An image address: an http(s) URL or a path on this site (uploads live under /media). */
export const isImageUrl = (value: string) => isImageAddress(value.trim());

const checks: Record<Exclude<Rule, "required">, (v: string) => boolean> = {
  // What was typed written out in full first ("agency.sy" is https://agency.sy), as the server does.
  url: (v) => isHttpUrl(normalizeWebAddress(v).trim()),
  imageUrl: isImageUrl,
  // An image address as typed: "agency.sy/logo.png" is https://agency.sy/logo.png (the site's logo).
  webImageUrl: (v) => isImageUrl(normalizeWebAddress(v)),
  email: isEmail,
  phone: isPhone,
  date: (v) => isIsoDate(v.trim()),
  integer: (v) => /^\d+$/.test(v.trim()),
  color: (v) => HEX_COLOR.test(v.trim()),
};

/** The first failed rule of each field; optional fields are checked only when filled in. */
export function validate(values: Record<string, unknown>, rules: Rules): Record<string, Rule> {
  const errors: Record<string, Rule> = {};
  for (const [field, fieldRules = []] of Object.entries(rules)) {
    const value = values[field];
    if (isBlank(value)) {
      if (fieldRules.includes("required")) errors[field] = "required";
      continue;
    }
    const failed = fieldRules.find((rule) => rule !== "required" && !checks[rule](String(value)));
    if (failed) errors[field] = failed;
  }
  return errors;
}
