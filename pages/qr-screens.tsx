import QrBusinessForm from "../islands/qr-business-form";
import QrDashboard from "../islands/qr-dashboard";
import QrLogin from "../islands/qr-login";
import { langToggleKeys } from "../islands/lang-toggle";
import type { AreaChrome } from "../islands/qr/area-header";
import { themeToggleKeys } from "../islands/theme-toggle";
import { pickMessages, type Lang, type Messages } from "../locales/i18n";
import { Island } from "../worker/render/island";

export type QrScreen = { name: "login" } | { name: "dashboard" } | { name: "form"; mode: "new" | "edit"; id?: number };

export interface QrScreenPageProps {
  screen: QrScreen;
  lang: Lang;
  theme: "dark" | "light";
  table: Messages;
  siteName: string;
  logoUrl: string;
}

const shared = ["qr.area.header", "qr.area.notice", "qr.area.common", ...langToggleKeys, ...themeToggleKeys];
/** Each screen's island gets only the strings it uses. */
export const screenKeys = {
  login: [...shared, "qr.area.auth"],
  dashboard: [...shared, "qr.area.dashboard", "qr.status"],
  form: [...shared, "qr.area.form", "qr.status"],
} as const;

/**
 * The owner screens of the QR area: one island each, hydrated at once. The owner's session lives
 * only in the browser, so the server renders the screen's empty (loading) state and the island
 * takes it from there.
 */
export function QrScreenPage({ screen, lang, theme, table, siteName, logoUrl }: QrScreenPageProps) {
  const chrome: AreaChrome = { lang, theme, siteName, logoUrl, messages: pickMessages(table, screenKeys[screen.name]) };
  if (screen.name === "login") return <Island name="qr-login" component={QrLogin} props={chrome} />;
  if (screen.name === "dashboard") return <Island name="qr-dashboard" component={QrDashboard} props={chrome} />;
  return <Island name="qr-business-form" component={QrBusinessForm} props={{ ...chrome, mode: screen.mode, ...(screen.id ? { id: screen.id } : {}) }} />;
}
