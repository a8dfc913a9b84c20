import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { adminOf, requireAdmin } from "../../middleware/auth";
import { nowOf } from "../../lib/clock";
import { fail, ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { contentVersionOf } from "../../services/content-version";
import { backfillImages, storeUpload } from "../../services/uploads";
import { serializeUpload } from "../../../shared/contract/uploads";
import { imageBodyLimit, imageForm, refusedImage } from "./image-upload";
import { record } from "./record";

/**
 * What one backfill call may do: at most `limit` images (1-50, 10 by default), those with an id
 * above `after` (the previous answer's `last_id`; 0 to start). Nothing else is accepted.
 */
const backfillBody = z
  .object({
    limit: z.number("validation.number").int("validation.number").min(1, "validation.number").max(50, "validation.number").default(10),
    after: z.number("validation.number").int("validation.number").min(0, "validation.number").max(Number.MAX_SAFE_INTEGER, "validation.number").default(0),
  })
  .strict();

/**
 * How long one call keeps taking new images: a camera photo takes a second or two to re-encode,
 * so a call of 50 ends after this (with the image in hand finished) rather than running on.
 * The caller simply calls again from `last_id`.
 */
const BACKFILL_BUDGET_MS = 20_000;

/**
 * `/api/uploads`: admins upload images for the gallery and blog forms (multipart field `image`);
 * `/api/uploads/backfill` makes the variants of images stored before the image pipeline existed
 * (what `npm run images:backfill -- --url ...` calls, a batch at a time).
 */
export const uploadRoutes = new Hono<AppEnv>()
  .post("/", requireAdmin(), imageBodyLimit(), imageForm(), async (c) => {
    const { bytes } = c.req.valid("form");
    const { db, blobs, images } = c.var.deps;
    const stored = await storeUpload(db, blobs, images, { bytes, kind: "content", owner: { kind: "admin", id: adminOf(c).id } }, nowOf(c));
    if (!stored.ok) return refusedImage(c, stored);
    return ok(c, serializeUpload(stored.row), 201, c.var.t("api.uploaded"));
  })
  // An operator's task, not an editor's: only the admin role. Each call does a bounded amount of
  // work (at most 50 images, about 20 seconds); a file that cannot be processed is reported by id
  // in `failed` and left as it was, never a 500.
  .post("/backfill", requireAdmin({ role: "admin" }), validate("json", backfillBody), async (c) => {
    const { db, blobs, images } = c.var.deps;
    const { t } = c.var;
    // Without the Images binding (a Worker on an account without Images transformations) nothing
    // can be re-encoded: refuse, rather than mark the images done with no variants.
    if (!images.canTransform) return fail(c, 503, t("api.imagesCannotTransform"));
    const { limit, after } = c.req.valid("json");
    const clock = c.var.deps.now ?? Date.now;
    const report = await backfillImages(db, blobs, images, { limit, after, budgetMs: BACKFILL_BUDGET_MS, now: clock });
    if (report.processed > 0) {
      // Pages cached with these images' old markup (no variants to offer) must render again.
      // `/api/uploads` writes are private (content-version.ts) and leave the cache alone, so
      // this route bumps the version itself, and only when it changed something.
      await contentVersionOf(c.var.deps).bump();
      await record(c, "backfill_images", "upload", undefined, { key: "backfill", processed: report.processed, failed: report.failed.length, from: after + 1, to: report.lastId });
    }
    const data = { processed: report.processed, failed: report.failed, remaining: report.remaining, last_id: report.lastId };
    return ok(c, data, 200, t("api.imagesBackfilled", { processed: report.processed, failed: report.failed.length, remaining: report.remaining }));
  });
