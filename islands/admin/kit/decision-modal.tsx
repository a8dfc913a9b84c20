import { Check, X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { spinner } from "../../lib/form-styles";
import { Modal } from "../../lib/modal";
import { useAdmin } from "../core/i18n";
import type { Decision } from "../../../shared/contract/qr-owner";
import { danger, success } from "../core/styles";
import { DialogActions } from "./dialog-actions";
import { NotesField } from "./notes-field";
import { decisionRules } from "../../../shared/form-rules";
import { DecidedBody } from "./tell-owner";

interface Props {
  decision: Decision | null;
  /** What is being decided on: the listing or the user, shown above the notes. */
  subject: ReactNode;
  onConfirm: (notes: string) => Promise<unknown>;
  onClose: () => void;
  /** The decision cannot be taken (the subject says why): the confirm button stays disabled. */
  blocked?: boolean;
  /**
   * The decision is taken: the dialog says so under this title and shows `body` (telling the
   * owner, see tell-owner.tsx), with a button to close it.
   */
  decided?: { title: string; body: ReactNode } | null;
}

/** Approve or reject with admin notes, in a keyboard-usable dialog; then, when given, what follows the decision. */
export function DecisionModal({ decision, subject, onConfirm, onClose, blocked = false, decided }: Props) {
  const { t } = useAdmin();
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => setNotes(""), [decision]);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(notes.trim());
    } finally {
      setBusy(false);
    }
  };
  const approving = decision === "approve";
  if (decided) {
    return (
      // The same Modal as the form's below (see DecidedBody): React keeps the one dialog open.
      <Modal open onClose={onClose} title={decided.title} closeLabel={t("common.close")}>
        <DecidedBody onClose={onClose}>{decided.body}</DecidedBody>
      </Modal>
    );
  }
  return (
    <Modal
      open={decision !== null}
      onClose={() => !busy && onClose()}
      title={t(approving ? "decision.approveTitle" : "decision.rejectTitle")}
      closeLabel={t("common.close")}
    >
      <div className={css({ display: "grid", gap: "1" })}>{subject}</div>
      <NotesField id="admin-notes" name="admin_notes" rows={4} value={notes} onChange={setNotes} placeholder={t("decision.notesHint")} rule={decisionRules.admin_notes} />
      <DialogActions busy={busy} onCancel={onClose}>
        <button type="button" data-testid="confirm-decision" className={approving ? success : danger} onClick={confirm} disabled={busy || blocked} aria-busy={busy}>
          {busy ? <span className={spinner} aria-hidden /> : approving ? <Check size={16} aria-hidden /> : <X size={16} aria-hidden />}
          {t(approving ? "decision.confirmApprove" : "decision.confirmReject")}
        </button>
      </DialogActions>
    </Modal>
  );
}

/** The approve and reject buttons of something waiting for the admin's decision; `onDecide` opens the decision's dialog. */
export function DecisionButtons({ onDecide }: { onDecide: (decision: Decision) => void }) {
  const { t } = useAdmin();
  return (
    <>
      <button type="button" data-testid="approve" className={success} onClick={() => onDecide("approve")}>
        <Check size={15} aria-hidden />
        {t("decision.approve")}
      </button>
      <button type="button" data-testid="reject" className={danger} onClick={() => onDecide("reject")}>
        <X size={15} aria-hidden />
        {t("decision.reject")}
      </button>
    </>
  );
}
