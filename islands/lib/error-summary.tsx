import type { ReactNode, Ref } from "react";
import { css, cx } from "styled-system/css";
import { focusField } from "./focus-error";
import { alertBox } from "../../shared/ui";

/**
 * The summary a refused form shows of what is wrong: one line per field in error, named by the
 * field's label with its message ("الموقع الإلكتروني: هذا ليس عنوان ويب"), each a link that puts
 * the focus on that field (and brings it to the middle of the screen); lines about no field (the
 * server's general message, a lost connection) as plain text. Every form of the product uses it:
 * the QR owner's listing form, the admin's forms and the contact form.
 */

/** One line: a message, and the field it is about (its label, and the id of its control). */
export interface SummaryLine {
  message: string;
  /** The field's name, as the form keys its errors. */
  field?: string;
  /** The field's label as the form shows it; without one, the field's name is shown. */
  label?: string;
  /** The id of the control to focus; without one the line is plain text (still naming its field). */
  target?: string;
}

/**
 * The lines in order with exact duplicates merged: a field named twice keeps its first message,
 * and a line about no field is dropped when the same words are already there. Two fields with the
 * same message (two bad links) stay two lines: each names its own field.
 */
export function summaryLines(lines: readonly SummaryLine[]): SummaryLine[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.field ? `field:${line.field}` : `text:${line.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const box = cx(alertBox, css({ fontSize: "sm", lineHeight: "1.7" }));
const title = css({ color: "danger", display: "block", marginBlockEnd: "1", fontWeight: "bold" });
const list = css({ listStyle: "disc", paddingInlineStart: "5", display: "grid", gap: "1" });
// A line is a tap target of its own: at least 24 px high, underlined like any link. A block, so
// the list's bullet stands by its first line when the message wraps.
const link = css({
  display: "block",
  minBlockSize: "6",
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  _hover: { color: "danger" },
  _focusVisible: { outline: "2px solid token(colors.primary)", outlineOffset: "2px", borderRadius: "sm" },
});

interface Props {
  /** What the box says above its lines. */
  heading: ReactNode;
  lines: readonly SummaryLine[];
  testId: string;
  /** Read out at once when it appears (the box also takes the focus when no field can). */
  alert?: boolean;
  boxRef?: Ref<HTMLDivElement>;
  className?: string;
}

/** The box: its heading, then each line (see `summaryLines`), a field's line as a link to it. */
export function ErrorSummary({ heading, lines, testId, alert, boxRef, className }: Props) {
  const shown = summaryLines(lines);
  if (!shown.length) return null;
  return (
    <div ref={boxRef} tabIndex={-1} role={alert ? "alert" : undefined} data-testid={testId} className={cx(box, className)}>
      <strong className={title}>{heading}</strong>
      <ul className={list}>
        {shown.map((line) => (
          <li key={line.field ? `f:${line.field}` : `t:${line.message}`}>
            {line.target ? (
              <a
                href={`#${line.target}`}
                data-testid="error-summary-link"
                data-field={line.field}
                className={link}
                onClick={(e) => {
                  const control = document.getElementById(line.target!);
                  if (!control) return;
                  // The field itself, not the page's address: no "#id" left in the address bar.
                  e.preventDefault();
                  focusField(control);
                }}
              >
                {line.label ?? <bdi dir="ltr">{line.field}</bdi>}: {line.message}
              </a>
            ) : line.field ? (
              // A field the form does not show (a server message about it): named as the API names it.
              <>
                {line.label ?? <bdi dir="ltr">{line.field}</bdi>}: {line.message}
              </>
            ) : (
              line.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
