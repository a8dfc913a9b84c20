import { CircleAlert, CircleCheck, CircleDot } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { Lang, Translate } from "../../locales/i18n";
import { formatTime } from "../../locales/format";
import { richT } from "../lib/bidi";
import { focusField } from "../lib/focus-error";
import { spinner } from "../lib/form-styles";

/**
 * What an owner's save left on screen, beside its button, until the next change: a toast goes
 * after a few seconds, often while the owner looks at the form, so each save also says here that
 * it is saving, that it was saved (and when), or that it was not and what to do about it.
 *
 * `useSaveStatus()` keeps the state; the screen calls `saving()`, `saved()`, `failed()` around its
 * request and `changed()` when the owner edits something the form's inputs do not report
 * themselves (a button that adds a range, a photo removed). Typing in the form is seen by the
 * component on its own. `<SaveStatus>` draws it: a live region always in the page (so screen
 * readers hear each change), carrying `data-testid="save-status"` and `data-state` only while it
 * has something to say.
 *
 * One screen may have several forms (the account page): a form that starts saving, or is
 * changed, clears what the others said, so the screen shows one status at a time.
 */

export type SaveState = "idle" | "dirty" | "saving" | "saved" | "error";

/** Why a save failed, as far as the screen knows. */
export type SaveProblem =
  /** No answer: the line is down or the server unreachable. */
  | { network: true }
  /** A field is wrong: named, with its control's id, or (without `label`) found as the form's first invalid control. */
  | { field: { label?: string; target?: string } }
  /** Any other refusal, in the server's words. */
  | { message: string };

interface Status {
  state: SaveState;
  /** When the last save succeeded. */
  at?: number;
  /** The last save went for review (an approved listing): "sent for review" rather than "saved". */
  review?: boolean;
  problem?: SaveProblem;
}

// The statuses of this page: each one that starts saving or sees a change quiets the others.
const page = new EventTarget();
// What a form given a `keep` name last said, for the form drawn again after its save (the
// account's contact form starts afresh from the saved details).
const kept = new Map<string, Status>();

/** `keep`: a name under which the status outlives its form being drawn anew (remounted). */
export function useSaveStatus(options: { keep?: string } = {}) {
  const { keep } = options;
  const [status, setKept] = useState<Status>(() => (keep && kept.get(keep)) || { state: "idle" });
  // The kept copy is written at once, not when React draws: a form drawn anew in the same
  // render as its "saved" would otherwise come back still "saving".
  const setStatus = useCallback(
    (next: Status | ((s: Status) => Status)) => {
      if (keep) {
        const before = kept.get(keep) ?? { state: "idle" };
        kept.set(keep, typeof next === "function" ? next(before) : next);
      }
      setKept(next);
    },
    [keep],
  );
  const [owner] = useState(() => Symbol("save-status"));
  useEffect(() => {
    const quiet = (e: Event) => {
      if ((e as CustomEvent).detail !== owner) setStatus((s) => (s.state === "saving" ? s : { state: "idle" }));
    };
    page.addEventListener("active", quiet);
    return () => page.removeEventListener("active", quiet);
  }, [owner, setStatus]);
  const claim = () => page.dispatchEvent(new CustomEvent("active", { detail: owner }));
  return {
    ...status,
    saving() {
      claim();
      setStatus({ state: "saving" });
    },
    saved(options: { review?: boolean } = {}) {
      setStatus({ state: "saved", at: Date.now(), review: options.review });
    },
    failed(problem: SaveProblem) {
      setStatus({ state: "error", problem });
    },
    /** The owner changed something after the last save (or its failure): "unsaved changes". */
    changed() {
      claim();
      setStatus((s) => (s.state === "saving" || s.state === "dirty" ? s : { state: "dirty" }));
    },
    /** Back to saying nothing (changes discarded). */
    reset() {
      setStatus({ state: "idle" });
    },
  };
}

export type SaveStatusState = ReturnType<typeof useSaveStatus>;

const box = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "2",
  minInlineSize: 0,
  maxInlineSize: "full",
  fontSize: "sm",
  fontWeight: "semibold",
  lineHeight: "1.6",
  color: "fg",
  overflowWrap: "anywhere",
  "&:empty": { display: "none" },
  "&[data-state]": {
    paddingBlock: "1.5",
    paddingInline: "3",
    borderRadius: "lg",
    borderWidth: "1px",
    borderColor: "border",
    bg: "surface",
  },
  "&[data-state=saved]": { borderColor: "success", bg: "rgba(52,211,153,0.12)", "& svg": { color: "success" } },
  "&[data-state=error]": { borderColor: "danger", bg: "rgba(248,113,113,0.14)", "& svg": { color: "danger" } },
  "&[data-state=dirty]": { borderColor: "warning", bg: "rgba(251,191,36,0.12)", "& svg": { color: "warning" } },
  "& svg, & [data-spinner]": { flexShrink: 0, marginBlockStart: "1" },
});
const fieldLink = css({
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "pointer",
  minBlockSize: "6",
  _focusVisible: { outline: "2px solid token(colors.primary)", outlineOffset: "2px", borderRadius: "sm" },
});

/** A control's name on screen: its label's words (without the required star), else its aria-label. */
function controlName(control: HTMLElement) {
  const label = (control as HTMLInputElement).labels?.[0];
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[aria-hidden=true]").forEach((n) => n.remove());
    const text = copy.textContent?.trim();
    if (text) return text;
  }
  return control.getAttribute("aria-label") ?? "";
}

/**
 * The status line of one form (see `useSaveStatus`). `dirty`: the screen knows of unsaved changes
 * of its own (the menu's draft), shown while nothing else is to be said. `className` places it.
 */
export function SaveStatus(props: { status: SaveStatusState; t: Translate; lang: Lang; dirty?: boolean; className?: string }) {
  const { status, t, lang } = props;
  const ref = useRef<HTMLDivElement>(null);
  const s = (key: string, params?: Record<string, string | number>) => t(`qr.area.common.saveStatus.${key}`, params);
  const state: SaveState = status.state === "idle" && props.dirty ? "dirty" : status.state;
  // The first invalid control of the form, when the screen did not name the field.
  const [found, setFound] = useState<{ label: string; target?: string } | null>(null);
  const problem = status.state === "error" ? status.problem : undefined;
  useEffect(() => {
    if (!problem || !("field" in problem) || problem.field.label) return setFound(null);
    // After the form has drawn its fields' messages.
    const frame = requestAnimationFrame(() => {
      const control = ref.current?.closest("form")?.querySelector<HTMLElement>("[aria-invalid=true]");
      setFound(control ? { label: controlName(control), target: control.id || undefined } : null);
    });
    return () => cancelAnimationFrame(frame);
  }, [problem]);

  // Typing in the form is a change: what was said of the last save no longer holds.
  const { changed } = status;
  const settled = status.state === "saved" || status.state === "error";
  const onInput = useRef(changed);
  onInput.current = changed;
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form || !settled) return;
    // After React has taken the input: a render in between would put a controlled field's old
    // value back before React read the new one (the keystroke would be lost).
    const listener = () => void setTimeout(() => onInput.current(), 0);
    form.addEventListener("input", listener);
    return () => form.removeEventListener("input", listener);
  }, [settled]);

  const field = problem && "field" in problem ? (problem.field.label ? problem.field : found) : null;
  const goTo = (target?: string) => {
    const control = target && document.getElementById(target);
    if (control) focusField(control);
  };
  const content =
    state === "saving" ? (
      <>
        <span className={spinner} data-spinner aria-hidden />
        <span>{s("saving")}</span>
      </>
    ) : state === "saved" ? (
      <>
        <CircleCheck size={16} aria-hidden />
        <span>{s(status.review ? "sentForReview" : "saved", { time: formatTime(status.at!, lang) })}</span>
      </>
    ) : state === "dirty" ? (
      <>
        <CircleDot size={16} aria-hidden />
        <span>{s("dirty")}</span>
      </>
    ) : state === "error" ? (
      <>
        <CircleAlert size={16} aria-hidden />
        <span>
          {!problem || "network" in problem
            ? s("network")
            : "message" in problem
              ? richT(t, "qr.area.common.saveStatus.refused", { message: problem.message })
              : field?.label
                ? richT(t, "qr.area.common.saveStatus.field", {
                    field: field.target ? (
                      <a href={`#${field.target}`} className={fieldLink} onClick={(e) => (e.preventDefault(), goTo(field.target))}>
                        {field.label}
                      </a>
                    ) : (
                      field.label
                    ),
                  })
                : s("fields")}
        </span>
      </>
    ) : null;
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      className={props.className ? `${box} ${props.className}` : box}
      data-testid={content ? "save-status" : undefined}
      data-state={content ? state : undefined}
    >
      {content}
    </div>
  );
}
