/*
 * The shape of a listing's opening hours as the `hours` column stores it (JSON). The rules that
 * read it (open now, the next change) are in shared/opening-hours.ts, its validation in
 * shared/contract/opening-hours.ts.
 */

/** "HH:MM" on a 24-hour clock, 00:00 to 23:59. */
export type ClockTime = string;
/** One opening range of a day; a closing time before (or equal to midnight after) the opening time runs past midnight. */
export interface TimeRange {
  open: ClockTime;
  close: ClockTime;
}
/** Dates that follow other hours: closed (no ranges) or their own ranges. */
export interface HoursException {
  /** First and last day, inclusive, "YYYY-MM-DD" in the listing's zone. */
  from: string;
  to: string;
  /** What the visitor reads beside it ("Eid al-Fitr", "Ramadan hours"); may be empty. */
  label: string;
  ranges: TimeRange[];
}
/** A listing's opening hours. */
export interface OpeningHours {
  /** An IANA time zone ("Asia/Damascus"). */
  time_zone: string;
  /** Seven days, Sunday first (JavaScript's day numbers): the ranges of each; none is a closed day. */
  week: TimeRange[][];
  exceptions: HoursException[];
}
