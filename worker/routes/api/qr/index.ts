import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { adminBusinessRoutes } from "./admin";
import { adminRevisionRoutes } from "./admin-revisions";
import { adminAccessRoutes } from "./admin-access";
import { adminUserRoutes } from "./admin-users";
import { qrAccountRoutes } from "./account";
import { qrAuthRoutes } from "./auth";
import { businessRoutes } from "./businesses";
import { menuRoutes } from "./menu";
import { adminHoursRoutes, ownerHoursRoutes } from "./hours";
import { notificationRoutes } from "./notifications";
import { adminStatsRoutes } from "./stats";
import { uploadRoutes } from "./uploads";

/**
 * `/api/qr`: the QR-business area's owner, public and admin calls. Order matters
 * where paths overlap: the upload and the admin's users come before the `/:id` routes.
 */
export const qrRoutes = new Hono<AppEnv>()
  .route("/auth", qrAuthRoutes)
  .route("/auth", qrAccountRoutes)
  .route("/businesses", uploadRoutes)
  .route("/businesses", menuRoutes)
  .route("/businesses", businessRoutes)
  .route("/businesses", ownerHoursRoutes)
  .route("/notifications", notificationRoutes)
  .route("/admin/users", adminUserRoutes)
  .route("/admin/users", adminAccessRoutes)
  .route("/admin/revisions", adminRevisionRoutes)
  .route("/admin", adminStatsRoutes)
  .route("/admin", adminHoursRoutes)
  .route("/admin", adminBusinessRoutes);
