import { atom, getDefaultStore, type PrimitiveAtom } from "jotai";

export type ToastType = "success" | "error" | "info";
export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
}

export interface ToastOptions {
  title?: string;
  /** How long it stays, in ms; else its type's duration. */
  duration?: number;
  /**
   * What the toast is about (a form): `resolve(source)` takes it away once the person has fixed
   * what it named, instead of leaving a stale error on screen.
   */
  source?: string;
}

export interface ToastChannel {
  atom: PrimitiveAtom<Toast[]>;
  push(type: ToastType, message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  /** Removes every toast pushed with this source. */
  resolve(source: string): void;
}

let nextId = 1;

/**
 * A list of toasts with its own timings and cap: the public site, the admin and the QR area each
 * have one (each has its own durations). Islands share it through jotai's default
 * store, without a Provider. The same message twice shows once: a repeat (a second failed save)
 * only restarts the one already showing.
 */
export function createToasts(options: { durations: Record<ToastType, number>; max: number }): ToastChannel {
  const list = atom<Toast[]>([]);
  const store = getDefaultStore();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const sources = new Map<number, string>();
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    sources.delete(id);
    store.set(list, (all) => all.filter((t) => t.id !== id));
  };
  const schedule = (id: number, duration: number) => {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  };
  return {
    atom: list,
    dismiss,
    resolve(source) {
      for (const [id, s] of [...sources]) if (s === source) dismiss(id);
    },
    push(type, message, { title, duration = options.durations[type], source } = {}) {
      const same = store.get(list).find((t) => t.type === type && t.message === message && t.title === title);
      if (same) {
        schedule(same.id, duration);
        if (source) sources.set(same.id, source);
        return same.id;
      }
      const toast = { id: nextId++, type, message, title };
      const kept = [...store.get(list), toast].slice(-options.max);
      for (const gone of store.get(list)) if (!kept.includes(gone)) dismiss(gone.id);
      store.set(list, kept);
      if (source) sources.set(toast.id, source);
      schedule(toast.id, duration);
      return toast.id;
    },
  };
}

/** On the public site success toasts stay 2 s, errors 4 s, and at most 20 are kept. */
export const TOAST_DURATION = { success: 2000, error: 4000, info: 2000 } satisfies Record<ToastType, number>;
export const MAX_TOASTS = 20;
export const siteToasts = createToasts({ durations: TOAST_DURATION, max: MAX_TOASTS });
export const toastsAtom = siteToasts.atom;

/** Shows a toast on the public site from any island; it removes itself after its type's duration. */
export const pushToast = (type: "success" | "error", message: string, options?: ToastOptions) => siteToasts.push(type, message, options);
