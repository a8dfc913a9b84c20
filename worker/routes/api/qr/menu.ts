import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../../../env";
import { nowOf } from "../../../lib/clock";
import { fail, ok } from "../../../lib/respond";
import { fieldErrors, parseId, validate } from "../../../lib/validation";
import { ownerOf, requireOwner } from "../../../middleware/auth";
import { contentVersionOf } from "../../../services/content-version";
import { checkImageRefs } from "../../../services/qr/business-uploads";
import { getOwnBusiness } from "../../../services/qr/business-queries";
import { serializeBusiness } from "../../../services/qr/business-view";
import { isReviewed, updateBusiness } from "../../../services/qr/business-writes";
import { applyMenuNow, setMenuItemFlags } from "../../../services/qr/menu";
import { latestRevisionsOfOwner, proposeRevision, withRevision } from "../../../services/qr/revisions";
import { hit } from "../../../services/rate-limit";
import { formatNumber } from "../../../../locales/format";
import type { Lang, Translate } from "../../../../locales/i18n";
import { menuBody, menuItemFlagsBody } from "../../../../shared/contract/qr-menu";
import { menuItemsOf, menuName, type ListingMenu } from "../../../../shared/menu";
import { onlyPricesAndSwitches, REPRICE_PERCENT, REPRICE_STEPS, repriceMenu, withPricesOf, type RepriceStep } from "../../../../shared/menu-prices";
import { normalizeDigits } from "../../../../shared/digits";
import type { BusinessRecord } from "../../../services/qr/business-view";
import { auditListing, businessNotFound, viewOf } from "./context";

/** How many instant switches (sold out, hidden) an owner may flip in an hour. */
export const MENU_SWITCHES_PER_HOUR = 300;
const HOUR = 60 * 60 * 1000;

/** `{ menu }`: the whole menu, or null to remove it. */
const menuPutBody = menuBody.nullable();

/**
 * Where a menu error is, in words the owner can find: "«قهوة تركية» (item 3 of «مشروبات ساخنة»),
 * price: …". The field keys stay the API's paths (`sections.0.items.2.price`), so a form puts each
 * message beside its input; the message itself names the item, the section and the field.
 */
export function menuErrors(error: z.ZodError, body: unknown, t: Translate, lang: Lang, prefix = "") {
  const plain = fieldErrors(error, t);
  const sent = (body ?? {}) as { sections?: { name_ar?: unknown; name_en?: unknown; items?: { name_ar?: unknown; name_en?: unknown }[] }[] };
  const name = (v: { name_ar?: unknown; name_en?: unknown } | undefined, fallback: string) => {
    const text = (x: unknown) => (typeof x === "string" ? x.trim() : "");
    const n = v ? menuName({ name_ar: text(v.name_ar), name_en: text(v.name_en) }, lang) : "";
    return n ? n.slice(0, 60) : fallback;
  };
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(plain)) {
    const m = /^sections\.(\d+)(?:\.items\.(\d+))?(?:\.(\w+)(?:\.(\d+)(?:\.(\w+))?)?)?/.exec(path);
    if (!m) {
      out[prefix + path] = message;
      continue;
    }
    const s = Number(m[1]);
    const section = sent.sections?.[s];
    const sectionName = name(section, t("menu.api.sectionN", { n: formatNumber(s + 1, lang) }));
    const field = m[3] ? fieldWords(m[3], m[4], m[5], t, lang) : "";
    if (m[2] === undefined) {
      out[prefix + path] = t("menu.api.sectionError", { section: sectionName, field, message });
      continue;
    }
    const i = Number(m[2]);
    const itemName = name(section?.items?.[i], t("menu.api.itemN", { n: formatNumber(i + 1, lang) }));
    out[prefix + path] = t("menu.api.itemError", { item: itemName, section: sectionName, field, message });
  }
  return out;
}

/**
 * A menu field in the owner's words. Sizes and labels are named as the editor labels them; a
 * size's own field with its number ("size 2, price"); the time of a sold-out mark is part of
 * "sold out".
 */
function fieldWords(field: string, index: string | undefined, sub: string | undefined, t: Translate, lang: Lang) {
  if (field === "variants") {
    if (index === undefined || !sub) return t("menu.editor.variants");
    return t("menu.editor.variantField", { n: formatNumber(Number(index) + 1, lang), field: t(`menu.fields.${sub}`) });
  }
  if (field === "tags") return t("menu.editor.tags");
  return t(`menu.fields.${field === "sold_out_since" ? "sold_out" : field}`);
}

/** The menu PUT's validation: a 400 whose messages name the item and the field. */
const validateMenu = zValidator("json", menuPutBody, async (result, c) => {
  if (result.success) return;
  const ctx = c as Context<AppEnv>;
  return fail(ctx, 400, ctx.var.t("api.validationFailed"), menuErrors(result.error as unknown as z.ZodError, await c.req.json().catch(() => null), ctx.var.t, ctx.var.lang));
});

/** How many times an hour an owner may change all prices at once (each empties the page cache). */
export const REPRICES_PER_HOUR = 30;

/** `{ percent, round_to }`: every price up or down by a percentage, rounded to a step of the main unit. */
const repriceBody = z.object({
  percent: z.preprocess(
    (v) => (typeof v === "string" ? Number(normalizeDigits(v).trim().replace(/^[\u2212+]/, (s) => (s === "+" ? "" : "-"))) : v),
    z.number("validation.number").min(REPRICE_PERCENT.min, "validation.reprice").max(REPRICE_PERCENT.max, "validation.reprice"),
  ),
  round_to: z.preprocess((v) => (typeof v === "string" ? Number(normalizeDigits(v)) : v), z.union(REPRICE_STEPS.map((s) => z.literal(s)) as [z.ZodLiteral<RepriceStep>, ...z.ZodLiteral<RepriceStep>[]], "validation.choice")),
});

/**
 * Writes a menu that changes only prices and switches to the live listing at once, carries the
 * change into the edit waiting for review, logs it, and empties the cached public pages.
 */
async function pricesNow(c: Context<AppEnv>, existing: BusinessRecord, menu: ListingMenu, carry: (pending: ListingMenu) => ListingMenu) {
  const { db } = c.var.deps;
  const owner = ownerOf(c);
  const saved = await applyMenuNow(db, existing.business, menu, carry, nowOf(c));
  await auditListing(c, "change_prices", saved ?? existing.business);
  if (existing.business.status === "approved") await contentVersionOf(c.var.deps).bump();
  const row = await getOwnBusiness(db, owner.id, existing.business.id);
  const revision = (await latestRevisionsOfOwner(db, owner.id)).get(existing.business.id);
  return withRevision(serializeBusiness(row!, viewOf(c)), revision);
}

/** The uploaded item photos of a menu, named as the API reports errors. */
export const menuImageRefs = (menu: ListingMenu | null | undefined, prefix = "") =>
  (menu?.sections ?? []).flatMap((s, i) => s.items.flatMap((item, j) => (item.image_url ? [{ field: `${prefix}sections.${i}.items.${j}.image_url`, url: item.image_url }] : [])));

/**
 * `/api/qr/businesses/{id}/menu`: the owner's menu. The whole menu is saved with PUT (an approved
 * listing's becomes an edit waiting for review, like any other edit); one item's "sold out" and
 * "hidden" switches change at once with PATCH `/menu/items/{itemId}`, on the live listing and on
 * the edit waiting for review.
 */
export const menuRoutes = new Hono<AppEnv>()
  .put("/:id/menu", requireOwner({ write: true }), validateMenu, async (c) => {
    const { db, blobs } = c.var.deps;
    const { t } = c.var;
    const owner = ownerOf(c);
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, owner.id, id));
    if (!existing) return businessNotFound(c);
    const menu = c.req.valid("json");
    const refs = await checkImageRefs(db, owner.id, menuImageRefs(menu));
    if (!refs.ok) {
      const errors = Object.fromEntries(refs.fields.map(({ field, reason }) => [field, t(reason === "not_yours" ? "qr.imageNotYours" : "validation.imagePath")]));
      return fail(c, 400, t("api.validationFailed"), errors);
    }
    if (isReviewed(existing.business.status)) {
      // Prices follow the dollar by the day: a save that changes only prices and the day's
      // switches applies at once (logged), like the switches; anything else waits for review.
      const live = existing.business.menu;
      if (live && menu && onlyPricesAndSwitches(live, menu)) return ok(c, await pricesNow(c, existing, menu, (pending) => withPricesOf(pending, menu)), 200, t("menu.api.pricesNow"));
      const revision = await proposeRevision(db, blobs, existing, { menu }, undefined, refs.attach, nowOf(c));
      await auditListing(c, "propose", existing.business);
      return ok(c, withRevision(serializeBusiness(existing, viewOf(c)), revision), 200, t("qr.revisionSent"));
    }
    const saved = await updateBusiness(db, blobs, existing.business, { menu }, undefined, { attach: refs.attach, byOwner: true, now: nowOf(c) });
    if (!saved) return fail(c, 403, t("qr.approvedLocked"));
    await auditListing(c, "update", saved);
    const row = await getOwnBusiness(db, owner.id, saved.id);
    const revision = (await latestRevisionsOfOwner(db, owner.id)).get(saved.id);
    return ok(c, withRevision(serializeBusiness(row!, viewOf(c)), revision), 200, t("menu.api.saved"));
  })
  .post("/:id/menu/reprice", requireOwner({ write: true }), validate("json", repriceBody), async (c) => {
    const { db } = c.var.deps;
    const { t, lang } = c.var;
    const owner = ownerOf(c);
    const id = parseId(c.req.param("id"));
    const existing = id && (await getOwnBusiness(db, owner.id, id));
    if (!existing) return businessNotFound(c);
    const menu = existing.business.menu;
    if (!menu || !menuItemsOf(menu).length) return fail(c, 400, t("menu.api.nothingToReprice"));
    const limit = await hit(db, { key: `qr-menu-reprice:owner:${owner.id}`, max: REPRICES_PER_HOUR, windowMs: HOUR }, nowOf(c));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return fail(c, 429, t("menu.api.tooManyReprices", { minutes: formatNumber(Math.ceil(limit.retryAfterSeconds / 60), lang) }));
    }
    const { percent, round_to } = c.req.valid("json");
    const { menu: repriced, changes } = repriceMenu(menu, percent, round_to);
    // An edit waiting for review is repriced the same way (its new items too).
    const view = await pricesNow(c, existing, repriced, (pending) => repriceMenu(pending, percent, round_to).menu);
    return ok(c, { ...view, changes }, 200, t("menu.api.pricesNow"));
  })
  .patch("/:id/menu/items/:itemId", requireOwner({ write: true }), validate("json", menuItemFlagsBody), async (c) => {
    const { db } = c.var.deps;
    const { t, lang } = c.var;
    const owner = ownerOf(c);
    const id = parseId(c.req.param("id"));
    const itemId = c.req.param("itemId");
    const existing = id && (await getOwnBusiness(db, owner.id, id));
    if (!existing) return businessNotFound(c);
    const limit = await hit(db, { key: `qr-menu-switch:owner:${owner.id}`, max: MENU_SWITCHES_PER_HOUR, windowMs: HOUR }, nowOf(c));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return fail(c, 429, t("menu.api.tooManySwitches", { minutes: formatNumber(Math.ceil(limit.retryAfterSeconds / 60), lang) }));
    }
    const flags = c.req.valid("json");
    const at = nowOf(c);
    const outcome = await setMenuItemFlags(db, existing.business, itemId, flags, at);
    if (!outcome.live && !outcome.revision) return fail(c, 404, t("menu.api.itemNotFound"));
    // Visitors see the switch at once: the cached copy of a public listing's page must go.
    if (outcome.live && existing.business.status === "approved") await contentVersionOf(c.var.deps).bump();
    // The mark's time as stored, so the editor sends it back with the next save of the menu.
    const since = flags.sold_out === undefined ? {} : { sold_out_since: flags.sold_out ? new Date(at).toISOString() : null };
    return ok(c, { item_id: itemId, ...flags, ...since, ...outcome }, 200, t(flags.sold_out === undefined ? (flags.hidden ? "menu.api.hidden" : "menu.api.shown") : flags.sold_out ? "menu.api.soldOut" : "menu.api.available"));
  });
