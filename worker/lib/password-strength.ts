import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs } from "@zxcvbn-ts/language-common";
import { passwordLists } from "#password-lists";

/**
 * The password strength estimate (zxcvbn-ts): how many guesses an attacker who tries common
 * passwords, words, names, keyboard patterns, dates and the user's own details first would need.
 * Kept in its own module, loaded on the first password that needs it: unpacking ~90,000 words
 * costs about 100 ms, which no other request should pay. The word lists come from
 * `#password-lists` (password-lists.ts), which must be loaded first (password-policy.ts does):
 * on the Worker they are read from its static assets.
 */
let factory: ZxcvbnFactory | undefined;
const estimator = () => {
  // The Levenshtein option (near misses of words) is off: it multiplies the time per check tenfold.
  factory ??= new ZxcvbnFactory({ dictionary: { ...passwordLists() }, graphs: adjacencyGraphs, useLevenshteinDistance: false });
  return factory;
};

/** The estimate's score (0-4) a new password needs: at least a million guesses. */
export const MIN_SCORE = 2;

/** What a weak password is, in words a person can act on; each is a `validation.*` message. */
export type Weakness =
  | "passwordUserInputs"
  | "passwordKeyboard"
  | "passwordRepeat"
  | "passwordSequence"
  | "passwordDate"
  | "passwordCommon"
  | "passwordName"
  | "passwordWeak";

const byWarning: Record<string, Weakness> = {
  userInputs: "passwordUserInputs",
  straightRow: "passwordKeyboard",
  keyPattern: "passwordKeyboard",
  simpleRepeat: "passwordRepeat",
  extendedRepeat: "passwordRepeat",
  sequences: "passwordSequence",
  recentYears: "passwordDate",
  dates: "passwordDate",
  topTen: "passwordCommon",
  topHundred: "passwordCommon",
  common: "passwordCommon",
  similarToCommon: "passwordCommon",
  pwned: "passwordCommon",
  wordByItself: "passwordName",
  namesByThemselves: "passwordName",
  commonNames: "passwordName",
};

/**
 * Words of the user's own details worth guessing: each value whole, and its parts (the words of
 * a site name, the name before an e-mail's @), lower-cased.
 */
export function userInputWords(values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const v = value?.trim().toLowerCase();
    if (!v) continue;
    words.add(v);
    for (const part of v.split(/[\s@._\-+,،]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The full estimate, for tests and figures. */
export const estimate = (password: string, userInputs: string[] = []): ZxcvbnResult => estimator().check(password, userInputs);

/** Why a password is too easy to guess, or null when it is strong enough. */
export function weaknessOf(password: string, userInputs: string[] = []): Weakness | null {
  const result = estimate(password, userInputWords(userInputs));
  const fromInputs = result.sequence.filter((m) => m.pattern === "dictionary" && String(m.dictionaryName).includes("userInputs"));
  // The estimate counts any three pieces as strong ("damascus" + "agency" + "1"); an attacker
  // aiming at this site or this user tries such pieces first, so a password that is mostly the
  // user's details or the site's name is refused whatever its score.
  const covered = fromInputs.reduce((n, m) => n + m.j - m.i + 1, 0);
  if (covered * 2 >= password.length) return "passwordUserInputs";
  if (result.score >= MIN_SCORE) return null;
  // The user's own details are named first: the person can see at once what to change.
  if (fromInputs.length) return "passwordUserInputs";
  return byWarning[result.feedback.warning ?? ""] ?? "passwordWeak";
}
