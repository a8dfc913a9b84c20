import type { Context } from "hono";
import type { AppEnv } from "../../../env";
import { fail } from "../../../lib/respond";
import { checkImageRefs, type ImageRef } from "../../../services/qr/business-uploads";
import { resolveCategory, type QrCategory } from "../../../services/qr/categories";
import { menuImageRefs } from "./menu";
import { listingBody, listingEdit, type ListingChanges, type ListingFields } from "../../../../shared/contract/qr-listing";
import { whatsappNumber } from "../../../../shared/whatsapp";

/** A new listing: the whole form (business_type names the category, by its id or its name). */
export const createBusinessBody = listingBody;
/** Edits send the whole form or just the changed fields (the admin's modal sends the fields it shows). */
export const updateBusinessBody = listingEdit;

// The failure keeps fail()'s typed answer, so the routes that return it stay typed for hc<Api>.
export type PreparedListing = { ok: true; category?: QrCategory; attach: number[] } | { ok: false; response: ReturnType<typeof fail> };

/** The image fields of a form that may point at uploads, named as the API reports errors. */
const imageRefsOf = (body: ListingChanges): ImageRef[] => [
  ...(["logo_url", "cover_image_url", "menu_url"] as const).flatMap((field) => (body[field] ? [{ field, url: body[field] }] : [])),
  ...(body.images ?? []).map((img, i) => ({ field: `images.${i}.url`, url: img.url })),
  ...menuImageRefs(body.menu, "menu."),
];

/** The two fields of what a save starts from that ordering by WhatsApp needs. */
export type OrderingState = Pick<ListingFields, "whatsapp" | "ordering_enabled">;
/** A new listing starts from nothing: no number, no ordering. */
export const nothingStored = (): OrderingState => ({ whatsapp: null, ordering_enabled: false });

/**
 * Whether a save leaves ordering by WhatsApp on without a number WhatsApp can open: the order is
 * a message to that number, so there would be nowhere to send it. The save's values are laid over
 * what it starts from, so an edit that only turns ordering on for a listing without a number,
 * or only clears the number while ordering stays on, is caught too.
 */
export function orderingWithoutNumber(stored: OrderingState, body: ListingChanges) {
  const on = body.ordering_enabled ?? stored.ordering_enabled;
  const number = body.whatsapp !== undefined ? body.whatsapp : stored.whatsapp;
  return on && whatsappNumber(number) === null;
}

/**
 * The checks of a listing save that need the database: the business type must name a category,
 * every uploaded image must be the listing owner's own, and ordering by WhatsApp needs a
 * WhatsApp number, in the listing the save starts from (`stored`, read only when the save touches
 * either). Failures answer 400 per field.
 */
export async function prepareListing(c: Context<AppEnv>, ownerId: number, body: ListingChanges, stored: () => OrderingState | Promise<OrderingState>): Promise<PreparedListing> {
  const { db } = c.var.deps;
  const { t } = c.var;
  const errors: Record<string, string> = {};
  if ((body.ordering_enabled !== undefined || body.whatsapp !== undefined) && orderingWithoutNumber(await stored(), body)) {
    errors.ordering_enabled = t("qr.area.form.orderingNeedsWhatsapp");
  }
  let category: QrCategory | undefined;
  if (body.business_type !== undefined) {
    category = await resolveCategory(db, body.business_type);
    if (!category) errors.business_type = t("qr.categoryInvalid");
  }
  const refs = await checkImageRefs(db, ownerId, imageRefsOf(body));
  if (!refs.ok) for (const { field, reason } of refs.fields) errors[field] ??= t(reason === "not_yours" ? "qr.imageNotYours" : "validation.imagePath");
  if (Object.keys(errors).length) return { ok: false, response: fail(c, 400, t("api.validationFailed"), errors) };
  return { ok: true, category, attach: refs.ok ? refs.attach : [] };
}
