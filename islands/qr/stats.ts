/** Counts and chart geometry for the owner's dashboard. */

export type Status = "pending" | "approved" | "rejected";
export interface Counts {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
}

/** The four counters of the dashboard. */
export function countByStatus(items: readonly { status: string }[]): Counts {
  const counts: Counts = { total: items.length, approved: 0, pending: 0, rejected: 0 };
  for (const { status } of items) if (status === "approved" || status === "pending" || status === "rejected") counts[status] += 1;
  return counts;
}

/** The listings with duplicates by id removed, in the server's order. */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/**
 * An SVG polyline's points for a sparkline of `values` in a `width` x `height` box (a little
 * inset so the stroke is not clipped). All zeros draw a flat line along the bottom.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, inset = 2): string {
  if (!values.length) return "";
  const max = Math.max(...values, 0);
  const stepX = values.length > 1 ? (width - 2 * inset) / (values.length - 1) : 0;
  const usable = height - 2 * inset;
  return values
    .map((v, i) => {
      const x = inset + i * stepX;
      const y = height - inset - (max > 0 ? (Math.max(0, v) / max) * usable : 0);
      return `${round(x)},${round(y)}`;
    })
    .join(" ");
}
const round = (n: number) => Math.round(n * 10) / 10;
