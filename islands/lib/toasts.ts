import { atom, getDefaultStore } from "jotai";

export type ToastType = "success" | "error";
export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
}

/** Spec section 9: success toasts stay 2 s, errors 4 s, and at most 20 are kept. */
export const TOAST_DURATION: Record<ToastType, number> = { success: 2000, error: 4000 };
export const MAX_TOASTS = 20;

/** Shared by every island on the page through jotai's default store (no Provider needed). */
export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast from any island; it removes itself after its type's duration. */
export function pushToast(type: ToastType, message: string, title?: string) {
  const store = getDefaultStore();
  const toast = { id: nextId++, type, message, title };
  store.set(toastsAtom, (list) => [...list, toast].slice(-MAX_TOASTS));
  setTimeout(() => store.set(toastsAtom, (list) => list.filter((t) => t.id !== toast.id)), TOAST_DURATION[type]);
  return toast.id;
}
