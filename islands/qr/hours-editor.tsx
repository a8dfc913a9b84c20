import { Copy, Plus, Trash2 } from "lucide-react";
import { css, cx } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { intlLocale } from "../../locales/i18n";
import { DEFAULT_TIME_ZONE, HOURS_LIMITS, spanOf, WEEK_ORDER, weekdayName, type OpeningHours, type TimeRange } from "../../shared/opening-hours";
import { fieldError, input, label as labelClass } from "../lib/form-styles";
import { normalizeDigits } from "../../shared/digits";
import { smallButton, smallDanger } from "../../shared/ui";
import { panel, sectionTitle } from "./styles";

/*
 * The opening-hours editor, a phone's screen wide: each day (Saturday first) open or closed, its
 * ranges as pairs of time inputs, "add hours" and "copy to all days"; then the special days
 * (holidays, Ramadan's hours) with their dates; then the time zone. The owner's hours screen and
 * the admin's listing edit both use it. Errors arrive keyed as the API names them
 * ("week.5.0.close", "exceptions.1.to"), and each input's id is made from that key
 * (`hoursInputId`), so a refused save can focus the first bad field.
 */

/** A special day as the editor holds it: "closed" is a switch, so ranges typed before are kept while it is on. */
export interface ExceptionDraft {
  from: string;
  to: string;
  label: string;
  closed: boolean;
  ranges: TimeRange[];
}
export interface HoursDraft {
  time_zone: string;
  week: TimeRange[][];
  exceptions: ExceptionDraft[];
}

const FIRST_RANGE: TimeRange = { open: "09:00", close: "17:00" };

/** Where a new owner starts: 09:00 to 17:00 every day, in Damascus. */
export const startingDraft = (): HoursDraft => ({ time_zone: DEFAULT_TIME_ZONE, week: Array.from({ length: 7 }, () => [{ ...FIRST_RANGE }]), exceptions: [] });

export const draftOf = (h: OpeningHours): HoursDraft => ({
  time_zone: h.time_zone,
  week: h.week.map((day) => day.map((r) => ({ ...r }))),
  exceptions: h.exceptions.map((e) => ({ ...e, closed: e.ranges.length === 0, ranges: e.ranges.length ? e.ranges : [{ ...FIRST_RANGE }] })),
});

export const hoursOfDraft = (d: HoursDraft): OpeningHours => ({
  time_zone: d.time_zone,
  week: d.week,
  exceptions: d.exceptions.map(({ closed, ranges, ...e }) => ({ ...e, ranges: closed ? [] : ranges })),
});

/**
 * The mistakes a phone can see before sending (the server checks everything again, with the same
 * words): a range that opens and closes at the same minute, two ranges of a day that overlap, a
 * special day that ends before it starts. Keyed and worded as the server's answer.
 */
export function checkHours(d: HoursDraft, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  const say = (key: string) => t(`openingHours.errors.${key}`);
  const checkDay = (ranges: TimeRange[], path: string) =>
    ranges.forEach((r, i) => {
      if (!r.open || !r.close) return;
      if (r.open === r.close) out[`${path}.${i}.close`] ??= say("sameTime");
      else if (ranges.slice(0, i).some((o) => o.open && o.close && o.open !== o.close && spanOf(o)[0] < spanOf(r)[1] && spanOf(r)[0] < spanOf(o)[1])) out[`${path}.${i}.open`] ??= say("overlap");
    });
  d.week.forEach((ranges, day) => checkDay(ranges, `week.${day}`));
  d.exceptions.forEach((e, i) => {
    if (e.from && e.to && e.to < e.from) out[`exceptions.${i}.to`] = say("endBeforeStart");
    if (!e.closed) checkDay(e.ranges, `exceptions.${i}.ranges`);
  });
  return out;
}

/** The id of the input an error key names ("week.5.0.close" is `hours-week-5-0-close`); a day's or an exception's own error goes to its first input. */
export function hoursInputId(key: string) {
  const parts = key.split(".");
  if (parts[0] === "week" && parts.length < 4) return `hours-day-${parts[1] ?? 0}`;
  if (parts[0] === "exceptions" && parts.length === 2) return `hours-exceptions-${parts[1]}-from`;
  if (parts[0] === "exceptions" && parts[2] === "ranges" && parts.length < 5) return `hours-exceptions-${parts[1]}-closed`;
  return `hours-${parts.join("-")}`;
}

/** The words a field is named by in the error summary ("Saturday, range 1: Closes"). */
export function hoursFieldLabel(key: string, t: Translate, lang: Lang) {
  const e = (k: string, p?: Record<string, string | number>) => t(`openingHours.editor.${k}`, p);
  const parts = key.split(".");
  const locale = intlLocale(lang);
  if (parts[0] === "time_zone") return e("timeZone");
  if (parts[0] === "week") {
    const day = weekdayName(Number(parts[1] ?? 0), locale);
    if (parts.length < 4) return day;
    return `${e("rangeLabel", { day, n: Number(parts[2]) + 1 })}: ${e(parts[3] === "open" ? "opens" : "closes")}`;
  }
  if (parts[0] === "exceptions") {
    const title = e("exceptionTitle", { n: Number(parts[1]) + 1 });
    const field = parts[2];
    if (field === "from" || field === "to" || field === "label") return `${title}: ${e(field)}`;
    if (field === "ranges" && parts.length >= 5) return `${title}: ${e(parts[4] === "open" ? "opens" : "closes")}`;
    return title;
  }
  return t("openingHours.title");
}

const dayBox = cx(panel, css({ display: "grid", gap: "3", padding: { base: "3", md: "5" } }));
const dayHead = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", flexWrap: "wrap" });
// Two time inputs and the remove button on one row at 360 px: the grid's cells may shrink below
// a time input's natural width (the inputs fill their cell).
const rangeRow = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) auto", gap: "2", alignItems: "end", "& > *": { minInlineSize: 0 } });
const small = css({ fontSize: "xs", fontWeight: "semibold", display: "block", marginBlockEnd: "1" });
const toggle = css({ display: "inline-flex", alignItems: "center", gap: "2", minBlockSize: "11", cursor: "pointer", fontWeight: "semibold", "& input": { inlineSize: "6", blockSize: "6", accentColor: "var(--colors-accent)" } });
const actions = css({ display: "flex", flexWrap: "wrap", gap: "2" });
// Narrow enough for "09:00 AM" with its clock button in half of a phone's dialog.
const timeInput = cx(
  input,
  css({ paddingInline: "1.5", minInlineSize: 0, inlineSize: "full", fontSize: { base: "sm", md: "md" }, fontVariantNumeric: "tabular-nums", "&::-webkit-calendar-picker-indicator": { marginInlineStart: "0.5" } }),
);
const iconOnly = cx(smallDanger, css({ minBlockSize: "11", minInlineSize: "11", justifyContent: "center" }));

interface EditorProps {
  value: HoursDraft;
  onChange: (next: HoursDraft) => void;
  errors: Record<string, string>;
  t: Translate;
  lang: Lang;
  disabled?: boolean;
  /** Said after "copy to all days" (a toast in the owner's screen). */
  onCopied?: () => void;
  /** The zones offered; the current one is always among them. */
  zones?: readonly string[];
}

/** One day's (or one special day's) ranges with their add and remove buttons. */
function Ranges({ ranges, path, dayName, onChange, errors, t, disabled }: { ranges: TimeRange[]; path: string; dayName: string; onChange: (next: TimeRange[]) => void; errors: Record<string, string>; t: Translate; disabled?: boolean }) {
  const e = (k: string, p?: Record<string, string | number>) => t(`openingHours.editor.${k}`, p);
  // A browser without a time picker shows a text box: a time typed there in Arabic digits is kept in Western ones, as the server stores it.
  const set = (i: number, key: keyof TimeRange, v: string) => onChange(ranges.map((r, j) => (j === i ? { ...r, [key]: normalizeDigits(v) } : r)));
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {ranges.map((r, i) => {
        const name = e("rangeLabel", { day: dayName, n: i + 1 });
        return (
          <div key={i} role="group" aria-label={name}>
            <div className={rangeRow}>
              {(["open", "close"] as const).map((key) => {
                const errorKey = `${path}.${i}.${key}`;
                const id = hoursInputId(errorKey);
                return (
                  <div key={key}>
                    <label htmlFor={id} className={small}>
                      {e(key === "open" ? "opens" : "closes")}
                    </label>
                    <input
                      id={id}
                      type="time"
                      className={timeInput}
                      value={r[key]}
                      disabled={disabled}
                      required
                      aria-invalid={errors[errorKey] ? true : undefined}
                      aria-describedby={errors[errorKey] ? `${id}-error` : undefined}
                      onChange={(ev) => set(i, key, ev.target.value)}
                      data-testid={`hours-${path.replace(/\./g, "-")}-${i}-${key}`}
                    />
                  </div>
                );
              })}
              <button type="button" className={iconOnly} aria-label={`${e("removeRange")}: ${name}`} title={e("removeRange")} disabled={disabled} onClick={() => onChange(ranges.filter((_, j) => j !== i))}>
                <Trash2 size={16} aria-hidden />
              </button>
            </div>
            {(["open", "close"] as const).map((key) => {
              const errorKey = `${path}.${i}.${key}`;
              return errors[errorKey] ? (
                <p key={key} id={`${hoursInputId(errorKey)}-error`} className={fieldError} data-testid={`field-error-${errorKey}`}>
                  {errors[errorKey]}
                </p>
              ) : null;
            })}
          </div>
        );
      })}
      {ranges.length < HOURS_LIMITS.rangesPerDay && (
        <div>
          <button type="button" className={smallButton} disabled={disabled} onClick={() => onChange([...ranges, ranges.length ? { open: "18:00", close: "22:00" } : { ...FIRST_RANGE }])} data-testid={`hours-add-${path.replace(/\./g, "-")}`}>
            <Plus size={14} aria-hidden /> {e("addRange")}
          </button>
        </div>
      )}
    </div>
  );
}

export function HoursEditor({ value, onChange, errors, t, lang, disabled, onCopied, zones }: EditorProps) {
  const e = (k: string, p?: Record<string, string | number>) => t(`openingHours.editor.${k}`, p);
  const locale = intlLocale(lang);
  const setDay = (d: number, ranges: TimeRange[]) => onChange({ ...value, week: value.week.map((r, i) => (i === d ? ranges : r)) });
  const setException = (i: number, patch: Partial<ExceptionDraft>) => onChange({ ...value, exceptions: value.exceptions.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const dayError = (key: string) => errors[key];
  const zoneList = zones && !zones.includes(value.time_zone) ? [value.time_zone, ...zones] : (zones ?? [value.time_zone]);
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <p className={css({ fontSize: "sm", color: "muted" })}>{e("pastMidnight")}</p>
      {WEEK_ORDER.map((d) => {
        const name = weekdayName(d, locale);
        const ranges = value.week[d];
        const open = ranges.length > 0;
        return (
          <section key={d} className={dayBox} aria-labelledby={`hours-day-title-${d}`} data-testid={`hours-day-${d}`}>
            <div className={dayHead}>
              <h3 id={`hours-day-title-${d}`} className={css({ fontWeight: "bold", fontSize: "md" })}>
                {name}
              </h3>
              <label className={toggle}>
                <input
                  id={hoursInputId(`week.${d}`)}
                  type="checkbox"
                  checked={open}
                  disabled={disabled}
                  onChange={(ev) => setDay(d, ev.target.checked ? [{ ...FIRST_RANGE }] : [])}
                  data-testid={`hours-open-${d}`}
                />
                {open ? e("open") : e("closedAllDay")}
              </label>
            </div>
            {open && <Ranges ranges={ranges} path={`week.${d}`} dayName={name} onChange={(next) => setDay(d, next)} errors={errors} t={t} disabled={disabled} />}
            {dayError(`week.${d}`) && (
              <p className={fieldError} data-testid={`field-error-week.${d}`}>
                {dayError(`week.${d}`)}
              </p>
            )}
            {open && (
              <div className={actions}>
                <button
                  type="button"
                  className={smallButton}
                  disabled={disabled}
                  data-testid={`hours-copy-${d}`}
                  onClick={() => {
                    onChange({ ...value, week: value.week.map(() => ranges.map((r) => ({ ...r }))) });
                    onCopied?.();
                  }}
                >
                  <Copy size={14} aria-hidden /> {e("copyToAll")}
                </button>
              </div>
            )}
          </section>
        );
      })}

      <section className={dayBox} aria-labelledby="hours-exceptions-title">
        <h3 id="hours-exceptions-title" className={sectionTitle}>
          {e("exceptions")}
        </h3>
        <p className={css({ fontSize: "sm", color: "muted" })}>{e("exceptionsHint")}</p>
        {value.exceptions.map((x, i) => {
          const title = e("exceptionTitle", { n: i + 1 });
          const err = (k: string) => errors[`exceptions.${i}.${k}`];
          const field = (k: "from" | "to" | "label", type: string) => {
            const id = hoursInputId(`exceptions.${i}.${k}`);
            return (
              <div>
                <label htmlFor={id} className={labelClass}>
                  {e(k)}
                </label>
                <input
                  id={id}
                  type={type}
                  className={input}
                  value={x[k]}
                  disabled={disabled}
                  maxLength={k === "label" ? HOURS_LIMITS.labelLength : undefined}
                  placeholder={k === "label" ? e("labelPlaceholder") : undefined}
                  dir={k === "label" ? "auto" : undefined}
                  aria-invalid={err(k) ? true : undefined}
                  aria-describedby={err(k) ? `${id}-error` : undefined}
                  onChange={(ev) => setException(i, { [k]: k === "label" ? ev.target.value : normalizeDigits(ev.target.value) })}
                  data-testid={`hours-exception-${i}-${k}`}
                />
                {err(k) && (
                  <p id={`${id}-error`} className={fieldError}>
                    {err(k)}
                  </p>
                )}
              </div>
            );
          };
          return (
            <div key={i} role="group" aria-label={title} className={css({ display: "grid", gap: "3", borderBlockStartWidth: "1px", borderColor: "border", paddingBlockStart: "3" })}>
              <div className={dayHead}>
                <strong>{title}</strong>
                <button type="button" className={smallDanger} disabled={disabled} onClick={() => onChange({ ...value, exceptions: value.exceptions.filter((_, j) => j !== i) })}>
                  <Trash2 size={14} aria-hidden /> {e("removeException")}
                </button>
              </div>
              <div className={css({ display: "grid", gap: "3", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", "& input": { inlineSize: "full", minInlineSize: 0 } })}>
                {field("from", "date")}
                {field("to", "date")}
              </div>
              {field("label", "text")}
              <label className={toggle}>
                <input id={hoursInputId(`exceptions.${i}.ranges`)} type="checkbox" checked={x.closed} disabled={disabled} onChange={(ev) => setException(i, { closed: ev.target.checked })} />
                {e("exceptionClosed")}
              </label>
              {!x.closed && <Ranges ranges={x.ranges} path={`exceptions.${i}.ranges`} dayName={title} onChange={(ranges) => setException(i, { ranges })} errors={errors} t={t} disabled={disabled} />}
              {errors[`exceptions.${i}.ranges`] && <p className={fieldError}>{errors[`exceptions.${i}.ranges`]}</p>}
            </div>
          );
        })}
        {value.exceptions.length < HOURS_LIMITS.exceptions && (
          <div>
            <button
              type="button"
              className={smallButton}
              disabled={disabled}
              data-testid="hours-add-exception"
              onClick={() => onChange({ ...value, exceptions: [...value.exceptions, { from: "", to: "", label: "", closed: true, ranges: [{ ...FIRST_RANGE }] }] })}
            >
              <Plus size={14} aria-hidden /> {e("addException")}
            </button>
          </div>
        )}
        {errors.exceptions && <p className={fieldError}>{errors.exceptions}</p>}
      </section>

      <div className={dayBox}>
        <label htmlFor={hoursInputId("time_zone")} className={labelClass}>
          {e("timeZone")}
        </label>
        <select
          id={hoursInputId("time_zone")}
          className={input}
          value={value.time_zone}
          disabled={disabled}
          dir="ltr"
          aria-invalid={errors.time_zone ? true : undefined}
          onChange={(ev) => onChange({ ...value, time_zone: ev.target.value })}
          data-testid="hours-time-zone"
        >
          {zoneList.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
        {errors.time_zone && <p className={fieldError}>{errors.time_zone}</p>}
      </div>
    </div>
  );
}
