import type { Status } from "../core/status";

/** A QR listing as `/api/qr/admin` returns it. */
export interface Business {
  id: number;
  unique_id: string | null;
  business_name: string;
  business_type: string;
  category_name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  whatsapp: string | null;
  logo_url: string | null;
  cover_image_url: string | null;
  menu_url: string | null;
  images: { id: number; image_url: string; alt_text: string | null }[];
  qr_code_url: string | null;
  qr_code_image_url: string | null;
  qr_code_data: string | null;
  status: Status;
  created_at: string;
  owner_username: string;
  owner_email: string;
  /** The owner account's status, shown beside the listing's; approval depends on it. */
  owner_status?: Status;
  admin_notes: string | null;
  scans_total?: number;
}

/** An owner as `/api/qr/admin/users` returns them. */
export interface QrUser {
  id: number;
  username: string;
  email: string;
  phone: string;
  is_active: boolean;
  is_approved: boolean;
  created_at: string;
  admin_notes: string | null;
  businesses_count: number;
}

export type Decision = "approve" | "reject";
