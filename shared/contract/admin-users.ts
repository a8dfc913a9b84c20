import type { adminUsers } from "../../db/schema";

export type AdminRow = typeof adminUsers.$inferSelect;

/**
 * An admin account as the API shows it (login, profile, the users list): the row without the
 * password hash, the two-step secret and its bookkeeping, the folded keys and the last change;
 * whether two-step sign-in is on is told as `two_factor`.
 */
export const serializeAdmin = ({
  password_hash: _hash,
  username_key: _key,
  totp_secret: _secret,
  totp_enabled,
  totp_last_step: _step,
  updated_at: _updated,
  search_key: _search,
  ...account
}: AdminRow) => ({ ...account, two_factor: totp_enabled });
export type AdminDto = ReturnType<typeof serializeAdmin>;
