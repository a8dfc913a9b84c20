import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { adminOf, requireAdmin } from "../../middleware/auth";
import { nowOf } from "../../lib/clock";
import { ok } from "../../lib/respond";
import { storeUpload } from "../../services/uploads";
import { imageBodyLimit, imageForm, refusedImage, serializeUpload } from "./image-upload";

/** `/api/uploads`: admins upload images for the gallery and blog forms (multipart field `image`). */
export const uploadRoutes = new Hono<AppEnv>().post("/", requireAdmin(), imageBodyLimit(), imageForm(), async (c) => {
  const { bytes } = c.req.valid("form");
  const { db, blobs, images } = c.var.deps;
  const stored = await storeUpload(db, blobs, images, { bytes, kind: "content", owner: { kind: "admin", id: adminOf(c).id } }, nowOf(c));
  if (!stored.ok) return refusedImage(c, stored);
  return ok(c, serializeUpload(stored.row), 201, c.var.t("api.uploaded"));
});
