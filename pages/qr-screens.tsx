import QrBusinessForm from "../islands/qr-business-form";
import QrDashboard from "../islands/qr-dashboard";
import QrLogin from "../islands/qr-login";
import type { AreaChrome } from "../islands/qr/area-header";
import { langToggleKeys, ownerNoticeKeys, themeToggleKeys } from "../islands/message-keys";
import { pickMessages, type Lang, type Messages } from "../locales/i18n";
import { Island } from "./components/island";
import { NoScriptNotice } from "./components/noscript-notice";

export type QrScreen = { name: "login" } | { name: "dashboard" } | { name: "form"; mode: "new" | "edit"; id?: number };

export interface QrScreenPageProps {
  screen: QrScreen;
  lang: Lang;
  theme: "dark" | "light";
  table: Messages;
  siteName: string;
  logoUrl: string;
  /** What the page says when scripts are off: these screens need them. */
  noscript: string;
  /** The login form reached the server without scripts: the card says they are needed. */
  scriptless?: boolean;
}

const shared = ["qr.area.header", "qr.area.notice", "qr.area.common", ...langToggleKeys, ...themeToggleKeys];
/** Each screen's island gets only the strings it uses. */
export const screenKeys = {
  login: [...shared, "qr.area.auth"],
  dashboard: [...shared, "qr.area.dashboard", "qr.area.notifications", "qr.status", "qr.trend", ...ownerNoticeKeys],
  form: [...shared, "qr.area.form", "qr.status", "photo"],
} as const;

/**
 * The owner screens of the QR area: one island each, hydrated at once. The owner's session lives
 * only in the browser, so the server renders the screen's empty (loading) state and the island
 * takes it from there.
 */
export function QrScreenPage({ screen, lang, theme, table, siteName, logoUrl, noscript, scriptless }: QrScreenPageProps) {
  const chrome: AreaChrome = { lang, theme, siteName, logoUrl, messages: pickMessages(table, screenKeys[screen.name]) };
  return (
    <>
      <NoScriptNotice>{noscript}</NoScriptNotice>
      {screen.name === "login" ? (
        <Island name="qr-login" component={QrLogin} props={scriptless ? { ...chrome, scriptless } : chrome} />
      ) : screen.name === "dashboard" ? (
        <Island name="qr-dashboard" component={QrDashboard} props={chrome} />
      ) : (
        <Island name="qr-business-form" component={QrBusinessForm} props={{ ...chrome, mode: screen.mode, ...(screen.id ? { id: screen.id } : {}) }} />
      )}
    </>
  );
}
