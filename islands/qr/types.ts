import type { ScanTrend } from "./trend";
import type { BusinessDto } from "../../worker/services/qr/business-view";

/** A listing as the owner's API calls return it. */
export type OwnerBusiness = BusinessDto;

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
