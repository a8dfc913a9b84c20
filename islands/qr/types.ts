import type { BusinessDto } from "../../worker/services/qr/business-view";

/** A listing as the owner's API calls return it. */
export type OwnerBusiness = BusinessDto;

export interface ScanStats {
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
