import { atom, getDefaultStore, type PrimitiveAtom } from "jotai";

export type ToastType = "success" | "error" | "info";
export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
}

export interface ToastChannel {
  atom: PrimitiveAtom<Toast[]>;
  push(type: ToastType, message: string, title?: string, duration?: number): number;
  dismiss(id: number): void;
}

let nextId = 1;

/**
 * A list of toasts with its own timings and cap: the public site, the admin and the QR area each
 * have one (the spec gives each its own durations). Islands share it through jotai's default
 * store, without a Provider.
 */
export function createToasts(options: { durations: Record<ToastType, number>; max: number }): ToastChannel {
  const list = atom<Toast[]>([]);
  const store = getDefaultStore();
  const dismiss = (id: number) => store.set(list, (all) => all.filter((t) => t.id !== id));
  return {
    atom: list,
    dismiss,
    push(type, message, title, duration = options.durations[type]) {
      const toast = { id: nextId++, type, message, title };
      store.set(list, (all) => [...all, toast].slice(-options.max));
      setTimeout(() => dismiss(toast.id), duration);
      return toast.id;
    },
  };
}

/** Spec section 9: on the public site success toasts stay 2 s, errors 4 s, and at most 20 are kept. */
export const TOAST_DURATION = { success: 2000, error: 4000, info: 2000 } satisfies Record<ToastType, number>;
export const MAX_TOASTS = 20;
export const siteToasts = createToasts({ durations: TOAST_DURATION, max: MAX_TOASTS });
export const toastsAtom = siteToasts.atom;

/** Shows a toast on the public site from any island; it removes itself after its type's duration. */
export const pushToast = (type: "success" | "error", message: string, title?: string) => siteToasts.push(type, message, title);
