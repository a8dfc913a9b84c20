/*
 * Opening hours: their shape, and "is it open now?" as a pure function of the hours and an
 * instant (the caller passes the clock, so tests and the server's injected clock decide the time).
 * No zod here and no library: the public page's small script imports this file too, and the local
 * weekday and time of an instant in the listing's zone come from the browser's (or Node's) Intl.
 *
 * The rules, in words:
 * - A range belongs to the day it starts on. One whose closing time is earlier than (or equal to
 *   midnight after) its opening time runs past midnight: Friday 22:00 to 02:00 is still open at
 *   01:30 on Saturday, whatever Saturday's own hours say.
 * - An exception (a holiday, Ramadan's hours) replaces the weekday's ranges on every date from its
 *   first to its last day, inclusive; an exception without ranges is a closed day.
 * - Times are wall-clock times in the listing's zone, so a zone's summer-time change moves nothing
 *   on the sign: 09:00 stays 09:00.
 */

import type { OpeningHours, TimeRange } from "../db/schema/hours";

export type { ClockTime, HoursException, OpeningHours, TimeRange } from "../db/schema/hours";

export const DEFAULT_TIME_ZONE = "Asia/Damascus";
/** Bounds of what an owner may store: enough for any shop, small enough for every page. */
export const HOURS_LIMITS = { rangesPerDay: 4, exceptions: 30, labelLength: 80, exceptionDays: 92 } as const;

/**
 * The order the public table and the editor list the days in, as day numbers: Saturday first,
 * as Syrian calendars and timetables print the week (Friday, the weekly day off, comes last).
 */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

const DAY = 1440;
/** Minutes since midnight of "HH:MM". */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** A range as minutes from its day's midnight: the end is past 1440 when it runs past midnight. */
export function spanOf(range: TimeRange): [number, number] {
  const open = minutesOf(range.open);
  let close = minutesOf(range.close);
  if (close <= open) close += DAY;
  return [open, close];
}

/** A calendar date with no time and no zone. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}
/** The date `days` after (or before) another, with its day of the week (0 = Sunday). */
export function addDays(d: LocalDate, days: number): LocalDate & { weekday: number } {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), weekday: t.getUTCDay() };
}
/** "YYYY-MM-DD". */
export const isoDate = (d: LocalDate) => `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock date and time of an instant in a zone, by Intl (no library, no offsets table). */
export function localTimeOf(instant: number, timeZone: string): LocalDate & { weekday: number; minutes: number } {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });
    partsFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  const date = { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
  return { ...date, weekday: addDays(date, 0).weekday, minutes: (Number(p.hour) % 24) * 60 + Number(p.minute) };
}

/**
 * The instant at which a zone's wall clock reads `minutes` after midnight of `date`. The zone's
 * offset is read from Intl at a first guess and once more at the answer (a summer-time change
 * between the two moves it). A wall time that does not exist (skipped by a spring-forward) comes
 * out an hour later, when the clock next reads past it.
 */
export function instantOf(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const offsetAt = (instant: number) => {
    const l = localTimeOf(instant, timeZone);
    return Date.UTC(l.year, l.month - 1, l.day, 0, l.minutes) - Math.floor(instant / 60000) * 60000;
  };
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return guess;
}

/** Whether a zone name is one Intl knows. */
export function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The exception that covers a date, if any ("YYYY-MM-DD" compares as text). */
export const exceptionOn = (hours: OpeningHours, date: string) => hours.exceptions.find((e) => e.from <= date && date <= e.to);

/** The ranges a date follows: its exception's, else its weekday's. */
export function rangesOn(hours: OpeningHours, date: LocalDate & { weekday: number }): TimeRange[] {
  return exceptionOn(hours, isoDate(date))?.ranges ?? hours.week[date.weekday] ?? [];
}

/** A moment the sign changes, in the listing's wall time. */
export interface HoursMoment {
  /** Days after today (0 today, 1 tomorrow). */
  dayOffset: number;
  /** Day of the week, 0 = Sunday. */
  weekday: number;
  /** Minutes after that day's midnight. */
  minutes: number;
  /** The instant, in milliseconds. */
  at: number;
}
export interface OpenState {
  open: boolean;
  /** Open: when it closes. Closed: when it next opens, within 7 days; null when it does not. */
  change: HoursMoment | null;
  /** The next local midnight: today's row and the words "today" and "tomorrow" change then. */
  midnightAt: number;
  /** When what a page says about this (the badge, today's row) stops being right. */
  validUntil: number;
}

/**
 * Open or closed at an instant, and the next change. It looks at yesterday (whose ranges may run
 * past midnight) to seven days ahead, laying each day's ranges on one line of minutes from today's
 * midnight; ranges that touch (18:00 to 00:00, then 00:00 to 02:00) count as one opening.
 */
export function openState(hours: OpeningHours, instant: number): OpenState {
  const zone = hours.time_zone;
  const now = localTimeOf(instant, zone);
  const spans: [number, number][] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const date = addDays(now, offset);
    for (const range of rangesOn(hours, date)) {
      const [a, b] = spanOf(range);
      spans.push([a + offset * DAY, b + offset * DAY]);
    }
  }
  spans.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  const t = now.minutes;
  const current = merged.find(([a, b]) => a <= t && t < b);
  const moment = (m: number): HoursMoment => {
    const dayOffset = Math.floor(m / DAY);
    const date = addDays(now, dayOffset);
    const minutes = m - dayOffset * DAY;
    return { dayOffset, weekday: date.weekday, minutes, at: instantOf(date, minutes, zone) };
  };
  const next = current ? current[1] : merged.find(([a]) => a > t && a < 7 * DAY + t)?.[0];
  const change = next === undefined ? null : moment(next);
  const midnightAt = instantOf(addDays(now, 1), 0, zone);
  return { open: !!current, change, midnightAt, validUntil: Math.min(midnightAt, change?.at ?? Infinity) };
}

/** The words a badge needs, in the page's language. */
export interface HoursWords {
  openNow: string;
  closed: string;
  /** "closes {{time}}" */
  closesAt: string;
  /** "opens {{day}} {{time}}" */
  opensAt: string;
  today: string;
  tomorrow: string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A wall time in the page's language and digits ("٩:٠٠ ص", "9:00 AM"). */
export function formatClock(minutes: number, locale: string) {
  let f = timeFormats.get(locale);
  if (!f) timeFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" })));
  return f.format(Date.UTC(2001, 0, 1, 0, minutes % DAY));
}

/** A day's name in the page's language ("السبت", "Saturday"), 0 = Sunday. */
export function weekdayName(weekday: number, locale: string) {
  // 2001-01-07 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC", calendar: "gregory" }).format(Date.UTC(2001, 0, 7 + weekday));
}

const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? "");

/** The badge's two parts: "open now" or "closed", and when that changes ("closes 11:00 PM"). */
export function statusWords(state: OpenState, words: HoursWords, locale: string): { label: string; detail: string } {
  const c = state.change;
  if (state.open) return { label: words.openNow, detail: c ? fill(words.closesAt, { time: formatClock(c.minutes, locale) }) : "" };
  if (!c) return { label: words.closed, detail: "" };
  const day = c.dayOffset === 0 ? words.today : c.dayOffset === 1 ? words.tomorrow : weekdayName(c.weekday, locale);
  return { label: words.closed, detail: fill(words.opensAt, { day, time: formatClock(c.minutes, locale) }) };
}
