import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { adminOf, requireAdmin } from "../../middleware/auth";
import { nowOf } from "../../lib/clock";
import { ok } from "../../lib/respond";
import { storeUpload } from "../../services/uploads";
import { imageBodyLimit, imageForm, serializeUpload } from "./image-upload";

/** `/api/uploads`: admins upload images for the gallery and blog forms (multipart field `image`). */
export const uploadRoutes = new Hono<AppEnv>().post("/", requireAdmin(), imageBodyLimit(), imageForm(), async (c) => {
  const image = c.req.valid("form");
  const { db, blobs } = c.var.deps;
  const row = await storeUpload(db, blobs, { ...image, kind: "content", owner: { kind: "admin", id: adminOf(c).id } }, nowOf(c));
  return ok(c, serializeUpload(row), 201, c.var.t("api.uploaded"));
});
