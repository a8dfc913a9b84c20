import { describe, expect, it } from "vitest";
import { createT } from "../../locales/i18n";
import en from "../../locales/en.json";
import { checkHours, hoursInputId, startingDraft } from "./hours-editor";

const t = createT(en, "en");

describe("the hours editor's own checks", () => {
  it("finds equal times, overlapping ranges and a special day ending before it starts, keyed as the server keys them", () => {
    const d = startingDraft();
    d.week[1] = [{ open: "10:00", close: "10:00" }];
    d.week[2] = [
      { open: "09:00", close: "13:00" },
      { open: "12:00", close: "15:00" },
    ];
    d.week[3] = [
      { open: "18:00", close: "02:00" },
      { open: "09:00", close: "12:00" },
    ];
    d.exceptions = [{ from: "2026-12-10", to: "2026-12-01", label: "", closed: true, ranges: [] }];
    expect(checkHours(d, t)).toEqual({
      "week.1.0.close": "Opening and closing times are the same; a range past midnight closes the next day, like 18:00 to 02:00",
      "week.2.1.open": "This range overlaps another range of the same day",
      "exceptions.0.to": "The last day is before the first day",
    });
    expect(checkHours(startingDraft(), t)).toEqual({});
  });

  it("names each field's input after the error's key", () => {
    expect(hoursInputId("week.5.0.close")).toBe("hours-week-5-0-close");
    expect(hoursInputId("week.5")).toBe("hours-day-5");
    expect(hoursInputId("exceptions.1.to")).toBe("hours-exceptions-1-to");
    expect(hoursInputId("exceptions.1.ranges.0.open")).toBe("hours-exceptions-1-ranges-0-open");
    expect(hoursInputId("time_zone")).toBe("hours-time_zone");
  });
});
