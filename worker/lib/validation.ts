import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z, ZodType } from "zod";
import type { Translate } from "../../locales/i18n";
import type { AppEnv } from "../env";
import { fail } from "./respond";
// The field rules and the message keys zod reports (set once, where the rules are defined).
import "../../shared/contract/fields";

/**
 * Per-field messages in the request's language: `{ "title_ar": "This field is required" }`. A
 * field that also has an alias (plain `title` for `title_ar`) is reported under both names, so a
 * form sending either spelling finds its message.
 */
export function fieldErrors(error: z.ZodError, t: Translate, aliases: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (field in out) continue;
    const key = issue.message.startsWith("validation.") ? issue.message : "validation.invalidType";
    const bounds = issue as { maximum?: number | bigint; minimum?: number | bigint };
    out[field] = t(key, { max: Number(bounds.maximum ?? 0), min: Number(bounds.minimum ?? 0) });
    for (const [alias, canonical] of Object.entries(aliases)) if (canonical === field) out[alias] ??= out[field];
  }
  return out;
}

/** Sends the 400 envelope for a failed parse. */
export const invalid = (c: Context<AppEnv>, error: z.ZodError, aliases?: Record<string, string>) =>
  fail(c, 400, c.var.t("api.validationFailed"), fieldErrors(error, c.var.t, aliases));

/** zod validation of one request part; failures answer 400 with per-field messages. */
export const validate = <Target extends keyof ValidationTargets, T extends ZodType>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    const aliases = (schema as { aliases?: Record<string, string> }).aliases;
    if (!result.success) return invalid(c as Context<AppEnv>, result.error as unknown as z.ZodError, aliases);
  });

/** A positive integer id from a path parameter; anything else is an unknown id. */
export const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
