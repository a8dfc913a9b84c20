/**
 * When the blog form saves by itself. Each change restarts a short wait; when the wait ends
 * without another change, one save goes. At most one save is ever under way: a wait that ends
 * during a save makes another save follow it at once (the typing had already paused), so the
 * last change is never left unsaved and two saves never race each other to the server.
 *
 * A save the admin asks for (the Save button, the preview's save, a restore) runs through
 * `hold`: the pending wait is dropped, a save under way is waited for, and no autosave starts
 * until it is done. `stop` ends autosaving for good (an edit conflict), `start` resumes it.
 *
 * Plain timers and promises, no React: the form's hook drives it, and its tests use fake timers.
 */
export interface AutosaveOptions {
  /** How long the typing must pause before a save goes (ms). */
  delay: number;
  /** One save; the scheduler never sees its outcome (the caller reports it), so it should not reject. */
  save: () => Promise<unknown>;
  /**
   * Whether a save may go now, asked when a wait ends: false when there is nothing new to save or
   * the form fails its own checks. Then nothing is sent; the next change starts a new wait.
   */
  ready?: () => boolean;
}

export class AutosaveScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The save under way, or the admin's own save being held for. */
  private running: Promise<unknown> | null = null;
  /** A wait ended while something was running: save again once it is done. */
  private again = false;
  private held = 0;
  private stopped = false;

  constructor(private readonly options: AutosaveOptions) {}

  /** Something changed: (re)start the wait. */
  changed() {
    if (this.stopped) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fire();
    }, this.options.delay);
  }

  /** Whether a wait is running or a save is under way or owed. */
  get pending() {
    return this.timer !== null || this.running !== null || this.again;
  }

  /** Drops the pending wait (and a save owed after the one under way). */
  cancel() {
    this.clearTimer();
    this.again = false;
  }

  /** No more autosaves (a conflict): a save under way still finishes. */
  stop() {
    this.stopped = true;
    this.cancel();
  }

  /** Autosaving again, from the next change on. */
  start() {
    this.stopped = false;
  }

  get isStopped() {
    return this.stopped;
  }

  /**
   * Runs the admin's own save: waits for an autosave under way, keeps autosaves off while it
   * runs, and drops the wait pending before it (what it sends includes those changes). A change
   * made while it runs is autosaved after it, as usual.
   */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    this.cancel();
    this.held += 1;
    try {
      while (this.running) await this.running.catch(() => undefined);
      const run = work();
      this.running = run;
      try {
        return await run;
      } finally {
        if (this.running === run) this.running = null;
      }
    } finally {
      this.held -= 1;
      this.afterRun();
    }
  }

  /** Ends the scheduler (the form closed): nothing more is sent. */
  dispose() {
    this.stop();
  }

  private fire() {
    if (this.stopped) return;
    if (this.running || this.held) {
      this.again = true;
      return;
    }
    if (this.options.ready && !this.options.ready()) return;
    const run = this.options.save().catch(() => undefined);
    this.running = run;
    void run.then(() => {
      if (this.running === run) this.running = null;
      this.afterRun();
    });
  }

  private afterRun() {
    if (this.running || this.held || !this.again) return;
    this.again = false;
    this.fire();
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
