import { ToastRegion } from "../lib/toast-region";
import { createToasts } from "../lib/toasts";

/** Spec section 9: the admin toast helper defaults to 5000 ms, at most 450 px wide. */
export const ADMIN_TOAST_MS = 5000;
const adminToasts = createToasts({ durations: { success: ADMIN_TOAST_MS, error: ADMIN_TOAST_MS, info: ADMIN_TOAST_MS }, max: 8 });

export type AdminToastType = "success" | "error";

/** Shows a toast from any admin screen; it goes away by itself or with its close button. */
export const toast = (type: AdminToastType, message: string, duration = ADMIN_TOAST_MS) => void adminToasts.push(type, message, undefined, duration);

/** The admin's toasts at the top, with a close button each. */
export function AdminToaster({ closeLabel }: { closeLabel: string }) {
  return <ToastRegion channel={adminToasts} placement="top" width="min(92vw, 450px)" closeLabel={closeLabel} />;
}
