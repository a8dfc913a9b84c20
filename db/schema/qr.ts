import { customType, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { searchColumns } from "../search-key";
import { childTable } from "./child-table";
import { accountColumns, flag, id, orderIndex, parentId, timestamps } from "./columns";
import { businessStatuses, type menuCurrencies, type menuTags, notificationKinds, resetOrigins, revisionStatuses } from "./enums";
import type { OpeningHours } from "./hours";

/** Business owners of the QR area; a separate principal from admin users. */
export const qrUsers = sqliteTable(
  "qr_users",
  {
    id: id(),
    ...accountColumns(),
    // The e-mail trimmed and lower-cased: unique, so two owners never share an address whatever
    // its case. Null only for a legacy duplicate that predates the rule (see migration 0008).
    email_key: text("email_key").unique(),
    phone: text("phone").notNull(),
    password_hash: text("password_hash").notNull(),
    is_active: flag("is_active", true),
    is_approved: flag("is_approved", false),
    admin_notes: text("admin_notes"),
    decided_at: text("decided_at"),
    // Set while an approved owner is suspended: their listings leave public view and they may
    // sign in only to read why.
    suspended_at: text("suspended_at"),
    suspension_reason: text("suspension_reason"),
    ...timestamps,
    // Folded username, e-mail and phone for the admin's search (see db/search-key.ts).
    ...searchColumns(),
  },
  (t) => [index("qr_users_created_idx").on(t.created_at), index("qr_users_search_idx").on(t.search_key)],
);

export const qrCategories = sqliteTable("qr_categories", {
  id: id(),
  name_ar: text("name_ar").notNull().unique(),
  name_en: text("name_en").notNull(),
  order_index: orderIndex(),
});

/** One size or kind of a menu item ("small", "large"), with a price of its own. */
export interface MenuVariantDocument {
  id: string;
  name_ar: string;
  name_en: string;
  price: number;
}
/**
 * A listing's menu as stored: sections of items, each with a short id that stays the same across
 * edits (the owner's instant "sold out" and "hidden" switches address an item by it). Prices are
 * whole numbers in the currency's smallest unit as the page shows it: whole pounds for SYP,
 * cents for USD and EUR. The rules (lengths, counts, bounds) are in the contract.
 */
export interface MenuItemDocument {
  id: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  /** Null: no price shown (asked at the counter). */
  price: number | null;
  image_url: string | null;
  sold_out: boolean;
  /**
   * When the item was last marked sold out (ISO time, set by the server), so a menu that clears
   * "sold out" at the listing's midnight knows which marks are from an earlier day.
   */
  sold_out_since: string | null;
  hidden: boolean;
  /** Sizes or kinds with their own prices; with any, they are the prices shown (not `price`). */
  variants: MenuVariantDocument[];
  /** Labels from one fixed list (shared/menu.ts `menuTags`): vegetarian, spicy, new… */
  tags: (typeof menuTags)[number][];
}
export interface MenuSectionDocument {
  id: string;
  name_ar: string;
  name_en: string;
  items: MenuItemDocument[];
}
export interface MenuDocument {
  currency: (typeof menuCurrencies)[number];
  sections: MenuSectionDocument[];
  /** Every "sold out" mark clears itself at the listing's local midnight. */
  sold_out_resets: boolean;
}

/**
 * A stored menu with every field a newer version of the document added, at its default: menus
 * saved before item variants, tags and the midnight reset existed read as if saved with none.
 */
export function completeMenu(stored: MenuDocument): MenuDocument {
  return {
    ...stored,
    sold_out_resets: stored.sold_out_resets ?? false,
    sections: (stored.sections ?? []).map((section) => ({
      ...section,
      items: (section.items ?? []).map((item) => ({ ...item, sold_out_since: item.sold_out_since ?? null, variants: item.variants ?? [], tags: item.tags ?? [] })),
    })),
  };
}

/** The menu as a JSON text column, read complete (see `completeMenu`) whatever version wrote it. */
const menuColumn = customType<{ data: MenuDocument; driverData: string }>({
  dataType: () => "text",
  toDriver: (menu) => JSON.stringify(menu),
  fromDriver: (text) => completeMenu(JSON.parse(text) as MenuDocument),
});

export type BusinessStatus = (typeof businessStatuses)[number];

export const qrBusinesses = sqliteTable(
  "qr_businesses",
  {
    id: id(),
    owner_id: parentId("owner_id", () => qrUsers.id),
    unique_id: text("unique_id").unique(),
    business_name: text("business_name").notNull(),
    // The name and description in English, for the English page; blank: the Arabic ones serve.
    business_name_en: text("business_name_en"),
    // Clients read the Arabic category name here; category_id is the stable link.
    business_type: text("business_type").notNull(),
    category_id: integer("category_id").references(() => qrCategories.id, { onDelete: "set null" }),
    description: text("description"),
    description_en: text("description_en"),
    address: text("address"),
    // The town or city ("دمشق"), for the address search engines and phones read.
    city: text("city"),
    // Where the shop is (WGS 84 degrees), both or neither: the directions button and the map apps.
    latitude: real("latitude"),
    longitude: real("longitude"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    twitter: text("twitter"),
    whatsapp: text("whatsapp"),
    // Visitors may send an order from the menu on WhatsApp (needs the WhatsApp number above).
    ordering_enabled: flag("ordering_enabled", false),
    logo_url: text("logo_url"),
    cover_image_url: text("cover_image_url"),
    menu_url: text("menu_url"),
    // The listing's menu or price list as one JSON document (sections of items, the currency),
    // validated by the contract (shared/contract/qr-menu.ts). Null: no menu.
    menu: menuColumn("menu"),
    qr_code_url: text("qr_code_url"),
    qr_code_image_url: text("qr_code_image_url"),
    qr_code_data: text("qr_code_data"),
    // How the code looks, as the owner or an admin chose it ({ color, logo, frame }, checked by
    // shared/contract/qr-design.ts); null is the plain black code.
    qr_design: text("qr_design", { mode: "json" }).$type<{ color: string; logo: boolean; frame: string }>(),
    status: text("status", { enum: businessStatuses }).notNull().default("pending"),
    admin_notes: text("admin_notes"),
    decided_at: text("decided_at"),
    // Why the admin took an approved listing out of public view (status "unpublished").
    unpublish_reason: text("unpublish_reason"),
    // Opening hours with their time zone (JSON, see shared/opening-hours.ts), or null for none.
    // Not part of the reviewed form: the owner changes them at once (docs/qr-area.md).
    hours: text("hours", { mode: "json" }).$type<OpeningHours>(),
    ...timestamps,
    // Folded name, e-mail, phone and public id for the admin's search (see db/search-key.ts).
    ...searchColumns(),
  },
  // The admin's list filters by status and owner and sorts by date or name: an index for each.
  (t) => [
    index("qr_businesses_owner_idx").on(t.owner_id, t.created_at),
    index("qr_businesses_status_idx").on(t.status, t.created_at),
    index("qr_businesses_created_idx").on(t.created_at),
    index("qr_businesses_name_idx").on(t.business_name),
    index("qr_businesses_status_name_idx").on(t.status, t.business_name),
    index("qr_businesses_search_idx").on(t.search_key),
  ],
);

export const qrBusinessImages = childTable("qr_business_images", "business_id", () => qrBusinesses.id, {
  image_url: text("image_url").notNull(),
  alt_text: text("alt_text").notNull().default(""),
  order_index: orderIndex(),
});

/** Every unique_id ever issued, so a deleted listing's QR never opens someone else's page. */
export const qrIssuedIds = sqliteTable("qr_issued_ids", {
  unique_id: text("unique_id").primaryKey(),
  issued_at: text("issued_at").notNull(),
});

/**
 * Unique visitors per listing per day: who scanned its code (count) and who opened its page some
 * other way (opens). No IP or user agent is kept.
 */
export const qrScans = sqliteTable(
  "qr_scans",
  {
    business_id: parentId("business_id", () => qrBusinesses.id),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
    /** Unique visitors who opened the page that day without scanning (a shared link, a search). */
    opens: integer("opens").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day] })],
);

/**
 * Scans of a listing's numbered table codes, per day and table: a scan of table 7's code
 * (`?src=qr&t=7`) counts here too, beside the listing's own scan count.
 */
export const qrTableScans = sqliteTable(
  "qr_table_scans",
  {
    business_id: parentId("business_id", () => qrBusinesses.id),
    day: text("day").notNull(),
    table_number: integer("table_number").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day, t.table_number] })],
);

/**
 * Who has already been counted today, so a reload adds nothing: a hash of the visitor's address
 * and browser with the listing and the day's random salt. Rows of earlier days are deleted at the
 * next scan, with their salt, so a hash can never be matched to an address afterwards.
 */
export const qrScanVisitors = sqliteTable(
  "qr_scan_visitors",
  {
    day: text("day").notNull(),
    business_id: integer("business_id").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.business_id, t.visitor] })],
);

/** One random salt per UTC day for the visitor hashes; only today's is kept. */
export const scanSalts = sqliteTable("scan_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * An owner's edit of an approved listing, waiting for review: visitors keep the approved listing
 * (same address, same code) until an admin approves the revision, which then replaces it. `data`
 * is the whole proposed listing as JSON (the form's fields and gallery), so the review can show
 * it beside the live one. A newer edit supersedes a pending one.
 */
export const qrBusinessRevisions = sqliteTable(
  "qr_business_revisions",
  {
    id: id(),
    business_id: parentId("business_id", () => qrBusinesses.id),
    status: text("status", { enum: revisionStatuses }).notNull().default("pending"),
    data: text("data").notNull(),
    // The listing as it was when the owner's edit began (the same JSON shape as data), so that
    // approving the edit applies only what the owner changed, not the older values of what an
    // admin fixed meanwhile. Null on edits stored before it was kept: those apply whole.
    base: text("base"),
    admin_notes: text("admin_notes"),
    decided_at: text("decided_at"),
    ...timestamps,
  },
  (t) => [index("qr_business_revisions_business_idx").on(t.business_id), index("qr_business_revisions_status_idx").on(t.status)],
);

/**
 * What an owner is told: one row per decision about them, with the admin's notes, read or not.
 * The listing's name is copied so a notice still reads right after the listing is renamed or
 * deleted.
 */
export const qrNotifications = sqliteTable(
  "qr_notifications",
  {
    id: id(),
    owner_id: parentId("owner_id", () => qrUsers.id),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    business_id: integer("business_id").references(() => qrBusinesses.id, { onDelete: "set null" }),
    business_name: text("business_name"),
    notes: text("notes"),
    created_at: text("created_at").notNull(),
    read_at: text("read_at"),
  },
  (t) => [index("qr_notifications_owner_idx").on(t.owner_id, t.created_at), index("qr_notifications_unread_idx").on(t.owner_id, t.read_at)],
);

/**
 * One-time password-reset links for owners. Only the SHA-256 of the token is kept; a link works
 * once, for 24 hours, and making a new one retires the owner's older links.
 */
export const qrPasswordResets = sqliteTable(
  "qr_password_resets",
  {
    token_hash: text("token_hash").primaryKey(),
    owner_id: parentId("owner_id", () => qrUsers.id),
    origin: text("origin", { enum: resetOrigins }).notNull(),
    created_at: text("created_at").notNull(),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
  },
  (t) => [index("qr_password_resets_owner_idx").on(t.owner_id)],
);
