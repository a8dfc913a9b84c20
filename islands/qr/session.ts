import type { OwnerDto } from "../../shared/contract/qr-owner";

/**
 * The owner's session as the browser keeps it: `qr_token` and `qr_user` (an object with at least a
 * username) in localStorage. Anything else found there counts as no session.
 */
export const TOKEN_KEY = "qr_token";
export const USER_KEY = "qr_user";

/** The owner as login answered (at least a username: older sessions may hold less). */
export type QrUser = Pick<OwnerDto, "username"> & Partial<OwnerDto>;
export interface QrSession {
  token: string;
  user: QrUser;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** The stored session, or null when either item is missing or corrupt. */
export function readSession(storage: Storage): QrSession | null {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const raw = storage.getItem(USER_KEY);
    if (!token || !/^[\w-]{20,100}$/.test(token) || !raw) return null;
    const user: unknown = JSON.parse(raw);
    if (!user || typeof user !== "object" || Array.isArray(user)) return null;
    const { username } = user as { username?: unknown };
    if (typeof username !== "string" || !username.trim()) return null;
    return { token, user: user as QrUser };
  } catch {
    return null;
  }
}

export function saveSession(storage: Storage, session: QrSession) {
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

/** Logout and any unusable session: both items go. */
export function clearSession(storage: Storage) {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
}
