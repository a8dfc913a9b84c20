/**
 * The admin forms' rules (required fields, formats), checked in the browser before anything is sent. Each failure
 * is a message key under `admin.validation`; the server's own 400 `errors` map is shown the same
 * way, so the two never disagree about where a message goes.
 */
import { normalizeWebAddress } from "../../../shared/web-address";
import { isEmail } from "../../../shared/email";

export type Rule = "required" | "url" | "imageUrl" | "email" | "phone" | "date" | "integer" | "color";
/**
 * Each field's rules, by its API name. Typed with a form's values, a rule for a field the form does
 * not have (a renamed one, say) fails the typecheck.
 */
export type Rules<V = Record<string, unknown>> = { readonly [K in keyof V & string]?: readonly Rule[] };

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" ? v.trim() === "" : Array.isArray(v) && v.length === 0);

export function isHttpUrl(value: string) {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

/** An image address: an http(s) URL or a path on this site (uploads live under /media). */
export const isImageUrl = (value: string) => isHttpUrl(value) || /^\/(?!\/)[\w\-./%]*$/.test(value.trim());

/** At least 8 of digits, spaces, hyphens and parentheses, optional leading +. */
const phonePattern = /^\+?[\d\s\-()]{8,}$/;

function isDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const checks: Record<Exclude<Rule, "required">, (v: string) => boolean> = {
  // What was typed written out in full first ("agency.sy" is https://agency.sy), as the server does.
  url: (v) => isHttpUrl(normalizeWebAddress(v)),
  imageUrl: isImageUrl,
  email: isEmail,
  phone: (v) => phonePattern.test(v.trim()),
  date: isDate,
  integer: (v) => /^\d+$/.test(v.trim()),
  color: (v) => /^#[0-9a-fA-F]{6}$/.test(v.trim()),
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
