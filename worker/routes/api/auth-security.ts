import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { adminOf, requireAdmin } from "../../middleware/auth";
import { fail, ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { originOf } from "../../render/render-page";
import { accountLimits, limitedAttempt } from "../../services/account-limits";
import { qrSvg, svgDataUrl } from "../../services/qr/qr-code";
import { listUserSessions, revokeSession } from "../../services/sessions";
import { readSettings } from "../../services/site-settings";
import {
  beginEnrolment,
  completeEnrolment,
  disableTwoFactor,
  recoveryCodesLeft,
  verifySecondFactor,
} from "../../services/two-factor";
import { refuseWrongPassword } from "./password-check";
import { tooManyRequests } from "./replies";
import { nowOf } from "../../lib/clock";
import { normalizeDigits } from "../../../shared/digits";
import { record } from "./record";

// An authenticator code as typed, in any digit system (shared/digits.ts).
const code = z.string("validation.required").overwrite(normalizeDigits).trim().min(6, "validation.required").max(20, "validation.tooLong");

/**
 * `/api/auth` security settings of the signed-in admin: two-step verification (TOTP with oslo,
 * enrolment by QR code, one-time recovery codes) and the list of their own sessions.
 */
// Mounted beside authRoutes under /auth, so each route carries its own guard (a blanket .use()
// would also sit in front of /auth/login).
export const authSecurityRoutes = new Hono<AppEnv>()
  .get("/2fa", requireAdmin(), async (c) => {
    const user = adminOf(c);
    return ok(c, { enabled: user.totp_enabled, recovery_codes_left: user.totp_enabled ? await recoveryCodesLeft(c.var.deps.db, user.id) : 0 });
  })
  .post("/2fa/setup", requireAdmin(), async (c) => {
    const user = adminOf(c);
    if (user.totp_enabled) return fail(c, 409, c.var.t("auth.twoFactorAlreadyOn"));
    const { db } = c.var.deps;
    const issuer = (await readSettings(db, "en")).site_name_en || new URL(originOf(c)).host;
    const { secret, uri } = await beginEnrolment(db, user, issuer);
    return ok(c, { secret, otpauth_url: uri, qr_code_data: svgDataUrl(qrSvg(uri)) });
  })
  .post("/2fa/enable", requireAdmin(), validate("json", z.object({ code })), async (c) => {
    const { db } = c.var.deps;
    const user = adminOf(c);
    if (user.totp_enabled) return fail(c, 409, c.var.t("auth.twoFactorAlreadyOn"));
    if (!user.totp_secret) return fail(c, 409, c.var.t("auth.twoFactorNotStarted"));
    const attempt = await limitedAttempt(db, accountLimits.secondFactor(user.id), () => completeEnrolment(db, user, c.req.valid("json").code, nowOf(c)), nowOf(c));
    if ("throttled" in attempt) return tooManyRequests(c, attempt.throttled.retryAfterSeconds);
    const codes = attempt.value;
    if (!codes) return fail(c, 400, c.var.t("auth.totpInvalid"), { code: c.var.t("auth.totpInvalid") });
    await record(c, "enable_2fa", "admin_user", user.id);
    return ok(c, { recovery_codes: codes }, 200, c.var.t("auth.twoFactorEnabled"));
  })
  .post("/2fa/disable", requireAdmin(), validate("json", z.object({ password: z.string().min(1, "validation.required").max(1024), code })), async (c) => {
    const { db } = c.var.deps;
    const user = adminOf(c);
    const body = c.req.valid("json");
    // Turning protection off needs both factors, so a stolen session alone cannot do it; and
    // guesses at either are limited per account.
    const wrong = await refuseWrongPassword(c, "admin", user, body.password, "password", "auth.wrongCurrentPassword");
    if (wrong) return wrong;
    const code = await limitedAttempt(db, accountLimits.secondFactor(user.id), async () => user.totp_enabled && (await verifySecondFactor(db, user, body.code, nowOf(c))), nowOf(c));
    if ("throttled" in code) return tooManyRequests(c, code.throttled.retryAfterSeconds);
    if (!code.ok) return fail(c, 400, c.var.t("auth.totpInvalid"), { code: c.var.t("auth.totpInvalid") });
    await disableTwoFactor(db, user.id);
    await record(c, "disable_2fa", "admin_user", user.id);
    return ok(c, null, 200, c.var.t("auth.twoFactorDisabled"));
  })
  .get("/sessions", requireAdmin(), async (c) => {
    const current = c.var.principal!.tokenHash;
    const sessions = await listUserSessions(c.var.deps.db, "admin", adminOf(c).id);
    return ok(c, sessions.map(({ tokenHash, ...s }) => ({ ...s, current: tokenHash === current })));
  })
  .delete("/sessions/:id", requireAdmin(), async (c) => {
    const { db } = c.var.deps;
    const session = (await listUserSessions(db, "admin", adminOf(c).id)).find((s) => s.id === c.req.param("id"));
    if (!session) return fail(c, 404, c.var.t("api.itemNotFound"));
    await revokeSession(db, session.tokenHash);
    await record(c, "revoke_session", "session", session.id);
    return ok(c, { id: session.id }, 200, c.var.t("auth.sessionRevoked"));
  });
