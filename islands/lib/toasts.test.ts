import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, pushToast, toastsAtom } from "./toasts";

const store = getDefaultStore();

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store.set(toastsAtom, []);
  });
  afterEach(() => vi.useRealTimers());

  it("removes success toasts after 2 s and error toasts after 4 s", () => {
    pushToast("success", "saved");
    pushToast("error", "failed");
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(["saved", "failed"]);
    vi.advanceTimersByTime(1999);
    expect(store.get(toastsAtom)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(["failed"]);
    vi.advanceTimersByTime(2000);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it("keeps at most 20, dropping the oldest", () => {
    for (let i = 0; i < 25; i++) pushToast("error", `e${i}`);
    const list = store.get(toastsAtom);
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list[0].message).toBe("e5");
    expect(list.at(-1)!.message).toBe("e24");
  });
});
