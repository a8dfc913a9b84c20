import { Dialog } from "@ark-ui/react/dialog";
import { LocaleProvider } from "@ark-ui/react/locale";
import { Portal } from "@ark-ui/react/portal";
import { X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { iconButton } from "../../shared/ui";

const backdrop = css({ position: "fixed", inset: 0, zIndex: 80, bg: "rgba(5,5,20,0.72)", backdropFilter: "blur(4px)" });
const positioner = css({ position: "fixed", inset: 0, zIndex: 81, display: "flex", alignItems: "center", justifyContent: "center", padding: "4" });
// The title bar stays put and the body scrolls under it, so the close button is always in reach
// however long the content (three photos and a description overflow a phone's screen).
const content = css({
  inlineSize: "min(94vw, 760px)",
  maxBlockSize: "90dvh",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  borderRadius: "2xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surfaceStrong",
  color: "fg",
  boxShadow: "2xl",
  animation: "fadeIn 0.15s ease-out",
});
const titleBar = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "start",
  gap: "4",
  flexShrink: 0,
  paddingInline: { base: "5", md: "7" },
  paddingBlock: { base: "4", md: "5" },
  borderBlockEndWidth: "1px",
  borderColor: "border",
});
const body = css({
  display: "grid",
  gap: "4",
  overflowY: "auto",
  overscrollBehavior: "contain",
  paddingInline: { base: "5", md: "7" },
  paddingBlock: { base: "4", md: "5" },
});

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * An accessible modal dialog (Ark UI): focus moves in and is trapped, Escape, the close button
 * and a click outside close it, page scrolling is locked, and focus returns to where it was.
 * Screens use it through `Modal` (./modal.tsx), which fetches this module when a dialog first opens.
 */
export default function ModalDialog(props: ModalProps) {
  // Fetched when a dialog first opens, this mounts already asked to be open. Ark's dialog learns
  // the content's entry animation only on a change from closed to open (and without it waits
  // forever, on closing, for an exit animation that never ends): so it mounts closed and opens
  // right after.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <ModalFrame {...props} open={mounted && props.open} />;
}

/** The dialog itself, open as told (a test renders it open on the server). */
export function ModalFrame({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  // Ark lays dialogs out left to right unless told the locale; the page's lang decides. Nothing
  // renders while closed (lazyMount), so the server never needs `document`.
  const locale = open && typeof document !== "undefined" && document.documentElement.lang === "ar" ? "ar-SA" : "en-US";
  return (
    <LocaleProvider locale={locale}>
      <ModalRoot open={open} onClose={onClose} title={title} closeLabel={closeLabel} className={className}>
        {children}
      </ModalRoot>
    </LocaleProvider>
  );
}

function ModalRoot({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={cx(content, className)}>
            <div className={titleBar}>
              <Dialog.Title className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "extrabold" })}>{title}</Dialog.Title>
              <Dialog.CloseTrigger data-testid="dialog-close" className={iconButton} aria-label={closeLabel}>
                <X size={18} aria-hidden />
              </Dialog.CloseTrigger>
            </div>
            <div className={body} data-testid="dialog-body">
              {children}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
