import type { Context } from "hono";
import type { QrBusinessRow } from "../../../../shared/contract/qr-listing";
import type { AppEnv } from "../../../env";
import { fail } from "../../../lib/respond";
import { actorOf } from "../../../middleware/auth";
import type { AuditAction } from "../../../../shared/activity";
import { audit } from "../../../services/audit";
import { originOf } from "../../../render/render-page";
import type { ViewContext } from "../../../services/qr/business-view";
import { tellOwner, type Notice } from "../../../services/qr/notifications";
import { nowOf } from "../../../lib/clock";
import { inBackground } from "../../../lib/background";

/** What the QR serializers need from the request: the origin QR links use, and the language. */
export const viewOf = (c: Context<AppEnv>): ViewContext => ({ origin: originOf(c), lang: c.var.lang, now: nowOf(c) });

/** A listing that does not exist, or is not the caller's, is "business not found". */
export const businessNotFound = (c: Context<AppEnv>) => fail(c, 404, c.var.t("qr.businessNotFound"));

/** A change to a listing in the activity log, under the listing's name. */
export const auditListing = (c: Context<AppEnv>, action: AuditAction, listing: QrBusinessRow) =>
  audit(c.var.deps.db, actorOf(c), action, "qr_business", listing.id, listing.business_name);

/**
 * Tells the owner of an admin's decision taken in this request: the notice on their dashboard,
 * and an e-mail where mail is configured (ending with a link to the dashboard on this site),
 * sent after the answer so the admin never waits on the mail server.
 */
export const tellOwnerOf = (c: Context<AppEnv>, notice: Notice) =>
  tellOwner(c.var.deps, notice, nowOf(c), { origin: originOf(c), later: (send) => inBackground(c, send) });
