export const statuses = ["pending", "approved", "rejected"] as const;
export type Status = (typeof statuses)[number];
export type StatusFilter = "all" | Status;
export const statusFilters: StatusFilter[] = ["all", ...statuses];

/**
 * An owner's status comes from two flags. Inactive is rejected; active and not
 * approved is pending; active and approved is approved.
 */
export const ownerStatus = (user: { is_active: boolean; is_approved: boolean }): Status =>
  !user.is_active ? "rejected" : user.is_approved ? "approved" : "pending";
