import { businessStatuses, ownerStatuses } from "../../../db/schema/enums";
import type { OwnerDto, OwnerStatus } from "../../../shared/contract/qr-owner";

/** A QR listing's or owner's status (the words they share are spelled alike). */
export type Status = (typeof businessStatuses)[number] | OwnerStatus;
export type StatusFilter = "all" | Status;
/** The listings' filter: all, then each listing status (pending, approved, rejected, unpublished). */
export const listingStatusFilters: StatusFilter[] = ["all", ...businessStatuses];
/** The owners' filter: all, then each owner status (pending, approved, rejected, suspended). */
export const ownerStatusFilters: StatusFilter[] = ["all", ...ownerStatuses];

/**
 * An owner's status comes from two flags and the suspension. Inactive is rejected; suspended
 * while suspended_at is set; active and not approved is pending; else approved.
 */
export const ownerStatus = (user: Pick<OwnerDto, "is_active" | "is_approved" | "suspended_at">): OwnerStatus =>
  !user.is_active ? "rejected" : user.suspended_at ? "suspended" : user.is_approved ? "approved" : "pending";
