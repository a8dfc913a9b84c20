import { useMemo } from "react";
import { createT, type Lang, type Messages } from "../../locales/i18n";

/** The island's own strings (picked by the server) as a translate function. */
export const useT = (messages: Messages, lang: Lang) => useMemo(() => createT(messages, lang), [messages, lang]);
