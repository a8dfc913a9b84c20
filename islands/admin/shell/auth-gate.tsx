import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { ApiError, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { Loading } from "../kit/list-parts";
import { clearSession, readToken, readUser, saveUser, type AdminUser } from "../core/session";
import { button, centered, panel } from "../core/styles";
import { SessionContext } from "../core/use-session";
import { preloadScreen } from "./routes";

/**
 * Lets a screen render only for a session: no token, or one the server refuses (`/api/auth/me`
 * answers 401: expired, revoked, garbage), clears storage and goes to the login screen. The first
 * render (server and hydration alike) is the loading shell.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useAdmin();
  const [location, navigate] = useLocation();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const opened = useRef(location);

  const check = useCallback(async () => {
    setFailure(null);
    if (!readToken()) {
      clearSession();
      return navigate("/login", { replace: true });
    }
    // The opened screen's chunk downloads while the server answers, not after.
    preloadScreen(opened.current);
    // A session this browser already holds opens its screen at once, so the screen's own request
    // runs beside this check instead of after it (one round trip less on a slow phone). The
    // server's answer then refreshes the name and role, or, on a 401, ends the session (api.ts
    // clears it and goes to the login screen). The stored user is only shown, never trusted:
    // every call is authorised by the server.
    const known = readUser();
    if (known) setUser((current) => current ?? known);
    try {
      const me = await data(client.auth.me.$get());
      // A logout while this answer was on its way has cleared the session: leave it cleared (the
      // account shown beside the check lets the admin log out before the server has answered).
      if (!readToken()) return;
      saveUser(me);
      setUser(me);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      // With a screen open, its own calls report a network failure; without one, the gate does.
      if (!known) setFailure(errorMessage(e));
    }
  }, [navigate]);
  useEffect(() => void check(), [check]);

  // Public lists answer an expired token with public data instead of 401, so each screen change
  // (and coming back to the tab) asks the server again; a 401 logs out through api.ts.
  const signedIn = user !== null;
  const firstScreen = useRef(true);
  useEffect(() => {
    if (!signedIn) return;
    const recheck = () => void client.auth.me.$get().catch(() => undefined);
    // The gate has just checked for the first screen.
    if (!firstScreen.current) recheck();
    firstScreen.current = false;
    const onVisible = () => document.visibilityState === "visible" && recheck();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [location, signedIn]);

  // A one-time password (npm run admin:reset-password) opens nothing but the password screen:
  // the server refuses every other call until the admin has chosen their own.
  const mustChange = user?.one_time_sign_in === true;
  useEffect(() => {
    if (mustChange && location !== "/password") navigate("/password", { replace: true });
  }, [mustChange, location, navigate]);

  const logout = useCallback(() => {
    // Revoke the token on the server too; leaving does not wait for it.
    void client.auth.logout.$post().catch(() => undefined);
    clearSession();
    navigate("/login", { replace: true });
  }, [navigate]);

  if (failure) {
    return (
      <main id="main" className={`${panel} ${centered}`} role="alert">
        <strong>{t("auth.checkFailed")}</strong>
        <span>{failure}</span>
        <button type="button" className={button} onClick={() => void check()}>
          <RefreshCw size={16} aria-hidden />
          {t("common.retry")}
        </button>
      </main>
    );
  }
  if (!user || (mustChange && location !== "/password")) {
    return (
      <main id="main" data-testid="admin-loading" data-needs-script>
        <Loading label={t("auth.checking")} />
      </main>
    );
  }
  return <SessionContext.Provider value={{ user, logout, refresh: check }}>{children}</SessionContext.Provider>;
}
