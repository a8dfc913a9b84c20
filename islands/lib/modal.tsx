import { Dialog } from "@ark-ui/react/dialog";
import { LocaleProvider } from "@ark-ui/react/locale";
import { Portal } from "@ark-ui/react/portal";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { iconButton } from "../../shared/ui";

const backdrop = css({ position: "fixed", inset: 0, zIndex: 80, bg: "rgba(5,5,20,0.72)", backdropFilter: "blur(4px)" });
const positioner = css({ position: "fixed", inset: 0, zIndex: 81, display: "flex", alignItems: "center", justifyContent: "center", padding: "4" });
const content = css({
  inlineSize: "min(94vw, 760px)",
  maxBlockSize: "90dvh",
  overflowY: "auto",
  borderRadius: "2xl",
  borderWidth: "1px",
  borderColor: "border",
  bg: "surfaceStrong",
  color: "fg",
  boxShadow: "2xl",
  padding: { base: "5", md: "7" },
  display: "grid",
  gap: "4",
  animation: "fadeIn 0.15s ease-out",
});

interface ModalProps {
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
 */
export function Modal({ open, onClose, title, closeLabel, children, className }: ModalProps) {
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
            <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "start", gap: "4" })}>
              <Dialog.Title className={css({ fontSize: "2xl", fontWeight: "extrabold" })}>{title}</Dialog.Title>
              <Dialog.CloseTrigger data-testid="dialog-close" className={iconButton} aria-label={closeLabel}>
                <X size={18} aria-hidden />
              </Dialog.CloseTrigger>
            </div>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
