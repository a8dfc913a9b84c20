/**
 * The closed sets of values the schema stores, as plain constants: islands import them for their
 * forms without pulling drizzle into the browser bundle.
 */
export const blogCategories = ["marketing", "photography", "design", "technology"] as const;
export const blogStatuses = ["draft", "published", "archived"] as const;
export const serviceIcons = ["camera", "trending-up", "monitor", "palette", "share-2", "bar-chart-3"] as const;
export const portfolioCategories = ["photography", "marketing", "design", "technology"] as const;
export const galleryCategories = ["photography", "design", "works", "events", "equipment"] as const;
export const contactTypes = ["email", "phone", "address"] as const;
export const contactIcons = ["Phone", "Mail", "MapPin"] as const;
export const socialPlatforms = ["facebook", "instagram", "twitter", "linkedin", "youtube", "tiktok"] as const;
export const contactSubjects = [
  "product-photography",
  "event-coverage",
  "marketing",
  "creative-design",
  "analytics",
  "social-media",
] as const;
export const adminRoles = ["admin", "editor"] as const;
/**
 * A listing's state. "unpublished" is an approved listing the admin has taken out of public view
 * (with a reason); republishing makes it "approved" again without a new review.
 */
export const businessStatuses = ["pending", "approved", "rejected", "unpublished"] as const;
export const revisionStatuses = ["pending", "approved", "rejected", "superseded"] as const;
/**
 * A QR owner's status: not stored as such, but derived from the is_active and is_approved flags
 * and suspended_at (an approved owner the admin has stopped: listings hidden, read-only login).
 */
export const ownerStatuses = ["pending", "approved", "rejected", "suspended"] as const;
/** What an admin decides on a pending QR owner, listing or revision. */
export const adminDecisions = ["approve", "reject"] as const;

/** Slots (widths in device pixels) of an uploaded photo's WebP variants (shared/media.ts tells how they are made). */
export const VARIANT_SLOTS = [160, 320, 480, 720, 1080, 1600] as const;
export type VariantSlot = (typeof VARIANT_SLOTS)[number];

/** What the server records of a stored variant (the upload's `variants` column). */
export interface StoredVariant {
  slot: VariantSlot;
  width: number;
  height: number;
  bytes: number;
}

/**
 * What an owner is told about (one notification each): the admin's decisions on the owner's
 * account, listings and edits, and the moderation that follows approval.
 */
export const notificationKinds = [
  "owner_approved",
  "owner_rejected",
  "owner_suspended",
  "owner_reinstated",
  "listing_approved",
  "listing_rejected",
  "listing_unpublished",
  "listing_republished",
  "revision_approved",
  "revision_rejected",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Who made a password-reset link: an admin for the owner, or the owner by e-mail. */
export const resetOrigins = ["admin", "email"] as const;

/** Currencies a listing's menu may price in; Syrian pounds first, the default. */
export const menuCurrencies = ["SYP", "USD", "EUR"] as const;

/**
 * The labels a menu item may carry, one fixed list so every page names them the same in both
 * languages (locales `menu.tags.*`) and visitors can filter by them.
 */
export const menuTags = ["vegetarian", "vegan", "spicy", "contains_nuts", "gluten_free", "new", "popular"] as const;
