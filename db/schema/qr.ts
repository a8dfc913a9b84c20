import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { searchColumns } from "../search-key";
import { flag, id, orderIndex, timestamps } from "./columns";
import { businessStatuses, revisionStatuses } from "./enums";

/** Business owners of the QR area; a separate principal from admin users. */
export const qrUsers = sqliteTable(
  "qr_users",
  {
    id: id(),
    username: text("username").notNull(),
    usernameKey: text("username_key").notNull().unique(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    isActive: flag("is_active", true),
    isApproved: flag("is_approved", false),
    adminNotes: text("admin_notes"),
    decidedAt: text("decided_at"),
    ...timestamps,
    // Folded username, e-mail and phone for the admin's search (see db/search-key.ts).
    ...searchColumns(),
  },
  (t) => [index("qr_users_created_idx").on(t.createdAt), index("qr_users_search_idx").on(t.searchKey)],
);

export const qrCategories = sqliteTable("qr_categories", {
  id: id(),
  nameAr: text("name_ar").notNull().unique(),
  nameEn: text("name_en").notNull(),
  orderIndex: orderIndex(),
});

export type BusinessStatus = (typeof businessStatuses)[number];

export const qrBusinesses = sqliteTable(
  "qr_businesses",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => qrUsers.id, { onDelete: "cascade" }),
    uniqueId: text("unique_id").unique(),
    businessName: text("business_name").notNull(),
    // Clients read the Arabic category name here; category_id is the stable link.
    businessType: text("business_type").notNull(),
    categoryId: integer("category_id").references(() => qrCategories.id, { onDelete: "set null" }),
    description: text("description"),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    twitter: text("twitter"),
    whatsapp: text("whatsapp"),
    logoUrl: text("logo_url"),
    coverImageUrl: text("cover_image_url"),
    menuUrl: text("menu_url"),
    qrCodeUrl: text("qr_code_url"),
    qrCodeImageUrl: text("qr_code_image_url"),
    qrCodeData: text("qr_code_data"),
    status: text("status", { enum: businessStatuses }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    decidedAt: text("decided_at"),
    ...timestamps,
    // Folded name, e-mail, phone and public id for the admin's search (see db/search-key.ts).
    ...searchColumns(),
  },
  // The admin's list filters by status and owner and sorts by date or name: an index for each.
  (t) => [
    index("qr_businesses_owner_idx").on(t.ownerId, t.createdAt),
    index("qr_businesses_status_idx").on(t.status, t.createdAt),
    index("qr_businesses_created_idx").on(t.createdAt),
    index("qr_businesses_name_idx").on(t.businessName),
    index("qr_businesses_status_name_idx").on(t.status, t.businessName),
    index("qr_businesses_search_idx").on(t.searchKey),
  ],
);

export const qrBusinessImages = sqliteTable(
  "qr_business_images",
  {
    id: id(),
    businessId: integer("business_id")
      .notNull()
      .references(() => qrBusinesses.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    altText: text("alt_text").notNull().default(""),
    orderIndex: orderIndex(),
  },
  (t) => [index("qr_business_images_business_idx").on(t.businessId)],
);

/** Every unique_id ever issued, so a deleted listing's QR never opens someone else's page. */
export const qrIssuedIds = sqliteTable("qr_issued_ids", {
  uniqueId: text("unique_id").primaryKey(),
  issuedAt: text("issued_at").notNull(),
});

/**
 * Unique visitors per listing per day: who scanned its code (count) and who opened its page some
 * other way (opens). No IP or user agent is kept.
 */
export const qrScans = sqliteTable(
  "qr_scans",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => qrBusinesses.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
    /** Unique visitors who opened the page that day without scanning (a shared link, a search). */
    opens: integer("opens").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
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
    businessId: integer("business_id").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.businessId, t.visitor] })],
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
    businessId: integer("business_id")
      .notNull()
      .references(() => qrBusinesses.id, { onDelete: "cascade" }),
    status: text("status", { enum: revisionStatuses }).notNull().default("pending"),
    data: text("data").notNull(),
    adminNotes: text("admin_notes"),
    decidedAt: text("decided_at"),
    ...timestamps,
  },
  (t) => [index("qr_business_revisions_business_idx").on(t.businessId), index("qr_business_revisions_status_idx").on(t.status)],
);
