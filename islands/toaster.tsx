import { ToastRegion } from "./lib/toast-region";
import { siteToasts } from "./lib/toasts";

/** The public site's toasts (contact form), announced to screen readers. */
export default function Toaster() {
  return <ToastRegion channel={siteToasts} />;
}
