import type { AdminListing } from "../../../worker/services/qr/admin-list";
import type { AdminOwnerDto } from "../../../worker/services/qr/owners";

// The admin's QR screens name the server's own types: a field renamed there fails the typecheck here.

/** A QR listing as `/api/qr/admin` returns it (one listing's GET adds its QR image data). */
export type Business = AdminListing;

/** An owner as `/api/qr/admin/users` returns them. */
export type QrUser = AdminOwnerDto;

export type { Decision } from "../../../worker/services/qr/owners";
