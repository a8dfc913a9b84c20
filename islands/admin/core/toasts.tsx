import { ToastRegion } from "../../lib/toast-region";
import { createToasts } from "../../lib/toasts";

/** The admin toast helper defaults to 5000 ms, at most 450 px wide. */
export const ADMIN_TOAST_MS = 5000;
const adminToasts = createToasts({ durations: { success: ADMIN_TOAST_MS, error: ADMIN_TOAST_MS, info: ADMIN_TOAST_MS }, max: 8 });

export type AdminToastType = "success" | "error";

/**
 * Shows a toast from any admin screen; it goes away by itself, with its close button, or (with a
 * `source`) once `resolveToasts(source)` says the thing it named was fixed.
 */
export const toast = (type: AdminToastType, message: string, options: { duration?: number; source?: string } = {}) =>
  void adminToasts.push(type, message, { duration: options.duration ?? ADMIN_TOAST_MS, source: options.source });

export const resolveToasts = (source: string) => adminToasts.resolve(source);

/** The admin's toasts, with a close button each. */
export function AdminToaster({ closeLabel }: { closeLabel: string }) {
  return <ToastRegion channel={adminToasts} width="450px" closeLabel={closeLabel} />;
}
