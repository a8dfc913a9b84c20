import type { qrBusinessRevisions } from "../../db/schema";
import type { BusinessDto, ListingData, QrBusinessRow } from "./qr-listing";

/**
 * An owner's edit of an approved listing, waiting for review or decided: the stored row with its
 * proposal read back from JSON.
 */

export type RevisionRow = typeof qrBusinessRevisions.$inferSelect;

/** A revision as owners and admins read it. */
export type RevisionDto = Omit<RevisionRow, "data" | "base" | "updated_at"> & { proposed: ListingData };

/** A listing as its owner reads it (dashboard, edit form): with its newest revision. */
export type OwnerListing = BusinessDto & { revision: RevisionDto | null };

/**
 * One revision for the admin's review: the listing it changes, its owner (the phone is where the
 * admin tells them of the decision), what is live now, and which fields differ.
 */
export type RevisionReview = RevisionDto &
  Pick<QrBusinessRow, "business_name" | "unique_id"> & { owner_username: string; owner_phone: string; current: ListingData; changed: (keyof ListingData)[] };
