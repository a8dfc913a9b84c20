import { createContext, useContext } from "react";
import type { Lang, Translate } from "../../../locales/i18n";

export interface AdminI18n {
  /** Translates a key of the `admin` namespace ("login.title"). */
  t: Translate;
  lang: Lang;
  /**
   * A translator of the owner-notice words for each language, whatever the admin's own: the
   * message an admin sends an owner is written in the language the admin picks for it.
   */
  noticeT: Record<Lang, Translate>;
}

const AdminI18nContext = createContext<AdminI18n>({ t: (key) => key, lang: "ar", noticeT: { ar: (key) => key, en: (key) => key } });

export const AdminI18nProvider = AdminI18nContext.Provider;

/** The admin's translator and language, for any screen below the island. */
export const useAdmin = () => useContext(AdminI18nContext);
