import { businessStatuses } from "../../../db/schema/enums";
import type { OwnerDto, OwnerStatus } from "../../../shared/contract/qr-owner";

/** A QR listing's or owner's status (the owner's is spelled as a listing's). */
export type Status = (typeof businessStatuses)[number] | OwnerStatus;
export type StatusFilter = "all" | Status;
export const statusFilters: StatusFilter[] = ["all", ...businessStatuses];

/**
 * An owner's status comes from two flags and the suspension. Inactive is rejected; suspended
 * while suspended_at is set; active and not approved is pending; else approved.
 */
export const ownerStatus = (user: Pick<OwnerDto, "is_active" | "is_approved" | "suspended_at">): OwnerStatus =>
  !user.is_active ? "rejected" : user.suspended_at ? "suspended" : user.is_approved ? "approved" : "pending";
