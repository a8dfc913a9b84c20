import { z } from "zod";
import { MAX_MENU_ITEMS, MAX_MENU_SECTIONS, MAX_MENU_VARIANTS, MAX_PRICE, MENU_DESCRIPTION_MAX, MENU_NAME_MAX, menuCurrencies, menuTags, type ListingMenu } from "../menu";
import { numberFromText } from "../digits";
import { imageUrl, optionalText, requiredText } from "./fields";

/**
 * A listing's menu (price list): one JSON document stored with the listing, so an edit of an
 * approved listing's menu is a revision like any other edit, and the review shows it. Sections
 * hold items; every section and item has a short id that stays the same across edits, which the
 * owner's instant switches (sold out, hidden) address.
 */

/** A short id made by the editor: letters and digits. */
const menuId = z.string().regex(/^[a-z0-9]{1,16}$/, "validation.invalidType");

/**
 * A whole number of the currency's smallest unit (see shared/menu.ts), or the same number written
 * out in any digit system ("١٢٥٠٠" is 12500).
 */
const price = () => z.preprocess(numberFromText, z.number("validation.price").int("validation.price").min(0, "validation.price").max(MAX_PRICE, "validation.price"));

/** One size or kind of an item, with its own name and price. */
const menuVariant = z.object({
  id: menuId,
  name_ar: requiredText(MENU_NAME_MAX),
  name_en: optionalText(MENU_NAME_MAX),
  price: price(),
});

const menuItem = z.object({
  id: menuId,
  name_ar: requiredText(MENU_NAME_MAX),
  name_en: optionalText(MENU_NAME_MAX),
  description_ar: optionalText(MENU_DESCRIPTION_MAX),
  description_en: optionalText(MENU_DESCRIPTION_MAX),
  // Null or left out: no price shown (asked at the counter), or the variants carry the prices.
  price: price()
    .nullish()
    .transform((v) => v ?? null),
  image_url: z
    .preprocess((v) => (v === "" ? null : v), imageUrl().nullish())
    .transform((v) => v ?? null),
  sold_out: z.boolean("validation.boolean").default(false),
  // When it was marked sold out: the server stamps a new mark (worker/services/qr/menu.ts), and
  // a client sends back what it read, so an old mark keeps its day.
  sold_out_since: z.iso
    .datetime({ message: "validation.date" })
    .nullish()
    .transform((v) => v ?? null),
  hidden: z.boolean("validation.boolean").default(false),
  variants: z
    .array(menuVariant)
    .max(MAX_MENU_VARIANTS, "validation.tooMany")
    .default([])
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach((v, i) => {
        if (seen.has(v.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "validation.duplicateId" });
        seen.add(v.id);
      });
    }),
  // From the fixed list; a label sent twice counts once.
  tags: z
    .array(z.enum(menuTags, "validation.choice"))
    .max(menuTags.length, "validation.tooMany")
    .default([])
    .transform((tags) => menuTags.filter((tag) => tags.includes(tag))),
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
    sold_out_resets: z.boolean("validation.boolean").default(false),
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
