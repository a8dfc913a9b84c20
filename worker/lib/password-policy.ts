import { z } from "zod";

// Loaded on first use: decompressing the list costs a few milliseconds nobody should pay at startup.
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].filter((p) => p.length >= 8)),
  ));

/** Is this one of the ~49,000 most common passwords (zxcvbn-ts's list)? */
export const isCommonPassword = async (password: string) => (await commonPasswords()).has(password.toLowerCase());

/**
 * A new password: 8 to 128 characters (NIST minimum; decisions.md), and not one of the common
 * passwords attackers try first (ASVS V6.2.4).
 */
export const newPassword = () =>
  z
    .string("validation.required")
    .min(8, "validation.passwordLength")
    .max(128, "validation.passwordLength")
    .refine(async (p) => !(await isCommonPassword(p)), "validation.passwordCommon");
