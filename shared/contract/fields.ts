import { z, type ZodType } from "zod";
import { normalizeDigits, numberFromText } from "../digits";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "../email";
import { HEX_COLOR, isHttpUrl, isImageAddress, isIsoDate, MAX_PHONE_LENGTH, PHONE_PATTERN } from "../formats";
import { isCanonicalPath, isSitePath } from "../site-path";
import { normalizeWebAddress, type Platform } from "../web-address";
import { slugify } from "../slug";
import { emptyState, fromPlain, hasContent, MAX_RICH_JSON, richState } from "../rich-text";

/**
 * The field rules every resource's schema is built from, shared by the server (which validates
 * every request with them) and the browser's forms (which read the same rules' types).
 */

/**
 * Validation speaks in message keys (`validation.*`), translated into the request's language when
 * the error is sent. Schema-level keys win; this map names everything else by its issue code.
 */
z.config({
  customError: (issue) => {
    if (issue.code === "invalid_type") return issue.input === undefined || issue.input === null ? "validation.required" : "validation.invalidType";
    if (issue.code === "too_big") return issue.origin === "array" ? "validation.tooMany" : issue.origin === "string" ? "validation.tooLong" : "validation.number";
    if (issue.code === "too_small") return issue.origin === "string" && issue.minimum === 1 ? "validation.required" : issue.origin === "string" ? "validation.tooShort" : "validation.number";
    if (issue.code === "invalid_value") return "validation.choice";
    if (issue.code === "invalid_format") return issue.format === "email" ? "validation.email" : "validation.invalidType";
    if (issue.code === "unrecognized_keys") return "validation.unknownField";
    return "validation.invalidType";
  },
});

const trimmed = () => z.string().trim();

/**
 * A string field that holds a number, a phone, a time or a date: Western digits before anything
 * checks it (shared/digits.ts), so "٠٩٤٤١٢٣٤٥٦" is checked and stored as "0944123456". An
 * overwrite, not a preprocess: the input stays typed as a string, and its lengths and pattern
 * still reach the forms' rules.
 */
export const digitText = () => z.string().overwrite(normalizeDigits).trim();

/** A required single line of text, trimmed, at most `max` characters. */
export const requiredText = (max = 200) => trimmed().min(1, "validation.required").max(max, "validation.tooLong");

/**
 * Optional text: absent, null or blank all become "". Written as nullish-then-transform (not a
 * preprocess) so its input type says "string, null or left out": the typed API client then lets
 * a caller leave the field out, as the server does.
 */
export const optionalText = (max = 2000) =>
  trimmed()
    .max(max, "validation.tooLong")
    .nullish()
    .transform((v) => v ?? "");


/**
 * An absolute http(s) URL, from what a person typed: a bare host gets `https://`, and in a social
 * network's field a handle becomes its profile's address (shared/web-address.ts, which the forms
 * apply too). `javascript:` and friends are refused everywhere.
 */
export const httpUrl = (platform?: Platform) =>
  z.preprocess((v) => (typeof v === "string" ? normalizeWebAddress(v, platform) : v), trimmed().max(2048, "validation.tooLong").refine(isHttpUrl, "validation.url"));

/** Optional http(s) URL: blank becomes null. */
export const optionalHttpUrl = (platform?: Platform) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), httpUrl(platform).nullable().optional()).transform((v) => v ?? null);

/**
 * An image address: an http(s) URL or a path on this site (an upload under /media, a public file).
 * `message` names what is expected when it is not an image (a menu link, say).
 */
export const imageUrl = (message = "validation.imageUrl") =>
  trimmed()
    .max(2048, "validation.tooLong")
    .refine(isImageAddress, message)
    // A path on this site only in its plain form: `/./media/x` or `/%6dedia/x` name the same
    // file as `/media/x` and would slip past any check that reads the string.
    .refine((v) => !isSitePath(v) || isCanonicalPath(v), "validation.imagePath");

/**
 * A link or an uploaded file: a web address as people type it ("yasmin-cafe.sy/menu.pdf" gets
 * `https://`, as in the other link fields) or a path on this site (an upload under /media), which
 * is taken as it is. `message` names what is expected when it is neither.
 */
export const linkOrSitePath = (message = "validation.url") =>
  z.preprocess((v) => (typeof v === "string" ? normalizeWebAddress(v) : v), imageUrl(message));

/**
 * An image address as a person types it ("agency.sy/logo.png" gets `https://`, which the admin's
 * form applies too), or an upload's path as it is; the result must be an image address.
 */
export const webImageUrl = () => linkOrSitePath("validation.webImageUrl");

/** The one e-mail rule (shared/email.ts), which the browser's forms check too. */
export const email = () => trimmed().max(MAX_EMAIL_LENGTH, "validation.tooLong").regex(EMAIL_PATTERN, "validation.email");

/**
 * A phone number (shared/formats.ts: at least 8 of digits, spaces, hyphens and parentheses,
 * optional leading +), typed in any digit system and stored in Western digits.
 */
export const phone = () => digitText().max(MAX_PHONE_LENGTH, "validation.tooLong").regex(PHONE_PATTERN, "validation.phone");

/** Booleans as JSON booleans, 0/1, or the strings "true"/"false" (HTML forms). */
export const boolean = () =>
  z.preprocess(
    (v) => (v === "true" || v === 1 || v === "1" ? true : v === "false" || v === 0 || v === "0" ? false : v),
    z.boolean("validation.boolean"),
  );

/** A whole number, also from a numeric string in any digit system (form inputs), within the given bounds. */
export const integer = (min = 0, max = 1_000_000) =>
  z.preprocess(
    numberFromText,
    z.number("validation.number").int("validation.number").min(min, "validation.number").max(max, "validation.number"),
  );

/** A calendar date as YYYY-MM-DD; a full ISO timestamp is cut to its date. */
export const isoDate = () =>
  digitText()
    .transform((v) => v.slice(0, 10))
    .refine(isIsoDate, "validation.date");

/**
 * A moment, optional: an ISO date and time with its offset (`2026-12-02T10:30:00+03:00`, or `Z`),
 * stored the way `toISOString()` writes it (UTC), so stored moments compare as strings. Absent,
 * null or blank: null.
 */
export const optionalMoment = () =>
  digitText()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v))), "validation.moment")
    .transform((v) => (v === null ? null : new Date(v).toISOString()));

export const hexColor = () => trimmed().regex(HEX_COLOR, "validation.color");

/** A list of short strings, from an array or a comma-separated string; blanks and duplicates dropped. */
export const stringList = (maxItems = 30, maxLength = 60) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(/[,،]/) : v === null || v === undefined ? [] : v),
    z
      .array(trimmed().max(maxLength, "validation.tooLong"))
      .transform((items) => [...new Set(items.filter(Boolean))])
      .pipe(z.array(z.string()).max(maxItems, "validation.tooMany")),
  );

/**
 * Copies alias fields onto their canonical names when the canonical one is absent: the
 * clients send both spellings (`completionDate`, `isFeatured`, `order`, plain `title`, ...).
 */
export const withAliases = <T extends ZodType>(aliases: Record<string, string>, schema: T): T & { aliases: Record<string, string> } =>
  // Typed as the canonical schema: typed clients send canonical names; aliases are for the others.
  Object.assign(z.preprocess((raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const body = { ...(raw as Record<string, unknown>) };
    for (const [alias, canonical] of Object.entries(aliases)) {
      if (body[canonical] === undefined && body[alias] !== undefined) body[canonical] = body[alias];
      if (alias !== canonical) delete body[alias];
    }
    return body;
  }, schema), { aliases }) as unknown as T & { aliases: Record<string, string> };

/** For arrays replaced as a whole: ids the client sent must not repeat. */
export const uniqueIds = <T extends ZodType<{ id?: number }[]>>(schema: T) =>
  schema.refine((items) => {
    const ids = items.flatMap((i) => (i.id ? [i.id] : []));
    return new Set(ids).size === ids.length;
  }, "validation.choice");

/**
 * An article's body (shared/rich-text.ts): the editor's tree, as an object or as its JSON, or
 * plain text (paragraphs split by blank lines), which clients of the older API still send. What
 * the server keeps is the checked tree's JSON. A required body must hold a word, an image or a
 * video; a node of a kind the site does not know, a link to a `javascript:` address or an image
 * without its description is refused with a message that says which.
 */
export const requiredRichBody = () => richTree(true);
/** A body that may be left out (it then stays as it is; a new item's is none) or blank. */
export const optionalRichBody = () => richTree(false).optional();

// What a client may send: the tree (an object), its JSON or plain text, or null for none.
const richInput = z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]);
const richTree = (required: boolean) =>
  richInput.transform((value, ctx) => {
    let tree: unknown = value;
    if (value === undefined || value === null || (typeof value === "string" && !value.trim())) tree = emptyState();
    else if (typeof value === "string") {
      if (value.length > MAX_RICH_JSON) return tooLong(ctx);
      tree = value.trimStart().startsWith("{") ? parseJson(value) : fromPlain(value);
    }
    const parsed = richState.safeParse(tree);
    if (!parsed.success) {
      // The first problem, in words an editor can act on; a node the site does not know, as such.
      const first = parsed.error.issues[0];
      const message = !first ? "validation.richNode" : richMessages.has(first.message) ? first.message : first.code === "too_big" || first.message === "validation.tooDeep" ? "validation.richTooLong" : "validation.richNode";
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (required && !hasContent(parsed.data)) {
      ctx.addIssue({ code: "custom", message: "validation.required" });
      return z.NEVER;
    }
    if (!hasContent(parsed.data)) return "";
    const json = JSON.stringify(parsed.data);
    return json.length > MAX_RICH_JSON ? tooLong(ctx) : json;
  });

/** The body's own problems, said as they are; anything else is a node the site does not draw. */
const richMessages = new Set(["validation.linkUrl", "validation.altRequired", "validation.videoId", "validation.imageUrl", "validation.richTooLong"]);
const tooLong = (ctx: z.RefinementCtx) => {
  ctx.addIssue({ code: "custom", message: "validation.richTooLong" });
  return z.NEVER;
};
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * An address's readable part (`/blog/{slug}`), from what an admin typed: made into a slug the
 * way titles are (shared/slug.ts), so "Social Media!" is taken as "social-media". Blank: null,
 * and the server makes one from the title.
 */
export const optionalSlug = () =>
  z
    .string()
    .max(200, "validation.tooLong")
    .nullish()
    .transform((v) => (v && v.trim() ? slugify(v) : null));
