import { describe, expect, it } from "vitest";
import { instantOf, localTimeOf, openState, statusWords, type OpeningHours, type TimeRange } from "./opening-hours";

const r = (open: string, close: string): TimeRange => ({ open, close });
/** Every day the same ranges, Sunday first, with the given days replaced. */
const week = (every: TimeRange[], days: Record<number, TimeRange[]> = {}) => Array.from({ length: 7 }, (_, d) => days[d] ?? every);
const hours = (h: Partial<OpeningHours>): OpeningHours => ({ time_zone: "Asia/Damascus", week: week([]), exceptions: [], ...h });
// Damascus has been UTC+3 all year since 2022: 2026-11-27 is a Friday, local = UTC + 3 h.
const damascus = (local: string) => Date.parse(`${local}:00+03:00`);

const en = { openNow: "Open now", closed: "Closed", closesAt: "closes {{time}}", opensAt: "opens {{day}} {{time}}", today: "today", tomorrow: "tomorrow" };
const ar = { openNow: "مفتوح الآن", closed: "مغلق", closesAt: "يغلق {{time}}", opensAt: "يفتح {{day}} {{time}}", today: "اليوم", tomorrow: "غداً" };
const words = (h: OpeningHours, at: number, lang: "en" | "ar" = "en") => {
  const w = statusWords(openState(h, at), lang === "en" ? en : ar, lang === "en" ? "en-US" : "ar-SA");
  return `${w.label} ${w.detail}`.trim();
};

describe("open now", () => {
  const shop = hours({ week: week([r("09:00", "23:00")], { 5: [] }) });

  it("reads the zone's wall clock with Intl", () => {
    expect(localTimeOf(damascus("2026-11-27T01:30"), "Asia/Damascus")).toMatchObject({ year: 2026, month: 11, day: 27, weekday: 5, minutes: 90 });
    expect(instantOf({ year: 2026, month: 11, day: 27 }, 90, "Asia/Damascus")).toBe(damascus("2026-11-27T01:30"));
  });

  it("is open inside a range and says when it closes, in both languages", () => {
    expect(words(shop, damascus("2026-11-26T10:00"))).toBe("Open now closes 11:00 PM");
    expect(words(shop, damascus("2026-11-26T10:00"), "ar")).toBe("مفتوح الآن يغلق ١١:٠٠ م");
    expect(openState(shop, damascus("2026-11-26T10:00")).change?.at).toBe(damascus("2026-11-26T23:00"));
  });

  it("is closed at the closing minute and before opening, and names the next opening day", () => {
    expect(words(shop, damascus("2026-11-26T23:00"))).toBe("Closed opens Saturday 9:00 AM");
    expect(words(shop, damascus("2026-11-26T08:59"))).toBe("Closed opens today 9:00 AM");
    expect(words(shop, damascus("2026-11-27T12:00"), "ar")).toBe("مغلق يفتح غداً ٩:٠٠ ص");
  });

  it("keeps a range past midnight open on the next day, whatever that day's own hours", () => {
    // Friday 22:00 to 02:00; Saturday closed.
    const bar = hours({ week: week([], { 5: [r("22:00", "02:00")] }) });
    const sat0130 = damascus("2026-11-28T01:30");
    expect(openState(bar, sat0130)).toMatchObject({ open: true, change: { dayOffset: 0, minutes: 120 } });
    expect(words(bar, sat0130)).toBe("Open now closes 2:00 AM");
    expect(openState(bar, damascus("2026-11-28T02:00")).open).toBe(false);
    expect(words(bar, damascus("2026-11-28T02:00"))).toBe("Closed opens Friday 10:00 PM");
    // Closing at midnight exactly is a range to 24:00.
    const late = hours({ week: week([r("18:00", "00:00")]) });
    expect(openState(late, damascus("2026-11-26T23:59")).open).toBe(true);
    expect(openState(late, damascus("2026-11-27T00:00")).open).toBe(false);
  });

  it("joins ranges that touch across midnight into one opening", () => {
    const h = hours({ week: week([r("18:00", "00:00"), r("00:00", "02:00")]) });
    expect(words(h, damascus("2026-11-26T23:00"))).toBe("Open now closes 2:00 AM");
  });

  it("crosses the week's end: Saturday's first hours follow Friday's", () => {
    const h = hours({ week: week([], { 6: [r("10:00", "12:00")] }) });
    const fri = openState(h, damascus("2026-11-27T20:00"));
    expect(fri).toMatchObject({ open: false, change: { dayOffset: 1, weekday: 6, minutes: 600 } });
    // Sunday: the next opening is six days on.
    expect(words(h, damascus("2026-11-29T20:00"))).toBe("Closed opens Saturday 10:00 AM");
    // Nothing within seven days: closed, with no promise.
    expect(words(hours({}), damascus("2026-11-29T20:00"))).toBe("Closed");
  });

  it("lets an exception replace the weekday: a holiday closed all day", () => {
    const h = hours({ week: week([r("09:00", "17:00")]), exceptions: [{ from: "2026-11-26", to: "2026-11-26", label: "Holiday", ranges: [] }] });
    expect(openState(h, damascus("2026-11-26T10:00")).open).toBe(false);
    expect(words(h, damascus("2026-11-26T10:00"))).toBe("Closed opens tomorrow 9:00 AM");
    expect(openState(h, damascus("2026-11-27T10:00")).open).toBe(true);
  });

  it("follows an exception that starts and ends mid-week, with its own ranges", () => {
    // Ramadan hours from Tuesday 2026-11-24 to Thursday 2026-11-26: 20:00 to 03:00.
    const h = hours({
      week: week([r("09:00", "17:00")]),
      exceptions: [{ from: "2026-11-24", to: "2026-11-26", label: "Ramadan", ranges: [r("20:00", "03:00")] }],
    });
    expect(openState(h, damascus("2026-11-23T10:00")).open).toBe(true); // Monday, regular
    expect(words(h, damascus("2026-11-24T10:00"))).toBe("Closed opens today 8:00 PM");
    expect(openState(h, damascus("2026-11-25T02:30")).open).toBe(true); // Tuesday night's range
    // Friday 02:00: Thursday's exception range runs past midnight into the regular Friday.
    expect(words(h, damascus("2026-11-27T02:00"))).toBe("Open now closes 3:00 AM");
    expect(words(h, damascus("2026-11-27T03:30"))).toBe("Closed opens today 9:00 AM");
  });

  it("uses the listing's own zone: the same instant is another day in Tokyo", () => {
    const tokyo = hours({ time_zone: "Asia/Tokyo", week: week([], { 6: [r("00:00", "06:00")] }) });
    // Friday 20:00 in Damascus is Saturday 02:00 in Tokyo (UTC+9, no summer time).
    const at = damascus("2026-11-27T20:00");
    expect(openState(tokyo, at)).toMatchObject({ open: true, change: { minutes: 360 } });
    expect(openState(tokyo, at).change?.at).toBe(Date.parse("2026-11-28T06:00:00+09:00"));
  });

  it("keeps wall-clock hours across Berlin's summer-time changes", () => {
    const berlin = hours({ time_zone: "Europe/Berlin", week: week([r("09:00", "18:00")]) });
    // 2026-03-29: clocks go from 02:00 to 03:00. Saturday evening, next opening Sunday 09:00 CEST (UTC+2).
    const sat = openState(berlin, Date.parse("2026-03-28T20:00:00+01:00"));
    expect(sat.change?.at).toBe(Date.parse("2026-03-29T09:00:00+02:00"));
    expect(sat.midnightAt).toBe(Date.parse("2026-03-29T00:00:00+01:00"));
    // Winter again on 2026-10-25: 09:00 is UTC+1.
    expect(openState(berlin, Date.parse("2026-10-24T20:00:00+02:00")).change?.at).toBe(Date.parse("2026-10-25T09:00:00+01:00"));
    // 08:30 CEST is closed, 09:30 open.
    expect(openState(berlin, Date.parse("2026-06-01T08:30:00+02:00")).open).toBe(false);
    expect(openState(berlin, Date.parse("2026-06-01T09:30:00+02:00")).open).toBe(true);
    // A range over the skipped hour (01:00 to 04:00 on the change night) still closes at 04:00 CEST.
    const night = hours({ time_zone: "Europe/Berlin", week: week([r("01:00", "04:00")]) });
    expect(openState(night, Date.parse("2026-03-29T01:30:00+01:00")).change?.at).toBe(Date.parse("2026-03-29T04:00:00+02:00"));
  });

  it("is valid until the next change or the next local midnight, whichever comes first", () => {
    const s = openState(shop, damascus("2026-11-26T10:00"));
    expect(s.validUntil).toBe(damascus("2026-11-26T23:00"));
    const closed = openState(shop, damascus("2026-11-26T23:30"));
    expect(closed.validUntil).toBe(damascus("2026-11-27T00:00"));
  });
});
