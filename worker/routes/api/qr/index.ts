import { Hono } from "hono";
import type { AppEnv } from "../../../env";

/** `/api/qr`: the QR-business area's owner, public and admin calls (issue 4). */
export const qrRoutes = new Hono<AppEnv>();
