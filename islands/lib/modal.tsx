import { lazy, Suspense, useState } from "react";
import type { ModalProps } from "./modal-dialog";

export type { ModalProps };

// The dialog's code (Ark UI's dialog, focus trap and scroll lock: about 19 KiB gzip) is a chunk of
// its own, fetched the first time a dialog opens: most visits of a screen open none, and on a
// 400 kbit/s line those bytes are most of a second before the screen can be used.
const ModalDialog = lazy(() => import("./modal-dialog"));

/** Starts fetching the dialog's code ahead of its first opening (say, when a pointer nears its button). */
export const preloadModal = () => void import("./modal-dialog");

/**
 * An accessible modal dialog (see ./modal-dialog.tsx). Nothing renders, and nothing is fetched,
 * until it first opens; from then on it stays mounted so that closing runs as the dialog expects
 * (focus back where it was). Opened on a slow line, it shows once its code has arrived.
 */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
