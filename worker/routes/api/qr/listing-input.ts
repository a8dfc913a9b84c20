import type { Context } from "hono";
import type { AppEnv } from "../../../env";
import { fail } from "../../../lib/respond";
import { checkImageRefs, type ImageRef } from "../../../services/qr/business-uploads";
import { resolveCategory, type QrCategory } from "../../../services/qr/categories";
import { menuImageRefs } from "./menu";
import { listingBody, listingEdit, type ListingChanges } from "../../../../shared/contract/qr-listing";

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

/**
 * The checks of a listing save that need the database: the business type must name a category,
 * and every uploaded image must be the listing owner's own. Failures answer 400 per field.
 */
export async function prepareListing(c: Context<AppEnv>, ownerId: number, body: ListingChanges): Promise<PreparedListing> {
  const { db } = c.var.deps;
  const { t } = c.var;
  const errors: Record<string, string> = {};
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
