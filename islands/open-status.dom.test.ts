import { parseHTML } from "linkedom";
import { afterEach, describe, expect, it, vi } from "vitest";
import mount from "./open-status.dom";
import type { OpeningHours } from "../shared/opening-hours";

const hours: OpeningHours = {
  time_zone: "Asia/Damascus",
  week: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 5 ? [] : [{ open: "09:00", close: "23:00" }])),
  exceptions: [],
};
const words = { openNow: "Open now", closed: "Closed", closesAt: "closes {{time}}", opensAt: "opens {{day}} {{time}}", today: "today", tomorrow: "tomorrow" };
// Damascus is UTC+3 all year; 2026-11-26 is a Thursday.
const damascus = (local: string) => Date.parse(`${local}:00+03:00`);

/** The badge as the server wrote it at 22:00 on Thursday: open until 23:00. */
function page() {
  const { document, window } = parseHTML(
    `<html><body><agency-island><p data-testid="open-status" data-open="true"><span data-part="label">Open now</span><span data-part="detail">closes 11:00 PM</span></p></agency-island></body></html>`,
  );
  vi.stubGlobal("document", document);
  vi.stubGlobal("addEventListener", window.addEventListener.bind(window));
  const el = document.querySelector("agency-island") as unknown as HTMLElement;
  return { el, badge: () => el.querySelector("[data-testid=open-status]") as HTMLElement, window };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the open-status badge's keeper", () => {
  it("leaves the server's words while they are right, and changes them at closing time", () => {
    vi.useFakeTimers();
    vi.setSystemTime(damascus("2026-11-26T22:00"));
    const { el, badge } = page();
    mount(el, { hours, locale: "en-US", words, validUntil: damascus("2026-11-26T23:00") });
    expect(badge().dataset.open).toBe("true");
    expect(badge().textContent).toBe("Open nowcloses 11:00 PM");
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(badge().dataset.open).toBe("false");
    expect(badge().textContent).toBe("Closedopens Saturday 9:00 AM");
  });

  it("works the words out again at once when the page is shown after they stopped being right", () => {
    vi.useFakeTimers();
    vi.setSystemTime(damascus("2026-11-28T10:00")); // Saturday morning, a cached Thursday-night page
    const { el, badge } = page();
    mount(el, { hours, locale: "ar-SA", words: { ...words, openNow: "مفتوح الآن", closesAt: "يغلق {{time}}" }, validUntil: damascus("2026-11-26T23:00") });
    expect(badge().dataset.open).toBe("true");
    expect(badge().textContent).toBe("مفتوح الآنيغلق ١١:٠٠ م");
  });
});
