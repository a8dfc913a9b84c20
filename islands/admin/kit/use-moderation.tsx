import { Ban, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { checkField } from "../../../shared/field-rules";
import { moderationNoteRules, moderationReasonRules } from "../../../shared/form-rules";
import { needsReason } from "../../../shared/moderation";
import { spinner } from "../../lib/form-styles";
import { Modal } from "../../lib/modal";
import { ApiError, errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { danger, success } from "../core/styles";
import { toast } from "../core/toasts";
import { DialogActions } from "./dialog-actions";
import { NotesField } from "./notes-field";
import { DecidedBody, TellOwner, type OwnerToTell } from "./tell-owner";

/**
 * What an admin does to an owner or a listing after approval. Taking away (suspend, unpublish)
 * needs a reason the owner reads; giving back (reinstate, republish) takes an optional note.
 */
export type Moderation = "suspend" | "reinstate" | "unpublish" | "republish";

interface Options<T, A> {
  /** The typed call of the item's route, e.g. `(u, "suspend", reason) => data(client.qr.admin.users[":id"].suspend.$post(...))`. */
  send: (item: T, action: Moderation, text: string) => Promise<A>;
  /** What the list does with the server's answer (update the row, reload). */
  onDone: (answer: A, item: T) => unknown;
  /** What the action is about, shown above the reason. */
  subject: (item: T) => ReactNode;
  /**
   * Whom to tell of it, and what (the reason or note is added): given, the dialog then stays open
   * with a one-tap WhatsApp message to the owner (tell-owner.tsx) until the admin closes it.
   */
  tell?: (item: T, action: Moderation, answer: A) => Omit<OwnerToTell, "notes">;
}

interface DialogProps {
  action: Moderation | null;
  subject: ReactNode;
  /** Sends the reason or note; answers the server's message for the field when it refused it. */
  onConfirm: (text: string) => Promise<string | null>;
  onClose: () => void;
  /** Done: the dialog says so under this title and offers to tell the owner. */
  done?: { title: string; notice: OwnerToTell } | null;
}

const hint = css({ fontSize: "sm", color: "muted", lineHeight: "1.7" });

/**
 * The dialog of one moderation: what it is about, what it will do, and the reason or the note.
 * Taking away sends a `reason` (the route's reasonBody), giving back a `note` (moderationNoteBody);
 * whether it is needed and how long it may be are those schemas' own rules (shared/form-rules.ts),
 * checked here before anything is sent. A refusal keeps the dialog open with what was typed.
 */
export function ModerationDialog({ action, subject, onConfirm, onClose, done }: DialogProps) {
  const { t } = useAdmin();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setText("");
    setError(null);
  }, [action]);
  if (done) {
    return (
      // The same Modal as the form's below (see DecidedBody): React keeps the one dialog open.
      <Modal open onClose={onClose} title={done.title} closeLabel={t("common.close")}>
        <DecidedBody onClose={onClose}>
          <TellOwner notice={done.notice} />
        </DecidedBody>
      </Modal>
    );
  }
  if (!action) {
    return (
      <Modal open={false} onClose={onClose} title="" closeLabel={t("common.close")}>
        {null}
      </Modal>
    );
  }
  const taking = needsReason(action);
  const rule = taking ? moderationReasonRules.reason : moderationNoteRules.note;

  const confirm = async () => {
    const value = text.trim();
    // Blank where the server needs a reason. Lengths have no words here: the field's maxLength
    // (the same rule) keeps the text within them.
    if (checkField(rule, value) === "validation.required") {
      setError(t("moderation.reasonRequired"));
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const refused = await onConfirm(value);
      setError(refused);
      if (refused) field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={() => !busy && onClose()} title={t(`moderation.${action}Title`)} closeLabel={t("common.close")}>
      <div className={css({ display: "grid", gap: "1" })}>{subject}</div>
      <p className={hint} data-testid="moderation-hint">
        {t(`moderation.${action}Hint`)}
      </p>
      <NotesField
        id="moderation-text"
        name={taking ? "reason" : "note"}
        rows={3}
        value={text}
        onChange={(v) => {
          setText(v);
          if (error && v.trim()) setError(null);
        }}
        label={t(taking ? "moderation.reason" : "moderation.note")}
        placeholder={t(taking ? "moderation.reasonHint" : "moderation.noteHint")}
        rule={rule}
        error={error ?? undefined}
        inputRef={field}
      />
      <DialogActions busy={busy} onCancel={onClose}>
        <button type="button" data-testid="confirm-moderation" className={taking ? danger : success} onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? <span className={spinner} aria-hidden /> : taking ? <Ban size={16} aria-hidden /> : <RotateCcw size={16} aria-hidden />}
          {t(`moderation.${action}`)}
        </button>
      </DialogActions>
    </Modal>
  );
}

/**
 * Suspend, reinstate, unpublish or republish one item: `ask(item, action)` opens the dialog;
 * confirming sends the reason, tells the outcome in a toast (the server's reason on failure, a
 * refused reason under its field, the dialog staying open) and hands the answer to the list.
 */
export function useModeration<T, A>({ send, onDone, subject, tell }: Options<T, A>) {
  const { t } = useAdmin();
  const [asking, setAsking] = useState<{ item: T; action: Moderation } | null>(null);
  // The action taken, while the dialog offers to tell the owner.
  const [done, setDone] = useState<{ title: string; notice: OwnerToTell } | null>(null);
  const confirm = async (text: string): Promise<string | null> => {
    if (!asking) return null;
    const { item, action } = asking;
    try {
      const answer = await send(item, action, text);
      const title = t(`moderation.done.${action}`);
      toast("success", title);
      if (tell) setDone({ title, notice: { ...tell(item, action, answer), notes: text || null } });
      setAsking(null);
      await onDone(answer, item);
      return null;
    } catch (e) {
      const fieldMessage = e instanceof ApiError ? (e.errors.reason ?? e.errors.note) : undefined;
      toast("error", `${t(`moderation.error.${action}`)}: ${errorMessage(e)}`);
      return fieldMessage ?? null;
    }
  };
  const close = () => {
    setAsking(null);
    setDone(null);
  };
  const modal = <ModerationDialog action={asking?.action ?? null} subject={asking && subject(asking.item)} onConfirm={confirm} onClose={close} done={done} />;
  return { ask: (item: T, action: Moderation) => setAsking({ item, action }), modal };
}
