import { css } from "styled-system/css";
import { sparklinePoints } from "./stats";

const W = 120;
const H = 28;

/** Scans per day over 30 days as a small line; the label carries the figures for screen readers. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const points = sparklinePoints(values, W, H);
  return (
    <svg
      data-testid="scan-sparkline"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      className={css({ color: "accent", overflow: "visible", flexShrink: 0 })}
    >
      <title>{label}</title>
      <polyline points={`2,${H - 2} ${W - 2},${H - 2}`} fill="none" stroke="currentColor" strokeOpacity={0.2} strokeWidth={1} />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
