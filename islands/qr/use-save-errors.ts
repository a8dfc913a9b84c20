import { useEffect, useRef, useState } from "react";
import { summaryLines, type SummaryLine } from "../lib/error-summary";
import { focusField } from "../lib/focus-error";
import { notify, resolveNotices } from "./notices";
import type { SaveStatusState } from "./save-status";

/** One line of a refused save's summary: `field` names the field it is about, if any. */
export interface SaveError {
  field?: string;
  message: string;
}

/**
 * The lines of the summary still worth showing, given the messages the form's fields hold now:
 * a line about a field goes once that field is fixed (its message cleared), and the whole summary
 * goes, its general line too, once none of the fields it named is still wrong. A summary that
 * named no field (a lost connection) stays until the next save.
 */
export function linesStillWrong(problems: readonly SaveError[], errors: Readonly<Record<string, string | undefined>>): SaveError[] {
  const named = problems.filter((p) => p.field);
  const stillWrong = named.filter((p) => errors[p.field!]);
  return named.length && !stillWrong.length ? [] : problems.filter((p) => !p.field || stillWrong.includes(p));
}

interface Options {
  /** The notices about this form's fields carry this source, so they go once the fields are fixed (`resolveNotices`). */
  source: string;
  /** The summary's heading and the error notice's title ("the listing could not be saved"). */
  title: string;
  /** The messages the form's fields hold now, by field. */
  errors: Readonly<Record<string, string | undefined>>;
  /** The id of a field's control: the summary links to it and the focus goes to it. */
  controlId: (field: string) => string;
  /** A field's name on screen, for its line in the summary. */
  label: (field: string) => string;
  /** The form's save status (`useSaveStatus`): a refused save tells it what to do, naming the first field in error. */
  status?: SaveStatusState;
}

/**
 * What a QR owner's form does when a save is refused (by its own checks or by the server): the
 * summary above the form lists each problem once, an error notice says the first, and the focus
 * goes to the first field in error (brought to the middle of the screen), or to the summary when
 * no field is named. As the owner fixes the fields, their lines and then the notice go.
 *
 * `fail(problems)` shows them (and tells the form's save status, when given); `clear()` empties the summary when a new save starts; `lines` and
 * `boxRef` are for the form's `<ErrorSummary>`.
 */
export function useSaveErrors({ source, title, errors, controlId, label, status }: Options) {
  const [problems, setProblems] = useState<SaveError[]>([]);
  const boxRef = useRef<HTMLDivElement>(null);

  /** `network`: no answer came (the status then says to check the connection). */
  function fail(list: SaveError[], how: { network?: boolean } = {}) {
    const unique = summaryLines(list);
    const first = unique.find((p) => p.field)?.field;
    setProblems(unique);
    status?.failed(how.network ? { network: true } : first ? { field: { label: label(first), target: controlId(first) } } : { message: unique[0].message });
    notify("error", unique[0].message, title, first ? { source } : {});
    // After the summary and the fields' messages are drawn.
    requestAnimationFrame(() => {
      const target = first ? document.getElementById(controlId(first)) : null;
      if (target) focusField(target);
      else boxRef.current?.focus();
    });
  }

  const summary = linesStillWrong(problems, errors);
  useEffect(() => void (summary.length || resolveNotices(source)), [summary.length, source]);
  const lines: SummaryLine[] = summary.map((p) => (p.field ? { ...p, label: label(p.field), target: controlId(p.field) } : p));
  return { fail, clear: () => setProblems([]), lines, boxRef };
}
