import { z } from "zod";
import { isIsoDate } from "../formats";
import { DEFAULT_TIME_ZONE, HOURS_LIMITS, isTimeZone, spanOf, type OpeningHours } from "../opening-hours";
import { digitText, optionalText } from "./fields";

/**
 * A listing's opening hours as a client sends them (the owner's hours screen, the admin's edit),
 * one schema for the server and the browser. Messages are keys: `openingHours.errors.*` for what
 * is particular to hours, `validation.*` for the rest; the route translates them per field
 * ("week.5.1.close", "exceptions.0.to", "time_zone").
 */

const E = (key: string) => `openingHours.errors.${key}`;

/** "HH:MM", 00:00 to 23:59 (a time input's value), typed in any digit system ("٠٩:٣٠" is 09:30). */
const clock = digitText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, E("time"));

/** One range: its opening and closing times may not be equal (which day would it be?). */
const range = z.object({ open: clock, close: clock }).refine((r) => r.open !== r.close, { message: E("sameTime"), path: ["close"] });

/** Whether two spans of minutes share a minute. */
const overlap = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/** A day's ranges: at most a few, none overlapping another (a range past midnight counted whole). */
const ranges = z
  .array(range)
  .max(HOURS_LIMITS.rangesPerDay, E("tooManyRanges"))
  .superRefine((list, ctx) => {
    list.forEach((r, i) => {
      if (r.open === r.close) return;
      const earlier = list.slice(0, i).some((o) => o.open !== o.close && overlap(spanOf(o), spanOf(r)));
      if (earlier) ctx.addIssue({ code: "custom", message: E("overlap"), path: [i, "open"] });
    });
  })
  // Stored in the order they happen.
  .transform((list) => [...list].sort((a, b) => a.open.localeCompare(b.open)));

const date = digitText().refine(isIsoDate, "validation.date");
const DAY_MS = 24 * 60 * 60 * 1000;

const exception = z
  .object({ from: date, to: date, label: optionalText(HOURS_LIMITS.labelLength), ranges })
  .superRefine((e, ctx) => {
    if (!isIsoDate(e.from) || !isIsoDate(e.to)) return;
    if (e.to < e.from) ctx.addIssue({ code: "custom", message: E("endBeforeStart"), path: ["to"] });
    else if ((Date.parse(e.to) - Date.parse(e.from)) / DAY_MS >= HOURS_LIMITS.exceptionDays) {
      ctx.addIssue({ code: "custom", message: E("tooLong"), path: ["to"] });
    }
  });

/** An IANA zone Intl knows, stored in its canonical spelling ("asia/damascus" is Asia/Damascus). */
const timeZone = z
  .string()
  .trim()
  .max(64, "validation.tooLong")
  .refine(isTimeZone, E("zone"))
  .transform((zone) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone);

export const openingHoursSchema = z
  .object({
    time_zone: z.preprocess((v) => (v === undefined || v === null || v === "" ? DEFAULT_TIME_ZONE : v), timeZone),
    week: z.array(ranges).length(7, "validation.invalidType"),
    exceptions: z.preprocess((v) => v ?? [], z.array(exception).max(HOURS_LIMITS.exceptions, "validation.tooMany")),
  })
  .superRefine((h, ctx) => {
    // A night that runs past midnight must end before the next day's first opening.
    h.week.forEach((day, d) => {
      const spill = Math.max(0, ...day.filter((r) => r.open !== r.close).map((r) => spanOf(r)[1] - 1440));
      const next = (d + 1) % 7;
      h.week[next]?.forEach((r, i) => {
        if (spill > 0 && r.open !== r.close && spanOf(r)[0] < spill) ctx.addIssue({ code: "custom", message: E("overlapsNight"), path: ["week", next, i, "open"] });
      });
    });
    // Two exceptions may not claim the same date.
    h.exceptions.forEach((e, i) => {
      if (h.exceptions.slice(0, i).some((o) => o.from <= e.to && e.from <= o.to)) {
        ctx.addIssue({ code: "custom", message: E("exceptionsOverlap"), path: ["exceptions", i, "from"] });
      }
    });
  }) satisfies z.ZodType<OpeningHours, unknown>;

/** `PUT …/hours`: the hours, or null for a listing that shows none. */
export const hoursBody = z.object({ hours: openingHoursSchema.nullable() });
export type HoursBody = z.input<typeof hoursBody>;
