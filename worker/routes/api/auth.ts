import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { adminOf, requireAdmin } from "../../middleware/auth";
import { loginAttemptOf } from "../../lib/client-ip";
import { hashPassword, needsRehash } from "../../lib/password";
import { findAdminByKey, recordAdminLogin, serializeAdmin, setAdminPassword } from "../../services/admin-users";
import { newPassword } from "../../lib/password-policy";
import { fail, ok } from "../../lib/respond";
import { validate } from "../../lib/validation";
import { accountLimits, limitedAttempt } from "../../services/account-limits";
import { audit } from "../../services/audit";
import { logIn } from "../../services/login";
import { revokeSession, revokeUserSessions } from "../../services/sessions";
import { verifySecondFactor } from "../../services/two-factor";
import { refuseWeakPassword, refuseWrongPassword } from "./password-check";
import { tooManyRequests } from "./replies";
import { nowOf } from "../../lib/clock";
import { normalizeDigits } from "../../../shared/digits";

/** What the API says about an admin: never the password hash. */
const credentials = z.object({
  username: z.string().trim().min(1, "validation.required").max(64, "validation.tooLong"),
  password: z.string().min(1, "validation.required").max(1024, "validation.tooLong"),
  // The authenticator code (or a recovery code) when two-step verification is on, in any digit system.
  totp_code: z.string().overwrite(normalizeDigits).trim().max(20, "validation.tooLong").optional(),
});

/**
 * An admin's own password change. Exported for the password screen's rules (shared/form-rules.ts
 * is written from it): the current password's longest, the new one's shortest and longest.
 */
export const passwordChange = z.object({
  current_password: z.string().min(1, "validation.required").max(1024, "validation.tooLong"),
  new_password: newPassword(),
});

/** `/api/auth`: admin login, logout, who-am-I and own password change. */
export const authRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", credentials), async (c) => {
    const { db } = c.var.deps;
    const { totp_code, ...given } = c.req.valid("json");
    const outcome = await logIn(db, {
      kind: "admin",
      ...loginAttemptOf(c, given),
      findUser: (key) => findAdminByKey(db, key),
      canLogIn: (user) => user.is_active,
      secondFactor: async (user) => {
        if (!user.totp_enabled) return "ok";
        if (!totp_code) return "required";
        // The password was right: code guesses are limited per account, from any address.
        const attempt = await limitedAttempt(db, accountLimits.secondFactor(user.id), () => verifySecondFactor(db, user, totp_code, nowOf(c)), nowOf(c));
        return "throttled" in attempt ? attempt : attempt.ok ? "ok" : "invalid";
      },
    });
    if (!outcome.ok && outcome.reason === "throttled") return tooManyRequests(c, outcome.limit.retryAfterSeconds);
    // The client shows a code field when asked for one (code "totp_required").
    if (!outcome.ok && outcome.reason === "second_factor_required") {
      return c.json({ success: false, code: "totp_required", message: c.var.t("auth.totpRequired") }, 401);
    }
    if (!outcome.ok && outcome.reason === "second_factor_invalid") {
      return fail(c, 401, c.var.t("auth.totpInvalid"), { totp_code: c.var.t("auth.totpInvalid") });
    }
    if (!outcome.ok) return fail(c, 401, c.var.t("auth.invalidCredentials"));

    const now = new Date().toISOString();
    // Hashes made with older parameters are upgraded while we hold the plain password.
    const rehashed = needsRehash(outcome.user.password_hash) ? { password_hash: await hashPassword(given.password) } : {};
    await recordAdminLogin(db, outcome.user.id, { last_login: now, ...rehashed });
    await audit(db, { kind: "admin", id: outcome.user.id, name: outcome.user.username }, "login", "session");
    return ok(c, { token: outcome.token, user: serializeAdmin({ ...outcome.user, last_login: now }) }, 200, c.var.t("auth.loginSuccess"));
  })
  .post("/logout", requireAdmin({ beforePasswordChange: true }), async (c) => {
    const principal = c.var.principal!;
    await revokeSession(c.var.deps.db, principal.tokenHash);
    return ok(c, null, 200, c.var.t("auth.loggedOut"));
  })
  .get("/me", requireAdmin({ beforePasswordChange: true }), (c) => ok(c, serializeAdmin(adminOf(c))))
  .put("/password", requireAdmin({ beforePasswordChange: true }), validate("json", passwordChange), async (c) => {
    const { db } = c.var.deps;
    const user = adminOf(c);
    const body = c.req.valid("json");
    // With a stolen session, the current password is the one thing left to guess: 5 tries.
    const wrong = await refuseWrongPassword(c, "admin", user, body.current_password, "current_password", "auth.wrongCurrentPassword");
    if (wrong) return wrong;
    const weak = await refuseWeakPassword(c, "new_password", body.new_password, { username: user.username, details: [user.email] });
    if (weak) return weak;
    await setAdminPassword(db, user.id, body.new_password);
    await revokeUserSessions(db, "admin", user.id, c.var.principal!.tokenHash);
    await audit(db, { kind: "admin", id: user.id, name: user.username }, "change_password", "admin_user", user.id);
    return ok(c, null, 200, c.var.t("auth.passwordChanged"));
  });
