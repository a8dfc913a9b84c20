import { pluralKey, type Lang, type Translate } from "../../../locales/i18n";
import { parseActivityDetail } from "../../../shared/activity";

/**
 * A row's details as the activity screen shows them, one fact per item (the screen draws a thin
 * rule between them, never a dot or a hyphen beside a number): a detail the server stated
 * (shared/activity.ts) in the reader's language with its plural forms ("٣ عناصر", "عنصران");
 * text someone typed (notes, a title), or a row written before details were stored as data, as it
 * was stored. `t` is the admin's translator.
 */
export function activityDetailParts(details: string | null | undefined, t: Translate, lang: Lang): string[] {
  const detail = parseActivityDetail(details);
  if (!detail) return details ? [details] : [];
  const counted = (key: string, count: number) => t(pluralKey(`activityLog.details.${key}`, count, lang), { count });
  switch (detail.key) {
    case "withListing":
      return [t("activityLog.details.withListing")];
    case "items":
    case "links":
      return [counted(detail.key, detail.count)];
    case "backfill":
      return [counted("processed", detail.processed), counted("failed", detail.failed), t("activityLog.details.ids", { from: detail.from, to: detail.to })];
  }
}
