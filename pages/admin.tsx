import AdminApp from "../islands/admin-app";
import { adminAppKeys, ownerNoticeKeys } from "../islands/message-keys";
import { pickMessages, type Lang, type Messages, type Translate } from "../locales/i18n";
import { Island } from "./components/island";
import { NoScriptNotice } from "./components/noscript-notice";

interface Props {
  t: Translate;
  lang: Lang;
  theme: "dark" | "light";
  /** Every string of the request's language; the island gets only the ones it uses. */
  table: Messages;
  /** Both languages' strings: the admin writes an owner's WhatsApp message in either. */
  tables: Record<Lang, Messages>;
  /** The request's path: the admin island's router starts there. */
  path: string;
  /** Set when a form of the admin reached the server without scripts. */
  scriptless?: boolean;
}

/**
 * The admin panel's page: one island that owns every admin screen, hydrated on load, and a notice
 * for browsers without scripts (the admin needs them).
 */
export function AdminPage({ t, lang, theme, table, tables, path, scriptless }: Props) {
  const notices = { ar: pickMessages(tables.ar, ownerNoticeKeys), en: pickMessages(tables.en, ownerNoticeKeys) };
  const props = { lang, theme, path, messages: pickMessages(table, adminAppKeys), notices, ...(scriptless ? { scriptless } : {}) };
  return (
    <>
      <NoScriptNotice>{t("admin.noscript")}</NoScriptNotice>
      <Island name="admin-app" component={AdminApp} props={props} hydrate="load" />
    </>
  );
}
