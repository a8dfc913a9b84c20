/**
 * Stands in for @node-rs/argon2 and @node-rs/bcrypt in the Worker bundle (wrangler.toml
 * [alias]): oslo/password imports them, we only use its scrypt, and native .node addons cannot
 * load in workerd.
 */
const unavailable = () => {
  throw new Error("native password hashers are not available on Workers; scrypt is used instead");
};
export const hash = unavailable;
export const verify = unavailable;
export const hashSync = unavailable;
export const verifySync = unavailable;
export default { hash, verify, hashSync, verifySync };
