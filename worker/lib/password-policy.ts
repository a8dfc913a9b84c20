import { z } from "zod";

// The word lists load on first use: unpacking them costs a few milliseconds nobody should pay at
// startup, and the Worker reads them from its static assets (see password-lists.ts).
const loadLists = () => import("#password-lists").then((lists) => lists.loadPasswordLists());

let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= loadLists().then(
    (lists) => new Set(lists["passwords-common"].filter((p) => p.length >= 8)),
    (error: unknown) => {
      common = undefined; // not kept: the next password tries again
      throw error;
    },
  ));

/** Is this one of the ~49,000 most common passwords (zxcvbn-ts's list)? */
export const isCommonPassword = async (password: string) => (await commonPasswords()).has(password.toLowerCase());

/** Eight spaces, "aaaaaaaaaa", "1111111111": one character, however often, is no password. */
export const isOneCharacter = (password: string) => new Set(password).size === 1;

/**
 * A new password, the checks that need nothing but the password: not blank, 8 to 128 characters
 * (NIST minimum), not one of the common passwords attackers try first (ASVS V6.2.4), not a single
 * repeated character. The first failing check names the problem. The strength estimate, which
 * also needs the user's name and the site's, runs in the route (see password-check.ts).
 */
export const newPassword = () =>
  z
    .string("validation.required")
    .refine((p) => p.length === 0 || p.trim().length > 0, "validation.passwordBlank")
    .min(8, "validation.passwordLength")
    .max(128, "validation.passwordLength")
    // One check, so the common list is named first ("11111111" is both common and one character).
    .check(async (ctx) => {
      const p = ctx.value;
      if (p.length < 8 || p.length > 128 || !p.trim()) return;
      const problem = (await isCommonPassword(p)) ? "validation.passwordCommon" : isOneCharacter(p) ? "validation.passwordOneCharacter" : null;
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: p });
    });

/**
 * Whether a password is built on the username: it holds the username itself, or the username
 * without its digits ("weakuser" for the user "weakuser20", "weakuser1234" for "weakuser7"),
 * whatever the letter case. Attackers try exactly that first: the name with the digits changed.
 * Only a username of at least 4 characters once its digits are gone counts, so a short name such
 * as "ali7" does not refuse every password that happens to contain "ali".
 */
export function holdsUsername(password: string, username: string | null | undefined): boolean {
  const name = (username ?? "").trim().toLowerCase();
  const letters = name.replace(/[0-9]/g, "");
  if (letters.length < 4) return false;
  const p = password.toLowerCase();
  return p.includes(name) || p.includes(letters);
}

/**
 * Why a password is too easy to guess for this user (their username, e-mail, the site's name
 * count as known to an attacker), as a `validation.*` key, or null. A password built on the
 * username is named as such first (`holdsUsername`). Loads the estimator on first use (a separate
 * chunk on Node; on the Worker, word lists read from its static assets).
 */
export async function passwordWeakness(password: string, userInputs: (string | null | undefined)[], username?: string | null): Promise<string | null> {
  if (holdsUsername(password, username)) return "validation.passwordUsername";
  const [{ weaknessOf }] = await Promise.all([import("./password-strength"), loadLists()]);
  const weakness = weaknessOf(password, userInputs.filter((v): v is string => !!v));
  return weakness ? `validation.${weakness}` : null;
}
