import { Hono, type Context } from "hono";
import { z } from "zod";
import { languages } from "../../../../locales/i18n";
import { signUpFields } from "../../../../shared/contract/qr-owner";
import type { AppEnv, QrUser } from "../../../env";
import { inBackground } from "../../../lib/background";
import { clientIpOf } from "../../../lib/client-ip";
import { nowOf } from "../../../lib/clock";
import { isConfiguredOrigin, originOf } from "../../../lib/origin";
import { hashPassword } from "../../../lib/password";
import { newPassword } from "../../../lib/password-policy";
import { fail, ok } from "../../../lib/respond";
import { validate } from "../../../lib/validation";
import { actorOf, ownerOf, requireOwner } from "../../../middleware/auth";
import { audit } from "../../../services/audit";
import { contentVersionOf } from "../../../services/content-version";
import { deleteOwnerAccount, setOwnerPassword, updateOwnerContact } from "../../../services/qr/account";
import { emailKeyOf, findOwnerByEmail, serializeOwner } from "../../../services/qr/owners";
import { makeResetLink, ownerOfResetToken, resetMail, resetPageUrl, useResetLink } from "../../../services/qr/password-resets";
import { hit, hitAll } from "../../../services/rate-limit";
import { createSession, revokeUserSessions } from "../../../services/sessions";
import { refuseWeakPassword, refuseWrongPassword } from "../password-check";
import { tooManyRequests } from "../replies";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A password typed to prove who one is (not a new one: any length the old rules allowed). */
const currentPassword = () => z.string("validation.required").min(1, "validation.required").max(1024, "validation.tooLong");

// The bodies below are exported for the forms' rules: shared/form-rules.test.ts writes what each
// field takes into shared/form-rules.ts, which the reset, forgot and account forms read.
export const resetBody = z.object({
  // Checked against the stored links, never shown back: any string up to a sane length.
  token: z.string("validation.required").max(200, "validation.tooLong"),
  password: newPassword(),
});
export const forgotBody = z.object({
  email: signUpFields.shape.email,
  lang: z.enum(languages, "validation.choice").optional(),
});
export const passwordBody = z.object({ current_password: currentPassword(), new_password: newPassword() });
export const contactBody = signUpFields
  .pick({ email: true, phone: true })
  .partial()
  .extend({ current_password: currentPassword() });
export const deleteBody = z.object({ password: currentPassword() });

/**
 * Whether e-mailed password links are on: an SMTP server is configured (deps.mailer) and links are
 * built on PUBLIC_ORIGIN. Without a configured origin a link would carry the request's Host,
 * which anyone asking for a victim's link could forge to send the victim to their own site.
 */
export const emailResetAvailable = (c: Context<AppEnv>) => !!c.var.deps.mailer && isConfiguredOrigin(c);

/** The owner's current password, at most 5 wrong guesses per 15 minutes (see refuseWrongPassword). */
const refuseWrongOwnerPassword = (c: Context<AppEnv>, owner: QrUser, password: string, field: string) =>
  refuseWrongPassword(c, "owner", owner, password, field, "qr.access.wrongPassword");

/** The details of an owner an attacker would try first in a password. */
const ownerAccount = (owner: Pick<QrUser, "username" | "email" | "phone">) => ({ username: owner.username, details: [owner.email, owner.phone] });

/**
 * `/api/qr/auth`: getting back in (a one-time link, by an admin or by e-mail) and the owner's own
 * account (contact details, password, deleting it). A suspended owner may use all of these: they
 * are the owner's own data, not public content. A rejected owner cannot sign in at all.
 */
export const qrAccountRoutes = new Hono<AppEnv>()
  // A one-time link's new password: the owner is signed in with a new session, every other one ended.
  .post("/reset", validate("json", resetBody), async (c) => {
    const { db } = c.var.deps;
    // The token has 256 bits, beyond guessing; the limit keeps anyone from hashing passwords here at will.
    const limit = await hit(db, { key: `qr-reset:ip:${clientIpOf(c)}`, max: 10, windowMs: 15 * MINUTE }, nowOf(c));
    if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds);
    const { token, password } = c.req.valid("json");
    const linkInvalid = () => fail(c, 400, c.var.t("qr.access.linkInvalid"), { token: c.var.t("qr.access.linkInvalid") });
    const owner = await ownerOfResetToken(db, token, nowOf(c));
    if (!owner) return linkInvalid();
    const weak = await refuseWeakPassword(c, "password", password, ownerAccount(owner));
    if (weak) return weak;
    const updated = await useResetLink(db, token, await hashPassword(password), nowOf(c));
    if (!updated) return linkInvalid();
    await audit(db, { kind: "owner", id: updated.id, name: updated.username }, "change_password", "qr_user", updated.id, undefined, nowOf(c));
    const session = await createSession(db, "owner", updated.id, c.req.header("user-agent"), nowOf(c));
    return ok(c, { token: session, user: serializeOwner(updated) }, 200, c.var.t("qr.access.passwordReset"));
  })
  // The same answer whether or not the address is an owner's: nothing here tells who has an account.
  .post("/forgot", validate("json", forgotBody), async (c) => {
    const { db, mailer } = c.var.deps;
    const { email, lang = c.var.lang } = c.req.valid("json");
    const now = nowOf(c);
    // Per address too, so nobody can fill an owner's mailbox from many addresses.
    const limit = await hitAll(
      db,
      [
        { key: `qr-forgot:ip:${clientIpOf(c)}`, max: 5, windowMs: 15 * MINUTE },
        { key: `qr-forgot:email:${emailKeyOf(email)}`, max: 3, windowMs: HOUR },
      ],
      now,
    );
    if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds);
    if (mailer && emailResetAvailable(c)) {
      const origin = originOf(c);
      // After the answer, so a known address takes no longer to answer than an unknown one.
      inBackground(c, async () => {
        const owner = await findOwnerByEmail(db, email);
        if (!owner?.is_active) return;
        const { token } = await makeResetLink(db, owner.id, "email", now);
        await mailer.send({ to: owner.email, lang, ...resetMail(lang, owner.username, resetPageUrl(origin, token)) });
      });
    }
    return ok(c, null, 200, c.var.t("qr.access.forgotSent"));
  })
  .post("/password", requireOwner(), validate("json", passwordBody), async (c) => {
    const { db } = c.var.deps;
    const owner = ownerOf(c);
    const body = c.req.valid("json");
    const wrong = await refuseWrongOwnerPassword(c, owner, body.current_password, "current_password");
    if (wrong) return wrong;
    const weak = await refuseWeakPassword(c, "new_password", body.new_password, ownerAccount(owner));
    if (weak) return weak;
    await setOwnerPassword(db, owner.id, await hashPassword(body.new_password), nowOf(c));
    // Whoever else held the old password is out; this phone stays signed in.
    await revokeUserSessions(db, "owner", owner.id, c.var.principal!.tokenHash);
    await audit(db, actorOf(c), "change_password", "qr_user", owner.id, undefined, nowOf(c));
    return ok(c, null, 200, c.var.t("qr.access.passwordChanged"));
  })
  .patch("/me", requireOwner(), validate("json", contactBody), async (c) => {
    const { db } = c.var.deps;
    const owner = ownerOf(c);
    const { current_password, ...changes } = c.req.valid("json");
    const wrong = await refuseWrongOwnerPassword(c, owner, current_password, "current_password");
    if (wrong) return wrong;
    const updated = await updateOwnerContact(db, owner, changes, nowOf(c));
    if (updated === "email_taken") return fail(c, 409, c.var.t("qr.emailTaken"), { email: c.var.t("qr.emailTaken") });
    await audit(db, actorOf(c), "update", "qr_user", owner.id, undefined, nowOf(c));
    return ok(c, serializeOwner(updated), 200, c.var.t("qr.access.accountUpdated"));
  })
  .delete("/me", requireOwner(), validate("json", deleteBody), async (c) => {
    const { db, blobs } = c.var.deps;
    const owner = ownerOf(c);
    const wrong = await refuseWrongOwnerPassword(c, owner, c.req.valid("json").password, "password");
    if (wrong) return wrong;
    const listings = await deleteOwnerAccount(db, blobs, owner, actorOf(c), nowOf(c));
    // Approved listings were public: cached pages that showed them must go.
    if (listings) await contentVersionOf(c.var.deps).bump();
    return ok(c, null, 200, c.var.t("qr.access.accountDeleted"));
  });
