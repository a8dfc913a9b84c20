// The end-of-run summary of `npm test` (scripts/test-timings-reporter.ts gathers it): how long
// each project took, the slowest files, and every failed test. Several `vitest run`s that ran
// side by side are printed as one.

const SHOWN = 15;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {{ project: string; file: string; ms: number; end: number }} Timing
 * @typedef {{ project: string; file: string; test: string; error: string }} Failure
 * @typedef {{ timings: Timing[]; failures: Failure[] }} Report
 */

/** @param {Report[]} reports */
export function formatReport(reports) {
  const timings = reports.flatMap((r) => r.timings);
  const failures = reports.flatMap((r) => r.failures);
  const lines = [""];
  if (timings.length) {
    lines.push("Time per project (first file's start to last file's end):");
    for (const project of new Set(timings.map((t) => t.project))) {
      const files = timings.filter((t) => t.project === project);
      const start = Math.min(...files.map((t) => t.end - t.ms));
      const end = Math.max(...files.map((t) => t.end));
      const busy = files.reduce((sum, t) => sum + t.ms, 0);
      lines.push(`  ${project.padEnd(9)} ${seconds(end - start).padStart(8)}  (${files.length} files, ${seconds(busy)} of file time)`);
    }
    lines.push(`Slowest ${Math.min(SHOWN, timings.length)} of ${timings.length} test files (setup, imports, hooks and tests):`);
    for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
      lines.push(`  ${seconds(t.ms).padStart(8)}  ${t.project.padEnd(9)} ${t.file}`);
    }
  }
  if (failures.length) {
    lines.push("", `Failed (${failures.length}):`);
    for (const f of failures) {
      lines.push(`  ✗ ${[f.project, f.file].filter(Boolean).join(" ")}${f.file ? " › " : ""}${f.test}`);
      lines.push(...f.error.split("\n").map((line) => `      ${line}`));
    }
  }
  return lines.join("\n");
}
