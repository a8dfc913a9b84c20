import type { ScanTrend } from "./trend";
import type { BusinessDto } from "../../worker/services/qr/business-view";
import type { RevisionData } from "../../worker/services/qr/revision-files";

/** An edit of an approved listing: waiting for review, or decided (with the admin's notes). */
export interface OwnerRevision {
  id: number;
  status: "pending" | "approved" | "rejected" | "superseded";
  admin_notes: string | null;
  decided_at: string | null;
  created_at: string;
  proposed: RevisionData;
}

/** A listing as the owner's API calls return it, with its newest revision. */
export type OwnerBusiness = BusinessDto & { revision?: OwnerRevision | null };

/** `GET /api/qr/businesses/{id}/stats`: the totals, and (newer servers) the period's daily rows. */
export interface ScanStats extends Partial<ScanTrend> {
  business_id: number;
  total: number;
  last_30_days_total: number;
  last_30_days: { day: string; count: number }[];
}

export interface Category {
  id: number;
  name_ar: string;
  name_en: string;
  name: string;
}
