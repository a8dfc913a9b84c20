import type { ImageProcessor } from "./pipeline";

/**
 * A fixed number of places for photo processing: `run(work)` starts the work at once while a
 * place is free, otherwise waits, first come first served, for one to be given back. It counts
 * how many run and wait, and the most that ever ran at once (`peak`), for tests and benchmarks.
 */
export interface JobSlots {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly atOnce: number;
  readonly running: number;
  readonly waiting: number;
  readonly peak: number;
  /** Counts the peak afresh from now (a test or a benchmark measuring one burst). */
  resetPeak(): void;
}

export function jobSlots(atOnce: number): JobSlots {
  if (!(atOnce >= 1)) throw new Error(`at least one job at a time, not ${atOnce}`);
  let running = 0;
  let peak = 0;
  const queue: (() => void)[] = [];
  return {
    atOnce,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = running;
    },
    async run(work) {
      if (running >= atOnce) await new Promise<void>((start) => queue.push(start));
      else running++;
      // Here `running` counts this job: a place was free, or the job that finished handed its
      // place over without giving it back (so no newcomer can slip in between).
      peak = Math.max(peak, running);
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/**
 * The same processor, its pixel work taking a place in `slots` first: however many uploads arrive
 * together, at most `slots.atOnce` photos are decoded and encoded at a time, the others wait their
 * turn (their requests simply take longer), and the checks around the work (reading the header,
 * stripping, storing) are not held up.
 */
export function limitProcessor(processor: ImageProcessor, slots: JobSlots): ImageProcessor {
  return {
    name: processor.name,
    canTransform: processor.canTransform,
    render: (job) => slots.run(() => processor.render(job)),
  };
}
