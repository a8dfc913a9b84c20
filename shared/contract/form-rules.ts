import { z } from "zod";
import type { FieldRule } from "../field-rules";
import "./fields"; // the message keys (`validation.*`) every check below answers with

/**
 * Reads a request schema field by field, the way a form needs it: is the field required, how
 * long may it be, and what would the server say of a value. The forms do not run this (it needs
 * zod); shared/form-rules.test.ts writes its answers into shared/form-rules.ts, which they read.
 */

/** One field of a schema, read: its rule as data, and its own zod schema run on a value. */
export interface FieldCheck extends FieldRule {
  /**
   * The message key the server gives this value (`validation.tooLong` ...), or undefined when it
   * passes. Asynchronous, as some rules are (a new password is looked up in a list of common ones).
   */
  check(value: unknown): Promise<string | undefined>;
}

/** A request schema: an object, perhaps behind a preprocess (`withAliases`) or a transform. */
type ObjectLike = z.core.$ZodType;
type ShapeOf<S> = S extends z.ZodObject<infer Shape> ? Shape : S extends { in: infer In; out: infer Out } ? ShapeOf<In> | ShapeOf<Out> : never;

/** The object inside: a preprocess's result (`pipe(transform, object)`) or a transform's input (`pipe(object, transform)`). */
function objectOf(schema: z.core.$ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return schema.in instanceof z.ZodTransform ? objectOf(schema.out) : objectOf(schema.in);
  throw new Error("fieldRules reads object schemas");
}

type JsonSchema = { type?: unknown; maxLength?: number; minLength?: number; pattern?: string; const?: unknown; enum?: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };
/** The string forms a field takes, as JSON Schema describes what a client may send: nullable and union fields have several. */
const stringForms = (s: JsonSchema): JsonSchema[] =>
  [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(stringForms).concat(s.type === "string" && s.const === undefined && s.enum === undefined ? [s] : []);

// Values of no format at all: the first message that is not about blankness or length names the
// field's format. Several, since a social network's field takes almost any word as a handle.
const formatProbes = ["x y", "::", "https://"];
const lengthKeys = new Set(["validation.required", "validation.tooShort", "validation.tooLong"]);

/** One field: its lengths from its JSON Schema (zod's own reading, wrappers and all), the rest from running it. */
export async function fieldRule(schema: z.ZodType): Promise<FieldCheck> {
  const check = async (value: unknown) => {
    const result = await schema.safeParseAsync(value);
    return result.success ? undefined : (result.error.issues[0]?.message ?? "validation.invalidType");
  };
  // "input": what a client may send, before the rules' transforms (a preprocess shows its target).
  const forms = stringForms(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
  const most = (key: "maxLength" | "minLength", pick: (...n: number[]) => number) => {
    const found = forms.map((f) => f[key]);
    return found.length && found.every((n) => n !== undefined) ? pick(...(found as number[])) : undefined;
  };
  const maxLength = most("maxLength", Math.max);
  const minLength = most("minLength", Math.min);
  // The probes made long enough for the field (a password of "x y" is only too short).
  const probes = formatProbes.map((p) => p.padEnd(minLength ?? 0, "x")).filter((p) => maxLength === undefined || p.length <= maxLength);
  const format = (await Promise.all(probes.map(check))).find((m) => m !== undefined && !lengthKeys.has(m));
  const patterns = [...new Set(forms.flatMap((f) => (f.pattern ? [f.pattern] : [])))];
  // What the server says of a value too short or too long, when it is not the usual words.
  const lengthMessage = minLength !== undefined && minLength > 1 ? await check("x".repeat(minLength - 1)) : maxLength !== undefined ? await check("x".repeat(maxLength + 1)) : undefined;
  const spaceTooMany = maxLength === undefined ? undefined : await check(`${"y".repeat(maxLength)} `);
  const rule: FieldCheck = {
    // Refused both left out and blank: a form's input cannot be left empty.
    required: (await check(undefined)) !== undefined && (await check("")) !== undefined,
    maxLength,
    minLength,
    lengthMessage: lengthMessage && !lengthKeys.has(lengthMessage) ? lengthMessage : undefined,
    format,
    pattern: format && patterns.length === 1 ? patterns[0] : undefined,
    sitePaths: format === "validation.url" && (await check("/media/probe.png")) === undefined ? true : undefined,
    // Counted as typed, spaces and all (a password), when a space past the longest is too long.
    untrimmed: spaceTooMany !== undefined && (lengthKeys.has(spaceTooMany) || spaceTooMany === lengthMessage) ? true : undefined,
    check,
  };
  for (const key of ["maxLength", "minLength", "lengthMessage", "format", "pattern", "sitePaths", "untrimmed"] as const) if (rule[key] === undefined) delete rule[key];
  return rule;
}

/**
 * Every field of a request schema, read. A rule across fields (a refinement of the whole object)
 * is not any one field's: the server still checks it.
 */
export async function fieldRules<S extends ObjectLike>(schema: S): Promise<{ [K in keyof ShapeOf<S> & string]: FieldCheck }> {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>;
  return Object.fromEntries(await Promise.all(Object.entries(shape).map(async ([field, fieldSchema]) => [field, await fieldRule(fieldSchema)]))) as never;
}

/** The rules of `fields` as plain data (no check functions): what shared/form-rules.ts holds. */
export async function ruleData<S extends ObjectLike, const K extends keyof ShapeOf<S> & string>(schema: S, fields: readonly K[]): Promise<{ [F in K]: FieldRule }> {
  const all = (await fieldRules(schema)) as Record<string, FieldCheck>;
  return Object.fromEntries(fields.map((f) => [f, (({ check: _check, ...data }) => data)(all[f])])) as never;
}
