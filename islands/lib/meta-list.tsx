import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";

// A thin rule before each fact, drawn by CSS (no character stands between them). Each fact is
// pulled 1 px towards the start, so the rule of whichever fact begins a line falls just outside
// the box and is clipped: rules show only between facts, however the line wraps.
const list = css({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  rowGap: "0.5",
  overflow: "hidden",
  marginInline: "-2.5",
  verticalAlign: "top",
  "& > *": { marginInlineStart: "-1px", borderInlineStartWidth: "1px", borderColor: "border", paddingInline: "2.5" },
});

/**
 * A few facts side by side (a date, a count, a name) on one line that may wrap. They are
 * separated by space and a thin rule, never by a middle dot or a hyphen: between two
 * Arabic-Indic numbers ("٢٠٢٥ · ١٬٢٤٠") a dot reads as a zero and a hyphen as a minus. Each fact
 * is isolated, so an e-mail or an English name keeps its punctuation.
 */
export function MetaList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <span className={cx(list, className)}>
      {items
        .filter((item) => item !== null && item !== undefined && item !== false && item !== "")
        .map((item, i) => (
          <bdi key={i} dir="auto">
            {item}
          </bdi>
        ))}
    </span>
  );
}
