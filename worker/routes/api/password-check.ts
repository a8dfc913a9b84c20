import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { nowOf } from "../../lib/clock";
import { verifyPassword } from "../../lib/password";
import { passwordWeakness } from "../../lib/password-policy";
import { fail } from "../../lib/respond";
import type { PrincipalKind } from "../../../db/schema";
import { accountLimits, limitedAttempt } from "../../services/account-limits";
import { readSettings } from "../../services/site-settings";
import { tooManyRequests } from "./replies";

/** Whose password it is: the username, and the other details an attacker knows (e-mail, phone). */
export interface PasswordAccount {
  username: string;
  details?: (string | null | undefined)[];
}

/**
 * The strength check of a new password, after the body is valid: the user's own details and the
 * site's name in both languages are the first things an attacker tries, so a password built on
 * them is refused (one that holds the username, even without its digits, by its own message).
 * Answers the 400 (in the caller's language, on `field`) or undefined.
 */
// The answer's type is inferred (a typed JSON reply), so routes that return it keep their typed answers for the client.
export async function refuseWeakPassword(c: Context<AppEnv>, field: string, password: string, account: PasswordAccount) {
  const settings = await readSettings(c.var.deps.db, c.var.lang);
  const inputs = [account.username, ...(account.details ?? []), settings.site_name_ar, settings.site_name_en];
  const weakness = await passwordWeakness(password, inputs, account.username);
  if (!weakness) return undefined;
  const message = c.var.t(weakness);
  return fail(c, 400, c.var.t("api.validationFailed"), { [field]: message });
}

/**
 * A signed-in user's current password (an admin's or an owner's), checked with at most 5 wrong
 * guesses per 15 minutes per account: someone holding a stolen session must not get unlimited
 * tries. Answers the refusal (400 with the `wrong` message on `field`, or 429), or undefined when
 * the password is right.
 */
export async function refuseWrongPassword(
  c: Context<AppEnv>,
  kind: PrincipalKind,
  user: { id: number; password_hash: string },
  password: string,
  field: string,
  wrong: string,
) {
  const attempt = await limitedAttempt(c.var.deps.db, accountLimits.password(kind, user.id), () => verifyPassword(user.password_hash, password), nowOf(c));
  if ("throttled" in attempt) return tooManyRequests(c, attempt.throttled.retryAfterSeconds);
  if (!attempt.ok) return fail(c, 400, c.var.t(wrong), { [field]: c.var.t(wrong) });
  return undefined;
}
