import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../env";
import { clientIpOf, loginAttemptOf } from "../../../lib/client-ip";
import { fail, ok } from "../../../lib/respond";
import { validate } from "../../../lib/validation";
import { ownerOf, requireOwner } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { logIn } from "../../../services/login";
import { findOwnerByKey, registerBody, registerOwner, serializeOwner } from "../../../services/qr/owners";
import { hit } from "../../../services/rate-limit";
import { createSession, revokeSession } from "../../../services/sessions";
import { refuseWeakPassword } from "../password-check";
import { tooManyRequests } from "../replies";
import { nowOf } from "../../../lib/clock";
import { clearOwnerCookie, setOwnerCookie } from "../../../lib/owner-cookie";

const HOUR = 60 * 60 * 1000;

/** A login. Exported for the login form's rules (shared/form-rules.ts is written from it). */
export const credentials = z.object({
  username: z.string("validation.required").trim().min(1, "validation.required").max(64, "validation.tooLong"),
  password: z.string("validation.required").min(1, "validation.required").max(1024, "validation.tooLong"),
});

/** `/api/qr/auth`: owner sign-up, login, logout and who-am-I. Owners are not admins. */
export const qrAuthRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerBody), async (c) => {
    const { db } = c.var.deps;
    // Each sign-up costs a password hash and creates a row: a few per hour per address is plenty.
    const limit = await hit(db, { key: `qr-register:ip:${clientIpOf(c)}`, max: 10, windowMs: HOUR }, nowOf(c));
    if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds);
    const input = c.req.valid("json");
    const weak = await refuseWeakPassword(c, "password", input.password, { username: input.username, details: [input.email, input.phone] });
    if (weak) return weak;
    const user = await registerOwner(db, input, nowOf(c));
    if (user === "taken") return fail(c, 409, c.var.t("qr.userExists"), { username: c.var.t("qr.userExists") });
    if (user === "email_taken") return fail(c, 409, c.var.t("qr.emailTaken"), { email: c.var.t("qr.emailTaken") });
    await audit(db, { kind: "owner", id: user.id, name: user.username }, "register", "qr_user", user.id);
    // Signed in at once (a new owner used to land on an empty login form and type it all again):
    // the owner's fields, and a session as a login answers it.
    const token = await createSession(db, "owner", user.id, c.req.header("user-agent"), nowOf(c));
    const owner = serializeOwner(user);
    setOwnerCookie(c, token);
    return ok(c, { ...owner, token, user: owner }, 201, c.var.t("qr.registered"));
  })
  .post("/login", validate("json", credentials), async (c) => {
    const { db } = c.var.deps;
    const outcome = await logIn(db, {
      kind: "owner",
      ...loginAttemptOf(c, c.req.valid("json")),
      findUser: (key) => findOwnerByKey(db, key),
      // Pending owners may log in; rejected ones may not.
      canLogIn: (user) => user.is_active,
    });
    if (!outcome.ok && outcome.reason === "throttled") return tooManyRequests(c, outcome.limit.retryAfterSeconds);
    if (!outcome.ok) return fail(c, 401, c.var.t("qr.invalidCredentials"));
    setOwnerCookie(c, outcome.token);
    return ok(c, { token: outcome.token, user: serializeOwner(outcome.user) }, 200, c.var.t("qr.loginSuccess"));
  })
  .post("/logout", requireOwner(), async (c) => {
    await revokeSession(c.var.deps.db, c.var.principal!.tokenHash);
    clearOwnerCookie(c);
    return ok(c, null, 200, c.var.t("qr.loggedOut"));
  })
  .get("/me", requireOwner(), (c) => ok(c, serializeOwner(ownerOf(c))));
