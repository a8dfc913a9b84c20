import { ToastRegion } from "../lib/toast-region";
import { createToasts, type ToastType } from "../lib/toasts";

export type NoticeType = ToastType;

/** How long each kind stays: long enough to read an error, short for a confirmation. */
export const NOTICE_DURATION: Record<NoticeType, number> = { success: 3000, info: 4000, error: 5000 };
const qrNotices = createToasts({ durations: NOTICE_DURATION, max: 4 });

export const dismissNotice = (id: number) => qrNotices.dismiss(id);

/** Shows a notice at the top centre of the QR screens (spec section 9); it leaves by itself. */
export const notify = (type: NoticeType, message: string, title?: string) => qrNotices.push(type, message, title);

/** The notice region: always in the page, so screen readers announce each new notice. */
export function Notices({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  return <ToastRegion channel={qrNotices} placement="top" closeLabel={dismissLabel} label={label} />;
}
