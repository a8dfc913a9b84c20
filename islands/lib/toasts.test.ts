import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToasts, MAX_TOASTS, pushToast, toastsAtom } from "./toasts";

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

describe("createToasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives each channel its own durations and cap, independent of the others", () => {
    const channel = createToasts({ durations: { success: 3000, info: 4000, error: 5000 }, max: 2 });
    const siteBefore = store.get(toastsAtom);
    channel.push("info", "a");
    channel.push("error", "b", { title: "Title" });
    channel.push("success", "c");
    expect(store.get(channel.atom).map((t) => t.message)).toEqual(["b", "c"]);
    expect(store.get(channel.atom)[0].title).toBe("Title");
    expect(store.get(toastsAtom)).toBe(siteBefore);
    vi.advanceTimersByTime(3000);
    expect(store.get(channel.atom).map((t) => t.message)).toEqual(["b"]);
    channel.dismiss(store.get(channel.atom)[0].id);
    expect(store.get(channel.atom)).toEqual([]);
  });
});

describe("the same message twice, and toasts about a form", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a repeated message once and restarts its time", () => {
    const channel = createToasts({ durations: { success: 3000, info: 3000, error: 5000 }, max: 4 });
    const first = channel.push("error", "Could not save");
    vi.advanceTimersByTime(4000);
    expect(channel.push("error", "Could not save")).toBe(first);
    expect(store.get(channel.atom)).toHaveLength(1);
    vi.advanceTimersByTime(4000);
    expect(store.get(channel.atom)).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(store.get(channel.atom)).toEqual([]);
    // The same words as another type, or under another title, are another toast.
    channel.push("error", "x");
    channel.push("success", "x");
    channel.push("error", "x", { title: "T" });
    expect(store.get(channel.atom)).toHaveLength(3);
  });

  it("takes away the toasts of a form once it is fixed, and only those", () => {
    const channel = createToasts({ durations: { success: 3000, info: 3000, error: 5000 }, max: 4 });
    channel.push("error", "Fill in the name", { source: "contact" });
    channel.push("error", "Network error");
    channel.resolve("contact");
    expect(store.get(channel.atom).map((t) => t.message)).toEqual(["Network error"]);
  });
});
