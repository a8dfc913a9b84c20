import { useState, type ReactNode } from "react";
import { errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { toast } from "../core/toasts";
import type { Decision } from "../qr-listings/qr-types";
import { DecisionModal } from "./decision-modal";
import { TellOwner, type OwnerToTell } from "./tell-owner";

interface Options<T, A> {
  /**
   * The typed call of the item's decision route, e.g.
   * `(u, d, admin_notes) => data(client.qr.admin.users[":id"][d].$post({ param: { id: String(u.id) }, json: { admin_notes } }))`.
   */
  send: (item: T, decision: Decision, notes: string) => Promise<A>;
  /** The locale namespace with approved, rejected, approveError and rejectError. */
  strings: string;
  /** What the list does with the server's answer (update the row, drop it, reload). */
  onDecided: (answer: A, item: T) => unknown;
  /** What is decided on, shown above the notes. */
  subject: (item: T, decision: Decision) => ReactNode;
  /** The decision cannot be taken (the subject says why). */
  blocked?: (item: T, decision: Decision) => boolean;
  /**
   * Whom to tell of the decision taken, and what (the notes are added): given, the dialog stays
   * open once the decision succeeds, with a WhatsApp message to the owner ready to send.
   */
  tell?: (item: T, decision: Decision, answer: A) => Omit<OwnerToTell, "notes">;
}

/**
 * Approve or reject one item with notes: `ask(item, decision)` opens the dialog; confirming posts
 * the notes, tells the outcome in a toast (the server's reason on failure, the dialog staying open
 * to retry) and hands the answer to the list. With `tell`, the dialog then stays open on the
 * decision taken, offering a WhatsApp message to the owner, until the admin closes it.
 */
export function useDecision<T, A>({ send, strings, onDecided, subject, blocked, tell }: Options<T, A>) {
  const { t } = useAdmin();
  const [deciding, setDeciding] = useState<{ item: T; decision: Decision } | null>(null);
  // The decision taken, while the dialog offers to tell the owner.
  const [told, setTold] = useState<{ title: string; notice: OwnerToTell } | null>(null);
  const confirm = async (notes: string) => {
    if (!deciding) return;
    const { item, decision } = deciding;
    const approving = decision === "approve";
    try {
      const answer = await send(item, decision, notes);
      const title = t(`${strings}.${approving ? "approved" : "rejected"}`);
      toast("success", title);
      if (tell) setTold({ title, notice: { ...tell(item, decision, answer), notes } });
      else setDeciding(null);
      await onDecided(answer, item);
    } catch (e) {
      toast("error", `${t(`${strings}.${approving ? "approveError" : "rejectError"}`)}: ${errorMessage(e)}`);
    }
  };
  const close = () => {
    setDeciding(null);
    setTold(null);
  };
  const modal = (
    <DecisionModal
      decision={deciding?.decision ?? null}
      decided={told && { title: told.title, body: <TellOwner notice={told.notice} /> }}
      onConfirm={confirm}
      onClose={close}
      blocked={deciding ? blocked?.(deciding.item, deciding.decision) ?? false : false}
      subject={deciding && subject(deciding.item, deciding.decision)}
    />
  );
  return { ask: (item: T, decision: Decision) => setDeciding({ item, decision }), modal };
}
