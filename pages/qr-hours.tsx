import { css, cx } from "styled-system/css";
import { formatDate } from "../locales/format";
import { intlLocale, type Lang, type Translate } from "../locales/i18n";
import {
  addDays,
  exceptionOn,
  formatClock,
  isoDate,
  localTimeOf,
  minutesOf,
  openState,
  rangesOn,
  statusWords,
  WEEK_ORDER,
  weekdayName,
  type HoursWords,
  type OpeningHours,
  type OpenState,
  type TimeRange,
} from "../shared/opening-hours";
import { muted } from "../shared/ui";
import { Island } from "./components/island";
import { isolate } from "../islands/lib/bidi";

/*
 * A listing's opening hours on its public page: the "open now" badge near its name, and the
 * week's table. Both are complete HTML (right without scripts at the moment the server renders
 * them; the route keeps the cached page no longer than that), and a few lines of script keep the
 * badge right on the visitor's clock afterwards (islands/open-status.dom.ts).
 */

/** The badge's words from the locale files. */
export const hoursWordsOf = (t: Translate): HoursWords => ({
  openNow: t("openingHours.badge.openNow"),
  closed: t("openingHours.badge.closed"),
  closesAt: t("openingHours.badge.closesAt", { time: "{{time}}" }),
  opensAt: t("openingHours.badge.opensAt", { day: "{{day}}", time: "{{time}}" }),
  today: t("openingHours.badge.today"),
  tomorrow: t("openingHours.badge.tomorrow"),
});

const badge = css({
  display: "inline-flex",
  justifySelf: "start",
  alignItems: "center",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "1.5",
  paddingInline: "3",
  paddingBlock: "1",
  borderRadius: "full",
  borderWidth: "1px",
  fontSize: "sm",
  fontWeight: "bold",
  color: "danger",
  borderColor: "danger",
  "&[data-open=true]": { color: "success", borderColor: "success" },
  "& [data-part=detail]": { fontWeight: "normal", color: "fg" },
  // The dot that says open or closed by colour too, drawn (not a character beside a number).
  _before: { content: '""', inlineSize: "2", blockSize: "2", borderRadius: "full", bg: "currentColor", flexShrink: 0 },
});

/** The badge as the server writes it; the island takes it over in the browser. */
function OpenStatusBadge({ state, words, locale }: { state: OpenState; words: HoursWords; locale: string }) {
  const w = statusWords(state, words, locale);
  return (
    <p className={badge} data-testid="open-status" data-open={String(state.open)} data-valid-until={String(state.validUntil)} role="status">
      <span data-part="label">{w.label}</span>
      <span data-part="detail" hidden={!w.detail}>
        {w.detail}
      </span>
    </p>
  );
}

/** The "open now" badge with its keeper script (about 1 KiB, fetched once the page is idle). */
export function OpenStatus({ hours, lang, t, now }: { hours: OpeningHours; lang: Lang; t: Translate; now: number }) {
  const words = hoursWordsOf(t);
  const locale = intlLocale(lang);
  const state = openState(hours, now);
  const Badge = () => <OpenStatusBadge state={state} words={words} locale={locale} />;
  return <Island name="open-status" component={Badge} hydrate="idle" props={{ hours, locale, words, validUntil: state.validUntil }} />;
}

const section = css({ padding: { base: "5", md: "8" }, borderBlockStartWidth: "1px", borderColor: "border", display: "grid", gap: "3" });
const h2 = css({ fontSize: "xl", fontWeight: "bold" });
const table = css({
  inlineSize: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": { paddingBlock: "2", paddingInline: "3", textAlign: "start", verticalAlign: "top", borderBlockEndWidth: "1px", borderColor: "border" },
  "& th": { fontWeight: "medium", whiteSpace: "nowrap" },
  "& tr[aria-current=date]": { bg: "rgba(99,102,241,0.12)", fontWeight: "bold" },
});
const line = css({ display: "block", whiteSpace: "nowrap" });
const todayChip = css({ marginInlineStart: "2", fontSize: "xs", color: "accent" });
const note = css({ display: "block", fontSize: "xs" });

/** "٩:٠٠ ص – ١١:٠٠ م": one range in the page's language (a letter always stands between the dash and a digit in Arabic). */
const rangeText = (r: TimeRange, locale: string) => `${formatClock(minutesOf(r.open), locale)} – ${formatClock(minutesOf(r.close), locale)}`;

/**
 * The week as a table, Saturday first (Syrian calendars print the week that way, and Friday, the
 * usual day off, comes last), each row the hours of that date this week: an exception's (with its
 * name) where one applies, else the weekday's. Today's row is marked. Then the special days still
 * to come.
 */
export function HoursTable({ hours, lang, t, now }: { hours: OpeningHours; lang: Lang; t: Translate; now: number }) {
  const locale = intlLocale(lang);
  const today = localTimeOf(now, hours.time_zone);
  const todayIso = isoDate(today);
  // Back to this week's Saturday.
  const saturday = addDays(today, -((today.weekday + 1) % 7));
  const days = WEEK_ORDER.map((_, i) => addDays(saturday, i));
  const coming = hours.exceptions.filter((e) => e.to >= todayIso).sort((a, b) => a.from.localeCompare(b.from)).slice(0, 6);
  const date = (iso: string) => formatDate(`${iso}T00:00:00Z`, lang, { utc: true });
  return (
    <section className={section} aria-labelledby="qr-hours-title" data-testid="hours">
      <h2 id="qr-hours-title" className={h2}>
        {t("openingHours.title")}
      </h2>
      <table className={table} data-testid="hours-table">
        <caption className={css({ srOnly: true })}>{t("openingHours.page.regularWeek")}</caption>
        <thead className={css({ srOnly: true })}>
          <tr>
            <th scope="col">{t("openingHours.page.day")}</th>
            <th scope="col">{t("openingHours.page.hours")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => {
            const iso = isoDate(d);
            const ranges = rangesOn(hours, d);
            const special = exceptionOn(hours, iso);
            const isToday = iso === todayIso;
            return (
              <tr key={iso} data-weekday={d.weekday} aria-current={isToday ? "date" : undefined} data-today={isToday ? "" : undefined}>
                <th scope="row">
                  {weekdayName(d.weekday, locale)}
                  {isToday && <span className={todayChip}>{t("openingHours.page.today")}</span>}
                </th>
                <td>
                  {ranges.length ? (
                    ranges.map((r) => (
                      <span key={r.open} className={line}>
                        {rangeText(r, locale)}
                      </span>
                    ))
                  ) : (
                    <span className={line}>{t("openingHours.page.closedDay")}</span>
                  )}
                  {special?.label && (
                    <bdi dir="auto" className={cx(note, muted)}>
                      {special.label}
                    </bdi>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {coming.length > 0 && (
        <div data-testid="hours-exceptions">
          <h3 className={css({ fontWeight: "bold", marginBlockEnd: "1" })}>{t("openingHours.page.exceptionsTitle")}</h3>
          <ul className={css({ display: "grid", gap: "3", fontSize: "sm" })}>
            {coming.map((e) => (
              <li key={e.from}>
                {e.label && (
                  <bdi dir="auto" className={css({ display: "block", fontWeight: "medium" })}>
                    {e.label}
                  </bdi>
                )}
                <span className={cx(line, muted)}>{e.from === e.to ? date(e.from) : t("openingHours.page.dateRange", { from: date(e.from), to: date(e.to) })}</span>
                {e.ranges.length ? (
                  e.ranges.map((r) => (
                    <span key={r.open} className={line}>
                      {rangeText(r, locale)}
                    </span>
                  ))
                ) : (
                  <span className={line}>{t("openingHours.page.closedDay")}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={cx(muted, css({ fontSize: "xs" }))}>{t("openingHours.page.zoneNote", { zone: isolate(hours.time_zone) })}</p>
    </section>
  );
}

const schemaDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * The hours for search engines (schema.org's openingHoursSpecification): each weekday's ranges
 * (a closing time before the opening one is read as the next day), and the special days still to
 * come with their dates; a closed special day is written 00:00 to 00:00, as search engines ask.
 */
export function openingHoursSpecification(hours: OpeningHours, now: number) {
  const todayIso = isoDate(localTimeOf(now, hours.time_zone));
  const spec = (extra: Record<string, string>, r: TimeRange) => ({ "@type": "OpeningHoursSpecification", ...extra, opens: r.open, closes: r.close });
  return [
    ...hours.week.flatMap((ranges, d) => ranges.map((r) => spec({ dayOfWeek: `https://schema.org/${schemaDays[d]}` }, r))),
    ...hours.exceptions
      .filter((e) => e.to >= todayIso)
      .flatMap((e) => (e.ranges.length ? e.ranges : [{ open: "00:00", close: "00:00" }]).map((r) => spec({ validFrom: e.from, validThrough: e.to }, r))),
  ];
}
