import { blankMenuItem, type ListingMenu, type MenuItem } from "./menu";

/** Test builders for menus: an item with only what a test cares about, and a menu of sections. */
export const menuItem = blankMenuItem;

/** A Syrian-pound menu from `[id, Arabic name, items]` sections. */
export const menuOf = (...sections: [string, string, MenuItem[]][]): ListingMenu => ({
  currency: "SYP",
  sold_out_resets: false,
  sections: sections.map(([id, name_ar, items]) => ({ id, name_ar, name_en: "", items })),
});
