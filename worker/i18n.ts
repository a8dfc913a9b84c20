import ar from "../locales/ar.json";
import en from "../locales/en.json";
import type { Lang, Messages } from "../locales/i18n";

/** Both locale tables, bundled into the server. */
export const tables: Record<Lang, Messages> = { ar, en };
