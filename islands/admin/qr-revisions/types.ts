import type { RevisionData } from "../../../worker/services/qr/revision-files";

export type { RevisionData };

/** A revision as `/api/qr/admin/revisions` returns it: the live listing beside the proposal. */
export interface Review {
  id: number;
  business_id: number;
  status: "pending" | "approved" | "rejected" | "superseded";
  admin_notes: string | null;
  decided_at: string | null;
  created_at: string;
  business_name: string;
  unique_id: string | null;
  owner_username: string;
  current: RevisionData;
  proposed: RevisionData;
  changed: (keyof RevisionData)[];
}
