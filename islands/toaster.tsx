import { ToastRegion } from "./lib/toast-region";
import { siteToasts } from "./lib/toasts";

/** The public site's toasts (contact form): at the bottom, announced to screen readers. */
export default function Toaster() {
  return <ToastRegion channel={siteToasts} placement="bottom" width="min(92vw, 420px)" />;
}
