import { ToastRegion } from "../lib/toast-region";
import { createToasts, type ToastOptions, type ToastType } from "../lib/toasts";

export type NoticeType = ToastType;

/** How long each kind stays: long enough to read an error, short for a confirmation. */
export const NOTICE_DURATION: Record<NoticeType, number> = { success: 3000, info: 4000, error: 5000 };
const qrNotices = createToasts({ durations: NOTICE_DURATION, max: 4 });

export const dismissNotice = (id: number) => qrNotices.dismiss(id);

/** Shows a notice on the QR screens; it leaves by itself (or once its `source` is resolved). */
export const notify = (type: NoticeType, message: string, title?: string, options: Omit<ToastOptions, "title"> = {}) =>
  qrNotices.push(type, message, { ...options, title });

/** Takes away the notices about something the owner has now fixed (a form's errors). */
export const resolveNotices = (source: string) => qrNotices.resolve(source);

/** The notice region: always in the page, so screen readers announce each new notice. */
export function Notices({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  return <ToastRegion channel={qrNotices} closeLabel={dismissLabel} label={label} />;
}
