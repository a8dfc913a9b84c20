import { z } from "zod";
import { MAX_MENU_ITEMS, MAX_MENU_SECTIONS, MAX_PRICE, MENU_DESCRIPTION_MAX, MENU_NAME_MAX, menuCurrencies, type ListingMenu } from "../menu";
import { imageUrl, optionalText, requiredText } from "./fields";

/**
 * A listing's menu (price list): one JSON document stored with the listing, so an edit of an
 * approved listing's menu is a revision like any other edit, and the review shows it. Sections
 * hold items; every section and item has a short id that stays the same across edits, which the
 * owner's instant switches (sold out, hidden) address.
 */

/** A short id made by the editor: letters and digits. */
const menuId = z.string().regex(/^[a-z0-9]{1,16}$/, "validation.invalidType");

const menuItem = z.object({
  id: menuId,
  name_ar: requiredText(MENU_NAME_MAX),
  name_en: optionalText(MENU_NAME_MAX),
  description_ar: optionalText(MENU_DESCRIPTION_MAX),
  description_en: optionalText(MENU_DESCRIPTION_MAX),
  // A whole number of the currency's smallest unit (see shared/menu.ts); null or left out: no price.
  price: z
    .number("validation.price")
    .int("validation.price")
    .min(0, "validation.price")
    .max(MAX_PRICE, "validation.price")
    .nullish()
    .transform((v) => v ?? null),
  image_url: z
    .preprocess((v) => (v === "" ? null : v), imageUrl().nullish())
    .transform((v) => v ?? null),
  sold_out: z.boolean("validation.boolean").default(false),
  hidden: z.boolean("validation.boolean").default(false),
});

const menuSection = z.object({
  id: menuId,
  name_ar: requiredText(MENU_NAME_MAX),
  name_en: optionalText(MENU_NAME_MAX),
  items: z.array(menuItem).max(MAX_MENU_ITEMS, "validation.tooMany"),
});

/**
 * The menu a client sends, and the one stored: the currency (Syrian pounds unless said), the
 * sections in order, at most 300 items in all, every id used once.
 */
export const menuBody = z
  .object({
    currency: z.enum(menuCurrencies, "validation.choice").default("SYP"),
    sections: z.array(menuSection).max(MAX_MENU_SECTIONS, "validation.tooMany"),
  })
  .superRefine((menu, ctx) => {
    const total = menu.sections.reduce((n, s) => n + s.items.length, 0);
    if (total > MAX_MENU_ITEMS) ctx.addIssue({ code: "custom", path: ["sections"], message: "validation.menuItems" });
    const seen = new Set<string>();
    menu.sections.forEach((s, i) => {
      if (seen.has(s.id)) ctx.addIssue({ code: "custom", path: ["sections", i, "id"], message: "validation.duplicateId" });
      seen.add(s.id);
      s.items.forEach((item, j) => {
        if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: ["sections", i, "items", j, "id"], message: "validation.duplicateId" });
        seen.add(item.id);
      });
    });
  }) satisfies z.ZodType<ListingMenu, unknown>;
/** What a client sends for a menu. */
export type MenuPayload = z.input<typeof menuBody>;

/** The listing's menu field: a menu, or null for none. */
export const menuField = menuBody.nullable();

/** The instant switches of one item, no review needed: sold out today, hidden from visitors. */
export const menuItemFlagsBody = z
  .object({ sold_out: z.boolean("validation.boolean").optional(), hidden: z.boolean("validation.boolean").optional() })
  .refine((v) => v.sold_out !== undefined || v.hidden !== undefined, "validation.required");
