import type { ListingMenu, MenuItem } from "./menu";

/** Test builders for menus: an item with only what a test cares about, and a menu of sections. */
export const menuItem = (id: string, name_ar: string, price: number | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name_ar,
  name_en: "",
  description_ar: "",
  description_en: "",
  price,
  image_url: null,
  sold_out: false,
  sold_out_since: null,
  hidden: false,
  variants: [],
  tags: [],
  ...extra,
});

/** A Syrian-pound menu from `[id, Arabic name, items]` sections. */
export const menuOf = (...sections: [string, string, MenuItem[]][]): ListingMenu => ({
  currency: "SYP",
  sold_out_resets: false,
  sections: sections.map(([id, name_ar, items]) => ({ id, name_ar, name_en: "", items })),
});
