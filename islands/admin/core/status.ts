import { businessStatuses } from "../../../db/schema/enums";
import type { OwnerDto, OwnerStatus } from "../../../shared/contract/qr-owner";

/** A QR listing's or owner's status (the owner's is spelled as a listing's). */
export type Status = (typeof businessStatuses)[number] | OwnerStatus;
export type StatusFilter = "all" | Status;
export const statusFilters: StatusFilter[] = ["all", ...businessStatuses];

/**
 * An owner's status comes from two flags. Inactive is rejected; active and not
 * approved is pending; active and approved is approved.
 */
export const ownerStatus = (user: Pick<OwnerDto, "is_active" | "is_approved">): OwnerStatus =>
  !user.is_active ? "rejected" : user.is_approved ? "approved" : "pending";
