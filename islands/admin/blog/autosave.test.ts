import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutosaveScheduler } from "./autosave";

/** A save the test finishes by hand, to look at what happens while it is under way. */
function manualSaves() {
  const finishers: (() => void)[] = [];
  const save = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return {
    save,
    /** Ends the oldest save still under way, and lets its callbacks run. */
    finish: async () => {
      finishers.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe("the autosave scheduler", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("saves once the typing has paused for the delay, each change restarting the wait", async () => {
    const { save } = manualSaves();
    const s = new AutosaveScheduler({ delay: 4000, save });
    s.changed();
    await vi.advanceTimersByTimeAsync(3000);
    s.changed();
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("never runs two saves at once: a change during a save brings one more after it", async () => {
    const { save, finish } = manualSaves();
    const s = new AutosaveScheduler({ delay: 1000, save });
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    // Two changes while the first save is still on its way; their wait ends before it returns.
    s.changed();
    await vi.advanceTimersByTimeAsync(500);
    s.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(s.pending).toBe(true);
    await finish();
    expect(save).toHaveBeenCalledTimes(2);
    await finish();
    expect(save).toHaveBeenCalledTimes(2);
    expect(s.pending).toBe(false);
  });

  it("waits for the delay again when the change comes near the end of a save", async () => {
    const { save, finish } = manualSaves();
    const s = new AutosaveScheduler({ delay: 1000, save });
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    s.changed();
    await finish();
    // The save ended before the new wait: that wait runs its course first.
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("sends nothing while the form is not ready (its own checks fail, nothing new)", async () => {
    const save = vi.fn(async () => {});
    let ready = false;
    const s = new AutosaveScheduler({ delay: 1000, save, ready: () => ready });
    s.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    ready = true;
    // Becoming ready is not a change: the next change saves.
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps going after a save that failed", async () => {
    const save = vi.fn(async () => Promise.reject(new Error("offline")));
    const s = new AutosaveScheduler({ delay: 1000, save });
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("holds autosaves for the admin's own save: waits for one under way, drops the pending wait", async () => {
    const { save, finish } = manualSaves();
    const s = new AutosaveScheduler({ delay: 1000, save });
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    s.changed();
    const order: string[] = [];
    const own = s.hold(async () => {
      order.push("own save");
      return "saved";
    });
    await vi.advanceTimersByTimeAsync(0);
    // Not before the autosave under way has answered.
    expect(order).toEqual([]);
    await finish();
    expect(await own).toBe("saved");
    expect(order).toEqual(["own save"]);
    // The wait pending before the admin's save went with it: nothing more is sent.
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("autosaves a change typed during the admin's own save once that save is done", async () => {
    const save = vi.fn(async () => {});
    const s = new AutosaveScheduler({ delay: 1000, save });
    let release!: () => void;
    const own = s.hold(() => new Promise<void>((resolve) => (release = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    s.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).not.toHaveBeenCalled();
    release();
    await own;
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("passes a failed own save on to its caller and keeps scheduling", async () => {
    const save = vi.fn(async () => {});
    const s = new AutosaveScheduler({ delay: 1000, save });
    await expect(s.hold(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("stops for good on stop() (a conflict) until start(), and sends nothing once disposed", async () => {
    const save = vi.fn(async () => {});
    const s = new AutosaveScheduler({ delay: 1000, save });
    s.changed();
    s.stop();
    await vi.advanceTimersByTimeAsync(5000);
    s.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(s.isStopped).toBe(true);
    s.start();
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    s.changed();
    s.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
