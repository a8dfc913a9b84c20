import QrAccount from "../islands/qr-account";
import QrBusinessForm from "../islands/qr-business-form";
import QrDashboard from "../islands/qr-dashboard";
import QrDesignScreen from "../islands/qr-design";
import QrLogin from "../islands/qr-login";
import QrMenuEditor from "../islands/qr-menu-editor";
import QrReset from "../islands/qr-reset";
import QrHours from "../islands/qr-hours";
import type { AreaChrome } from "../islands/qr/area-header";
import type { AgencyHelp } from "../islands/qr/forgot-password";
import { langToggleKeys, ownerNoticeKeys, themeToggleKeys } from "../islands/message-keys";
import { pickMessages, type Lang, type Messages } from "../locales/i18n";
import { Island } from "./components/island";
import type { OwnerPreload } from "../shared/owner-preload";
import { NoScriptNotice } from "./components/noscript-notice";

export type QrScreen =
  | { name: "login" }
  | { name: "dashboard" }
  | { name: "form"; mode: "new" | "edit"; id?: number }
  /** A one-time password link's page: `username` is its owner's, null when the link does not work. */
  | { name: "reset"; token: string; username: string | null }
  | { name: "account" }
  /** A listing's menu editor: its owner's, or (`admin`) an admin's, who edits the live menu. */
  | { name: "menu"; id: number; admin?: boolean }
  /** A listing's opening hours (saved at once, no review). */
  | { name: "hours"; id: number }
  /** The design of one listing's code. */
  | { name: "design"; id: number };

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
  /** How an owner who forgot their password gets back in here (login and reset screens). */
  help?: AgencyHelp;
  /** What the server read for the signed-in owner (their session cookie): the screen renders with it. */
  preload?: OwnerPreload;
}

const shared = ["qr.area.header", "qr.area.notice", "qr.area.common", ...langToggleKeys, ...themeToggleKeys];
const passwordKeys = ["qr.area.auth.passwordRequired", "qr.area.auth.passwordShort", "qr.area.auth.showPassword", "qr.area.auth.hidePassword"];
/** Each screen's island gets only the strings it uses. */
export const screenKeys = {
  login: [...shared, "qr.area.auth", "qr.area.forgot", "qr.area.account.deleted"],
  reset: [...shared, ...passwordKeys, "qr.area.auth.needsScript", "qr.area.reset", "qr.area.forgot"],
  account: [
    ...shared,
    ...passwordKeys,
    ...["emailRequired", "emailInvalid", "phoneRequired", "phoneInvalid"].map((key) => `qr.area.auth.${key}`),
    "qr.area.account",
  ],
  dashboard: [...shared, "qr.area.dashboard", "qr.area.notifications", "qr.status", "qr.trend", ...ownerNoticeKeys, "openingHours.editor.editLink", "menu.editor.openMenu"],
  form: [...shared, "qr.area.form", "qr.status", "photo", "openingHours.editor.editLink", "menu.editor.openMenu"],
  menu: [...shared, "menu.editor", "menu.fields", "menu.currency", "menu.tags", "photo"],
  hours: [...shared, "openingHours"],
  design: [...shared, "qr.design"],
} as const;

/**
 * The owner screens of the QR area: one island each, hydrated at once. When the request carries
 * the owner's session cookie, the server has read what the screen shows (`preload`) and the island
 * renders it, here and in the browser: the page arrives with its content. Without it (a session
 * from before the cookie, or none) the server renders the screen's loading state and the island
 * reads the session in the browser and takes it from there.
 */
export function QrScreenPage({ screen, lang, theme, table, siteName, logoUrl, noscript, scriptless, help, preload }: QrScreenPageProps) {
  const chrome: AreaChrome = { lang, theme, siteName, logoUrl, messages: pickMessages(table, screenKeys[screen.name]), ...(preload ? { preload } : {}) };
  return (
    <>
      <NoScriptNotice>{noscript}</NoScriptNotice>
      {screen.name === "login" ? (
        <Island name="qr-login" component={QrLogin} props={{ ...chrome, ...(scriptless ? { scriptless } : {}), ...(help ? { help } : {}) }} />
      ) : screen.name === "reset" ? (
        <Island
          name="qr-reset"
          component={QrReset}
          props={{ ...chrome, token: screen.token, username: screen.username, help: help ?? { emailReset: false, chat: null, phone: null }, ...(scriptless ? { scriptless } : {}) }}
        />
      ) : screen.name === "account" ? (
        <Island name="qr-account" component={QrAccount} props={chrome} />
      ) : screen.name === "menu" ? (
        <Island name="qr-menu-editor" component={QrMenuEditor} props={{ ...chrome, id: screen.id, ...(screen.admin ? { admin: true } : {}) }} />
      ) : screen.name === "hours" ? (
        <Island name="qr-hours" component={QrHours} props={{ ...chrome, id: screen.id }} />
      ) : screen.name === "design" ? (
        <Island name="qr-design" component={QrDesignScreen} props={{ ...chrome, id: screen.id }} />
      ) : screen.name === "dashboard" ? (
        <Island name="qr-dashboard" component={QrDashboard} props={chrome} />
      ) : (
        <Island name="qr-business-form" component={QrBusinessForm} props={{ ...chrome, mode: screen.mode, ...(screen.id ? { id: screen.id } : {}) }} />
      )}
    </>
  );
}
