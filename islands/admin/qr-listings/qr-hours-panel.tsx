import { useState } from "react";
import { css } from "styled-system/css";
import { formatDate } from "../../../locales/format";
import { intlLocale, type Lang, type Translate } from "../../../locales/i18n";
import { formatClock, minutesOf, WEEK_ORDER, weekdayName, type OpeningHours, type TimeRange } from "../../../shared/opening-hours";
import { focusField } from "../../lib/focus-error";
import { draftOf, hoursInputId, HoursEditor, hoursOfDraft, startingDraft, type HoursDraft } from "../../qr/hours-editor";
import { ApiError, client, data } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, primary } from "../core/styles";
import { toast } from "../core/toasts";
import type { Business } from "./qr-types";

/*
 * Opening hours in the admin's listing screens: read in the preview, corrected in the edit. The
 * admin's save goes to `PUT /api/qr/admin/{id}/hours`, apart from the listing's own fields: hours
 * are never reviewed and never part of a revision.
 */

const rangeText = (r: TimeRange, locale: string) => `${formatClock(minutesOf(r.open), locale)} – ${formatClock(minutesOf(r.close), locale)}`;

/** The week, Saturday first, and the special days, as the preview's lines. */
export function HoursSummary({ hours, t, lang }: { hours: OpeningHours | null | undefined; t: Translate; lang: Lang }) {
  if (!hours) return <span className={css({ color: "muted" })}>{t("openingHours.editor.previewNone")}</span>;
  const locale = intlLocale(lang);
  const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, lang, { utc: true });
  return (
    <div data-testid="preview-hours" className={css({ display: "grid", gap: "1" })}>
      {WEEK_ORDER.map((d) => (
        <div key={d} className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <span className={css({ minInlineSize: "5rem", color: "muted" })}>{weekdayName(d, locale)}</span>
          <span>{hours.week[d].length ? hours.week[d].map((r) => rangeText(r, locale)).join("، ") : t("openingHours.page.closedDay")}</span>
        </div>
      ))}
      {hours.exceptions.map((e) => (
        <div key={e.from} className={css({ fontSize: "xs", display: "grid" })}>
          <bdi dir="auto" className={css({ fontWeight: "semibold" })}>
            {e.label || t("openingHours.page.exceptionsTitle")}
          </bdi>
          <span>{e.from === e.to ? day(e.from) : t("openingHours.page.dateRange", { from: day(e.from), to: day(e.to) })}</span>
          <span>{e.ranges.length ? e.ranges.map((r) => rangeText(r, locale)).join("، ") : t("openingHours.page.closedDay")}</span>
        </div>
      ))}
      <span className={css({ fontSize: "xs", color: "muted" })} dir="ltr">
        {hours.time_zone}
      </span>
    </div>
  );
}

/** The admin's hours editor inside the listing's edit dialog, with its own save. */
export function AdminHoursEditor({ business, onSaved }: { business: Business; onSaved: (b: Business) => void }) {
  const { t, lang } = useAdmin();
  const [draft, setDraft] = useState<HoursDraft | null>(business.hours ? draftOf(business.hours) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (next: HoursDraft | null) => {
    setSaving(true);
    try {
      const saved = await data(client.qr.admin[":id"].hours.$put({ param: { id: String(business.id) }, json: { hours: next && hoursOfDraft(next) } }));
      setErrors({});
      setDraft(saved.hours ? draftOf(saved.hours) : null);
      toast("success", t("openingHours.saved"));
      onSaved(saved);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setErrors(e.errors);
      toast("error", e.message);
      const first = Object.keys(e.errors)[0];
      const target = first && document.getElementById(hoursInputId(first));
      if (target) requestAnimationFrame(() => focusField(target));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="admin-hours-title" data-testid="admin-hours" className={css({ display: "grid", gap: "3", marginBlockStart: "6" })}>
      <h3 id="admin-hours-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>
        {t("openingHours.title")}
      </h3>
      <p className={css({ fontSize: "sm", color: "muted" })}>{t("openingHours.editor.intro")}</p>
      {draft ? (
        <>
          <HoursEditor value={draft} onChange={(d) => (setDraft(d), setErrors({}))} errors={errors} t={t} lang={lang} disabled={saving} />
          <div className={css({ display: "flex", gap: "2", justifyContent: "space-between", flexWrap: "wrap" })}>
            <button type="button" className={button} disabled={saving} onClick={() => void save(null)}>
              {t("openingHours.editor.clear")}
            </button>
            <button type="button" className={primary} disabled={saving} onClick={() => void save(draft)} data-testid="admin-save-hours">
              {saving ? t("openingHours.editor.saving") : t("openingHours.editor.save")}
            </button>
          </div>
        </>
      ) : (
        <div>
          <button type="button" className={button} onClick={() => setDraft(startingDraft())}>
            {t("openingHours.editor.start")}
          </button>
        </div>
      )}
    </section>
  );
}
