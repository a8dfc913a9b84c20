/**
 * Moderation after approval, in words both the server and the admin's screens use (plain values,
 * no zod, so the browser may import them).
 *
 * An admin can suspend an approved owner and reinstate them, and unpublish an approved listing and
 * publish it again. Suspending and unpublishing need a reason, which the owner reads; the way back
 * takes an optional note.
 */

/** What the owners' list does in bulk besides approving and rejecting. */
export const ownerModerations = ["suspend", "reinstate"] as const;
export type OwnerModeration = (typeof ownerModerations)[number];

/**
 * What the listings' list does in bulk besides approving, rejecting and deleting. "publish" is the
 * way back from "unpublish" (the single route says "republish"); the activity log names both so.
 */
export const listingModerations = ["unpublish", "publish"] as const;
export type ListingModeration = (typeof listingModerations)[number];

/** The moderation actions that take something away, and so must say why. */
export const needsReason = (action: string) => action === "suspend" || action === "unpublish";
