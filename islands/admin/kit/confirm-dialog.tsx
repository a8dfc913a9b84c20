import { useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { spinner } from "../../lib/form-styles";
import { Modal } from "../../lib/modal";
import { useAdmin } from "../core/i18n";
import { danger } from "../core/styles";
import { DialogActions } from "./dialog-actions";

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** The confirm button's test id ("confirm-delete" by default). */
  testId?: string;
  /** Resolves when done; the dialog stays open (and busy) until then. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" before anything is deleted or replaced: Ark UI dialog, focus trapped, Escape cancels. */
export function ConfirmDialog({ open, title, children, confirmLabel, testId = "confirm-delete", onConfirm, onClose }: Props) {
  const { t } = useAdmin();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={title} closeLabel={t("common.close")}>
      <div className={css({ color: "muted" })}>{children}</div>
      <DialogActions busy={busy} onCancel={onClose}>
        <button type="button" data-testid={testId} className={danger} onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy && <span className={spinner} aria-hidden />}
          {confirmLabel ?? t("common.delete")}
        </button>
      </DialogActions>
    </Modal>
  );
}

/**
 * The delete flow of a list: `ask(item)` opens the confirmation; confirming calls `remove`, and
 * the dialog closes once the item is gone (on failure it stays, with the error toast, to retry).
 */
export function useConfirmDelete<T>(remove: (item: T) => Promise<boolean>, describe: (item: T) => string) {
  const { t } = useAdmin();
  const [target, setTarget] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t("common.deleteTitle")}
      onConfirm={async () => {
        if (target !== null && (await remove(target))) setTarget(null);
      }}
      onClose={() => setTarget(null)}
    >
      {target !== null && t("common.deleteConfirm", { name: describe(target) })}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
