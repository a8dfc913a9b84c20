import type { CategoryDto } from "../../shared/contract/qr-listing";
import type { OwnerListing, RevisionDto } from "../../shared/contract/qr-revision";
import type { ListingStats } from "../../shared/contract/qr-stats";

// The owner's screens name the contract's types: a field renamed there fails the typecheck here.

/** An edit of an approved listing: waiting for review, or decided (with the admin's notes). */
export type OwnerRevision = RevisionDto;
/** A listing as the owner's API calls return it, with its newest revision. */
export type OwnerBusiness = OwnerListing;
/** `GET /api/qr/businesses/{id}/stats`: the totals and the period's daily rows. */
export type ScanStats = ListingStats;
export type Category = CategoryDto;
