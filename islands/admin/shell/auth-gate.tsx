import { RefreshCw } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { ApiError, client, data, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { Loading } from "../kit/list-parts";
import { clearSession, readToken, saveUser, type AdminUser } from "../core/session";
import { button, centered, panel } from "../core/styles";

interface Session {
  user: AdminUser;
  logout: () => void;
}
const SessionContext = createContext<Session | null>(null);

/** The signed-in admin, for screens inside the gate. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() outside <AuthGate>");
  return session;
}

/**
 * Lets a screen render only for a valid session: no token, or one the server refuses
 * (`/api/auth/me` answers 401: expired, revoked, garbage), clears storage and goes to the login
 * screen. The first render (server and hydration alike) is the loading shell.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useAdmin();
  const [location, navigate] = useLocation();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = useCallback(async () => {
    setFailure(null);
    if (!readToken()) {
      clearSession();
      return navigate("/login", { replace: true });
    }
    try {
      const me = await data(client.auth.me.$get());
      saveUser(me);
      setUser(me);
    } catch (e) {
      // A 401 has already cleared the session and gone to the login screen (api.ts).
      if (!(e instanceof ApiError && e.status === 401)) setFailure(errorMessage(e));
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
  if (!user) {
    return (
      <main id="main" data-testid="admin-loading">
        <Loading label={t("auth.checking")} />
      </main>
    );
  }
  return <SessionContext.Provider value={{ user, logout }}>{children}</SessionContext.Provider>;
}
