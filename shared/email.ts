/**
 * One rule for an e-mail address, checked the same on the phone (before sending) and on the
 * server (which decides): the pattern of zod's `z.email()`, which the server used before, so
 * "samer@gmail" is refused in the form with the same words the server would use, instead of
 * passing the form and coming back as a generic error. shared/email.test.ts keeps it equal to zod's.
 */
// Written character for character as zod writes it (the test compares the two), escapes included.
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

export const isEmail = (value: string) => {
  const v = value.trim();
  return v.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(v);
};
