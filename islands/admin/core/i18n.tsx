import { createContext, useContext } from "react";
import type { Lang, Translate } from "../../../locales/i18n";

export interface AdminI18n {
  /** Translates a key of the `admin` namespace ("login.title"). */
  t: Translate;
  lang: Lang;
}

const AdminI18nContext = createContext<AdminI18n>({ t: (key) => key, lang: "ar" });

export const AdminI18nProvider = AdminI18nContext.Provider;

/** The admin's translator and language, for any screen below the island. */
export const useAdmin = () => useContext(AdminI18nContext);
