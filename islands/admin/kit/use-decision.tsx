import { useState, type ReactNode } from "react";
import { api, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { toast } from "../core/toasts";
import type { Decision } from "../qr-listings/qr-types";
import { DecisionModal } from "./decision-modal";

interface Options<T> {
  /** The item's decision endpoint, e.g. `/qr/admin/users/7` (`/approve` or `/reject` is added). */
  path: (item: T) => string;
  /** The locale namespace with approved, rejected, approveError and rejectError. */
  strings: string;
  /** What the list does with the server's answer (update the row, drop it, reload). */
  onDecided: (answer: T, item: T) => unknown;
  /** What is decided on, shown above the notes. */
  subject: (item: T, decision: Decision) => ReactNode;
  /** The decision cannot be taken (the subject says why). */
  blocked?: (item: T, decision: Decision) => boolean;
}

/**
 * Approve or reject one item with notes: `ask(item, decision)` opens the dialog; confirming posts
 * the notes, tells the outcome in a toast (the server's reason on failure, the dialog staying open
 * to retry) and hands the answer to the list.
 */
export function useDecision<T>({ path, strings, onDecided, subject, blocked }: Options<T>) {
  const { t } = useAdmin();
  const [deciding, setDeciding] = useState<{ item: T; decision: Decision } | null>(null);
  const confirm = async (notes: string) => {
    if (!deciding) return;
    const { item, decision } = deciding;
    const approving = decision === "approve";
    try {
      const answer = await api<T>(`${path(item)}/${decision}`, { method: "POST", body: { admin_notes: notes } });
      toast("success", t(`${strings}.${approving ? "approved" : "rejected"}`));
      setDeciding(null);
      await onDecided(answer, item);
    } catch (e) {
      toast("error", `${t(`${strings}.${approving ? "approveError" : "rejectError"}`)}: ${errorMessage(e)}`);
    }
  };
  const modal = (
    <DecisionModal
      decision={deciding?.decision ?? null}
      onConfirm={confirm}
      onClose={() => setDeciding(null)}
      blocked={deciding ? blocked?.(deciding.item, deciding.decision) ?? false : false}
      subject={deciding && subject(deciding.item, deciding.decision)}
    />
  );
  return { ask: (item: T, decision: Decision) => setDeciding({ item, decision }), modal };
}
