import { X } from "lucide-react";
import { useRef, useState, type Ref } from "react";
import { css } from "styled-system/css";
import { formatNumber } from "../../../locales/format";
import { pluralKey } from "../../../locales/i18n";
import { spinner } from "../../lib/form-styles";
import { Modal } from "../../lib/modal";
import { errorMessage } from "../core/api";
import { useAdmin } from "../core/i18n";
import { button, danger, primary, success } from "../core/styles";
import { toast } from "../core/toasts";
import { DialogActions } from "./dialog-actions";
import { NotesField } from "./notes-field";
import { checkField } from "../../../shared/field-rules";
import { bulkNoteRules, moderationReasonRules } from "../../../shared/form-rules";

/** One action a list offers on many rows at once, as its bulk API names it. */
export interface BulkAction<A extends string = string> {
  /** The API's action word ("publish", "approve", …). */
  action: A;
  label: string;
  tone?: "danger" | "success" | "primary";
  /** Asks for one note, given to every item (the reason of a bulk rejection). */
  note?: boolean;
  /**
   * The note is the reason every owner reads (a suspension, an unpublishing): the bulk route checks
   * it with one item's reason rule (moderationReasonRules: required, and its longest), and so does
   * this bar before anything is sent.
   */
  reason?: boolean;
}

/** What a bulk call answers: the ids done, and why each other one was not. */
export interface BulkAnswer {
  done: number[];
  failed: { id: number; reason: string }[];
}

/** A bulk action ready to run on the selected ids, by its list's typed bulk call. */
export interface BulkCommand extends BulkAction {
  run: (ids: number[], note?: string) => Promise<BulkAnswer>;
}

/**
 * A list's bulk actions bound to its bulk route: `send` is the typed call
 * (`(json) => data(client["blog-posts"].bulk.$post({ json }))`), so an action word the route does
 * not take fails the typecheck.
 */
export const bulkCommands = <A extends string>(
  send: (json: { ids: number[]; action: A; note?: string }) => Promise<BulkAnswer>,
  actions: BulkAction<A>[],
): BulkCommand[] => actions.map((a) => ({ ...a, run: (ids, note) => send({ ids, action: a.action, ...(note ? { note } : {}) }) }));

const toneClass = { danger, success, primary };

/**
 * On a wide screen the bar stays at the top of the table while it scrolls. On a phone it sits at
 * the bottom of the screen, under the thumb, and its coming does not push down the cards being
 * ticked (the list leaves room for it under the pager: `bulkBarRoom`). Opaque in both themes, so
 * rows scrolling under it never show through its buttons.
 */
const bar = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "2",
  alignItems: "center",
  padding: "3",
  paddingBlockEnd: "calc(token(spacing.3) + env(safe-area-inset-bottom, 0px))",
  borderWidth: "1px",
  borderColor: "primary",
  borderStartStartRadius: "xl",
  borderStartEndRadius: "xl",
  bg: "surfaceStrong",
  boxShadow: "lg",
  position: "fixed",
  insetInline: "0",
  insetBlockEnd: "0",
  zIndex: "2",
  lg: { position: "sticky", insetBlockStart: "2", insetBlockEnd: "auto", borderRadius: "xl", boxShadow: "none", paddingBlockEnd: "3" },
});
/** Room under a phone's list for the bar fixed at the bottom of the screen. */
export const bulkBarRoom = css({ blockSize: "32", lg: { display: "none" } });

/**
 * The bar over a list with selected rows: how many are selected, one button per bulk action
 * (`bulk-action`), and clearing the selection. Every action is confirmed first; the answer's
 * counts (done, failed) are told in a toast, then the list reloads.
 */
export function BulkBar({ actions, selected, onClear, onDone }: { actions: BulkCommand[]; selected: number[]; onClear: () => void; onDone: () => void }) {
  const { t, lang } = useAdmin();
  const [asking, setAsking] = useState<BulkCommand | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const sending = useRef(false);
  if (!selected.length) return null;
  const count = formatNumber(selected.length, lang);

  const run = async () => {
    if (!asking) return;
    // Blank where a reason is needed. Lengths have no words: the field's maxLength keeps the text within them.
    if (asking.reason && checkField(moderationReasonRules.reason, note) === "validation.required") {
      setNoteError(t("moderation.reasonRequired"));
      noteField.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await asking.run(selected, (asking.note || asking.reason) && note.trim() ? note.trim() : undefined);
      const counts = {
        done: formatNumber(result.done.length, lang),
        failed: formatNumber(result.failed.length, lang),
      };
      toast(result.done.length ? "success" : "error", t(result.failed.length ? "list.bulkPartly" : pluralKey("list.bulkDone", result.done.length, lang), counts));
      setAsking(null);
      setNote("");
      setNoteError(null);
      onDone();
    } catch (e) {
      toast("error", errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  // A second tap before the button shows as disabled (a double tap on a slow phone) must not send
  // the action again: the ref knows at once, the state only after the next render.
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    void run().finally(() => (sending.current = false));
  };

  return (
    <div
      role="region"
      aria-label={t("list.bulkLabel")}
      data-testid="bulk-bar"
      // Toasts on a phone sit above this bar, never on its buttons (islands/lib/toast-region.tsx).
      data-toast-avoid
      className={bar}
    >
      <strong data-testid="bulk-count">{t("list.selected", { count })}</strong>
      {actions.map((a) => (
        <button
          key={a.action}
          type="button"
          data-testid="bulk-action"
          data-action={a.action}
          className={a.tone ? toneClass[a.tone] : button}
          onClick={() => {
            setNoteError(null);
            setAsking(a);
          }}
        >
          {a.label}
        </button>
      ))}
      <button type="button" className={button} onClick={onClear}>
        <X size={15} aria-hidden />
        {t("list.clearSelection")}
      </button>
      <Modal open={asking !== null} onClose={() => !busy && setAsking(null)} title={t("list.bulkTitle")} closeLabel={t("common.close")}>
        <p className={css({ color: "muted" })}>{asking && t("list.bulkConfirm", { action: asking.label, count })}</p>
        {asking && (
          <BulkNoteField
            action={asking}
            value={note}
            onChange={(v) => {
              setNote(v);
              if (v.trim()) setNoteError(null);
            }}
            error={noteError ?? undefined}
            inputRef={noteField}
          />
        )}
        <DialogActions busy={busy} onCancel={() => setAsking(null)}>
          <button
            type="button"
            data-testid="confirm-bulk"
            className={asking?.tone ? toneClass[asking.tone] : primary}
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <span className={spinner} aria-hidden />}
            {asking?.label}
          </button>
        </DialogActions>
      </Modal>
    </div>
  );
}

/**
 * The one text a bulk action sends (`note`), when it asks for one: the reason every owner reads
 * (checked with one item's reason rule, as the bulk route does) or an optional note (the bulk
 * body's own rule). Nothing for an action that asks for neither.
 */
export function BulkNoteField({ action, value, onChange, error, inputRef }: { action: BulkAction; value: string; onChange: (v: string) => void; error?: string; inputRef?: Ref<HTMLTextAreaElement> }) {
  const { t } = useAdmin();
  if (action.reason) {
    return (
      <NotesField
        id="bulk-note"
        name="bulk_reason"
        rows={3}
        value={value}
        onChange={onChange}
        label={t("list.bulkReason")}
        placeholder={t("list.bulkReasonHint")}
        rule={moderationReasonRules.reason}
        error={error}
        inputRef={inputRef}
      />
    );
  }
  if (!action.note) return null;
  return <NotesField id="bulk-note" name="bulk_note" rows={3} value={value} onChange={onChange} placeholder={t("list.bulkNoteHint")} rule={bulkNoteRules.note} />;
}
