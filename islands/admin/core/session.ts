/**
 * The admin session as the browser keeps it: `token` and `user` in localStorage. Every read is
 * guarded, because storage may be refused (private modes) or hold something corrupt.
 */
import type { AdminDto } from "../../../shared/contract/admin-users";

/** The signed-in admin as the API shows an account (login, profile, the users list). */
export type AdminUser = AdminDto;

const TOKEN = "token";
const USER = "user";

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN) || null;
  } catch {
    return null;
  }
}

export function readUser(): AdminUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER) ?? "null");
    return user && typeof user.username === "string" ? user : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: AdminUser) {
  try {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(USER, JSON.stringify(user));
  } catch {
    // Without storage the session lasts for this page only; the app still works until reload.
  }
}

export function saveUser(user: AdminUser) {
  try {
    localStorage.setItem(USER, JSON.stringify(user));
  } catch {
    // See saveSession.
  }
}

/** Logout and an invalid token both clear the two keys, nothing else. */
export function clearSession() {
  try {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
