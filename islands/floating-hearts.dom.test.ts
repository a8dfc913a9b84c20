import { parseHTML } from "linkedom";
import { afterEach, describe, expect, it, vi } from "vitest";
import mount, { MAX_HEARTS } from "./floating-hearts.dom";

/**
 * The hearts' rules with a fake clock (the browser test sees them on the real page): never more
 * than three at once, none while the hero is off screen, none under reduced motion.
 */
function hero({ reducedMotion = false } = {}) {
  const { document, window } = parseHTML(`<html><body><agency-island><div></div></agency-island></body></html>`);
  let seen: (entries: { isIntersecting: boolean }[]) => void = () => {};
  vi.stubGlobal("document", document);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce") }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe() {}
    },
  );
  const el = document.querySelector("agency-island") as unknown as HTMLElement;
  mount(el, { heartClass: "heart" });
  const layer = el.firstElementChild as HTMLElement;
  const hearts = () => [...layer.children] as HTMLElement[];
  /** A heart's float-up animation ends (the browser then fires animationend). */
  const finish = (heart: HTMLElement) => heart.dispatchEvent(new window.Event("animationend"));
  return { hearts, finish, show: (on: boolean) => seen([{ isIntersecting: on }]) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("floating hearts", () => {
  it("start while the hero is on screen and never pass three at once", () => {
    vi.useFakeTimers();
    const h = hero();
    vi.advanceTimersByTime(5_000);
    expect(h.hearts()).toHaveLength(0); // not before the hero is seen
    h.show(true);
    let most = 0;
    for (let t = 0; t < 20_000; t += 100) {
      vi.advanceTimersByTime(100);
      most = Math.max(most, h.hearts().length);
    }
    expect(most).toBe(MAX_HEARTS);
    expect(h.hearts().map((x) => x.dataset.testid)).toEqual(["floating-heart", "floating-heart", "floating-heart"]);
    // One finishes floating: another takes its place, within a spawn's delay (at most 1.2 s).
    h.finish(h.hearts()[0]);
    expect(h.hearts()).toHaveLength(2);
    vi.advanceTimersByTime(1_300);
    expect(h.hearts()).toHaveLength(3);
  });

  it("stop starting once the hero leaves the screen; the running ones finish", () => {
    vi.useFakeTimers();
    const h = hero();
    h.show(true);
    vi.advanceTimersByTime(3_000);
    expect(h.hearts().length).toBeGreaterThan(0);
    h.show(false);
    for (const heart of h.hearts()) h.finish(heart);
    vi.advanceTimersByTime(20_000);
    expect(h.hearts()).toHaveLength(0);
  });

  it("never start under reduced motion", () => {
    vi.useFakeTimers();
    const h = hero({ reducedMotion: true });
    h.show(true);
    vi.advanceTimersByTime(20_000);
    expect(h.hearts()).toHaveLength(0);
  });
});
