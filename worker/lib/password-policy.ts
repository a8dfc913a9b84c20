import { z } from "zod";

/** A new password: 8 to 128 characters (NIST minimum; decisions.md). */
export const newPassword = () =>
  z.string("validation.required").min(8, "validation.passwordLength").max(128, "validation.passwordLength");
