import type { Context } from "hono";
import type { AppEnv } from "../../../env";
import { fail } from "../../../lib/respond";
import { originOf } from "../../../render/render-page";
import type { ViewContext } from "../../../services/qr/business-view";

/** What the QR serializers need from the request: the origin QR links use, and the language. */
export const viewOf = (c: Context<AppEnv>): ViewContext => ({ origin: originOf(c), lang: c.var.lang });

/** A listing that does not exist, or is not the caller's, is "business not found". */
export const businessNotFound = (c: Context<AppEnv>) => fail(c, 404, c.var.t("qr.businessNotFound"));
