import type { uploads, uploadKinds } from "../../db/schema";
import { variantUrl } from "../media";

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * A stored upload as the API answers it (the admin's and the owner's upload alike): its address,
 * type and bytes, the upright size, the placeholder colour and every WebP variant with its
 * address and size.
 */
export const serializeUpload = (u: Pick<UploadRow, "id" | "url" | "content_type" | "size" | "width" | "height" | "variants" | "placeholder">) => ({
  id: u.id,
  url: u.url,
  content_type: u.content_type,
  size: u.size,
  dimensions: { width: u.width, height: u.height },
  placeholder: u.placeholder,
  variants: (u.variants ?? []).map((v) => ({ url: variantUrl(u.url, v.slot), width: v.width, height: v.height, size: v.bytes })),
});
export type UploadDto = ReturnType<typeof serializeUpload>;

/** What an owner uploads: a listing's logo, cover or a gallery photo. */
export const qrUploadKinds = ["logo", "cover", "gallery"] as const satisfies readonly UploadKind[];
export type QrUploadKind = (typeof qrUploadKinds)[number];

/** An owner's upload adds the kind asked for and where it is attached (a draft's temporary id, or a listing). */
export const serializeQrUpload = (row: UploadRow, type: QrUploadKind) => ({ ...serializeUpload(row), type, temp_id: row.temp_id, business_id: row.business_id });
/** Named for the owner's upload form, which sends by XMLHttpRequest (for progress), not the typed client. */
export type QrUpload = ReturnType<typeof serializeQrUpload>;
