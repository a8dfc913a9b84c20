import { createContext, useContext } from "react";
import type { AdminUser } from "./session";

/** The signed-in admin and how to log out, given to every screen by the session gate (shell/auth-gate.tsx). */
export interface Session {
  user: AdminUser;
  logout: () => void;
  /** Asks the server again who is signed in (after the account itself changed). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in admin, for screens inside the gate. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() outside <AuthGate>");
  return session;
}
