import type { AdminListing } from "../../../shared/contract/qr-listing";
import type { AdminOwnerDto } from "../../../shared/contract/qr-owner";

// The admin's QR screens name the contract's types: a field renamed there fails the typecheck here.

/** A QR listing as `/api/qr/admin` returns it (one listing's GET adds its QR image data). */
export type Business = AdminListing;

/** An owner as `/api/qr/admin/users` returns them. */
export type QrUser = AdminOwnerDto;

export type { Decision } from "../../../shared/contract/qr-owner";
