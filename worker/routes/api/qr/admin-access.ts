import { Hono } from "hono";
import { z } from "zod";
import { languages } from "../../../../locales/i18n";
import type { AppEnv } from "../../../env";
import { nowOf } from "../../../lib/clock";
import { originOf } from "../../../lib/origin";
import { fail, ok } from "../../../lib/respond";
import { parseId, validate } from "../../../lib/validation";
import { actorOf, requireAdmin } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { getOwner, ownerStatus } from "../../../services/qr/owners";
import { makeResetLink, resetPageUrl, resetWhatsappUrl } from "../../../services/qr/password-resets";

// The body is optional: no body (or `{}`) makes the message in Arabic.
const resetLinkBody = z.object({ lang: z.enum(languages, "validation.choice").default("ar") }).default({ lang: "ar" });

/**
 * `/api/qr/admin/users/{id}/reset-link`: an admin makes a one-time password link for an owner who
 * lost theirs, to send them over WhatsApp (a message ready in the chosen language) or copy. The
 * link works once, for 24 hours; any older unused link of the owner stops working. Not for a
 * rejected owner, who may not sign in at all.
 */
export const adminAccessRoutes = new Hono<AppEnv>().use(requireAdmin()).post("/:id/reset-link", validate("json", resetLinkBody), async (c) => {
  const { db } = c.var.deps;
  const id = parseId(c.req.param("id"));
  const owner = id ? await getOwner(db, id) : undefined;
  if (!owner) return fail(c, 404, c.var.t("qr.userNotFound"));
  if (ownerStatus(owner) === "rejected") return fail(c, 409, c.var.t("qr.access.rejectedOwner"));
  const { lang } = c.req.valid("json");
  const { token, expiresAt } = await makeResetLink(db, owner.id, "admin", nowOf(c));
  const url = resetPageUrl(originOf(c), token);
  await audit(db, actorOf(c), "reset_password", "qr_user", owner.id, owner.username, nowOf(c));
  // The link is a secret for one person: no cache anywhere may keep this answer.
  c.header("Cache-Control", "no-store");
  return ok(c, { url, expires_at: expiresAt, whatsapp_url: resetWhatsappUrl(owner.phone, lang, owner.username, url) }, 200, c.var.t("qr.access.linkMade"));
});
