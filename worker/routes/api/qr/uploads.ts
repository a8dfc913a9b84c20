import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../env";
import { clientIpOf } from "../../../lib/client-ip";
import { ok } from "../../../lib/respond";
import { validate } from "../../../lib/validation";
import { ownerOf, requireOwner } from "../../../middleware/auth";
import { listingTempId, ownListingStatus } from "../../../services/qr/business-uploads";
import { hit } from "../../../services/rate-limit";
import { cleanUpUnattached, storeUpload } from "../../../services/uploads";
import { qrUploadKinds, serializeQrUpload } from "../../../../shared/contract/uploads";
import { imageBodyLimit, readImage, refusedImage } from "../image-upload";
import { tooManyRequests } from "../replies";
import { businessNotFound } from "./context";
import { nowOf } from "../../../lib/clock";

const HOUR = 60 * 60 * 1000;


const uploadQuery = z.object({
  type: z.enum(qrUploadKinds),
  // A listing's id, or the temporary id a create form makes up before the listing exists.
  businessId: z
    .string()
    .trim()
    .regex(/^(?:[1-9]\d{0,9}|[A-Za-z][\w-]{0,63})$/, "validation.invalidType")
    .optional(),
});


/**
 * `POST /api/qr/businesses/upload-image?type=logo|cover|gallery&businessId=...`: an owner's
 * image, checked by its bytes (imageBodyLimit stops reading past 10 MB) and run through the
 * image pipeline. The upload stays
 * unattached until a listing that uses it is saved, even when made for an existing listing: a
 * cancelled form then leaves nothing behind after a day, and a save's clean-up of replaced images
 * can never catch an upload still in flight.
 */
export const uploadRoutes = new Hono<AppEnv>().post(
  "/upload-image",
  // A suspended owner uploads nothing (their listings cannot change anyway).
  requireOwner({ write: true }),
  imageBodyLimit(),
  validate("query", uploadQuery),
  async (c) => {
    const { db, blobs, images } = c.var.deps;
    const owner = ownerOf(c);
    const { type, businessId } = c.req.valid("query");
    let tempId = businessId ?? null;
    if (businessId && /^\d+$/.test(businessId)) {
      const listing = await ownListingStatus(db, owner.id, Number(businessId));
      if (!listing) return businessNotFound(c);
      // An approved listing may be edited too: its edit (and these images) wait for review.
      tempId = listingTempId(listing.id);
    }
    // Storage is not free: an owner (and an address) gets a generous but finite number per hour.
    for (const key of [`qr-upload:owner:${owner.id}`, `qr-upload:ip:${clientIpOf(c)}`]) {
      const limit = await hit(db, { key, max: 120, windowMs: HOUR }, nowOf(c));
      if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds);
    }
    const image = await readImage(c);
    if (!image.ok) return image.response;
    // Opportunistic: uploads of forms abandoned more than a day ago go now (no cron needed).
    await cleanUpUnattached(db, blobs);
    const stored = await storeUpload(db, blobs, images, { bytes: image.bytes, kind: type, owner: { kind: "owner", id: owner.id }, tempId }, nowOf(c));
    if (!stored.ok) return refusedImage(c, stored);
    return ok(c, serializeQrUpload(stored.row, type), 201, c.var.t("qr.imageUploaded"));
  },
);
