// `npm test`: every check, in four `vitest run`s and two other commands, arranged for a 2-core
// machine (as in CI):
//
//   1. the slow phone (the e2e-slow project) at normal priority and, beside it at the lowest CPU
//      priority (`nice -n 19`), the typecheck and the lint side by side, then the workerd
//      project. The slow phone's journeys spend much of their time waiting on an emulated
//      400 kbit/s line (measured alone: a third of the machine idle), and at that priority the
//      others get only what it leaves: in the same run the slow phone took what it takes alone;
//   2. the unit project (pure CPU work on every core);
//   3. the e2e project (two browser files at a time: both cores busy).
//
// Measured on the 2-core machine: 677 s, where the checks, then all four projects in one
// `vitest run`, took 867 s. Tried and dropped: the unit project beside the slow phone as well.
// It got too little of the machine to be done before e2e, then slowed e2e. The browser projects
// side by side: e2e beside e2e-slow saved half a minute and made both miss their timeouts.
//
// What runs beside the slow phone has its output held and printed when it is done, so nothing
// interleaves. At the end comes one summary of every `vitest run` (scripts/test-report.mjs):
// the time of each project, the slowest files and every failed test, so a CI log's tail names
// what failed. The run fails if any step fails, and every step still runs, so one failure does
// not hide another.
//
// `npm test -- <vitest arguments>` runs the typecheck and the lint, then one `vitest run` with
// those arguments, e.g. `npm test -- --project unit worker/lib`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatReport } from "./test-report.mjs";

const vitestArgs = process.argv.slice(2);
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const summary = [];
/** Output held back by what runs beside the slow phone, printed when that is done. */
const held = [];
/** Where each `vitest run` writes its timings and failures (see the reporter). */
const reports = mkdtempSync(join(tmpdir(), "test-report-"));
const reportFiles = [];

const windows = process.platform === "win32";
const npm = windows ? "npm.cmd" : "npm";
const npx = windows ? "npx.cmd" : "npx";

/**
 * Runs a command. `hold` keeps its output for the end; otherwise it prints as it goes. `low`
 * runs it (and everything it starts) at the lowest CPU priority. Resolves to whether it
 * succeeded.
 */
function run(label, command, args, { hold = false, low = false, env = {} } = {}) {
  const begun = Date.now();
  [command, args] = low && !windows ? ["nice", ["-n", "19", command, ...args]] : [command, args];
  const child = spawn(command, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
  const chunks = [];
  if (hold) {
    child.stdout.on("data", (d) => chunks.push(d));
    child.stderr.on("data", (d) => chunks.push(d));
  }
  return new Promise((resolve) => {
    child.on("error", (error) => chunks.push(Buffer.from(`${label} could not start: ${error.message}\n`)));
    child.on("close", (code, signal) => {
      const ok = code === 0;
      if (hold) held.push(`\n── ${label} ──\n${Buffer.concat(chunks).toString()}`);
      summary.push(`  ${ok ? "ok  " : "FAIL"} ${label.padEnd(34)} ${seconds(Date.now() - begun).padStart(6)}${ok ? "" : `  (${signal ?? `exit ${code}`})`}`);
      resolve(ok);
    });
  });
}

/** A `vitest run` with these arguments, its report written for the end-of-run summary. */
function vitest(args, options = {}) {
  const file = join(reports, `${reportFiles.length}.json`);
  reportFiles.push(file);
  const label = `vitest run${args.length ? ` ${args.join(" ")}` : ""}`;
  return run(label, npx, ["vitest", "run", ...args], { ...options, env: { TEST_REPORT_FILE: file } });
}

const checks = (options) => Promise.all([run("typecheck", npm, ["run", "typecheck", "--silent"], { hold: true, ...options }), run("lint", npm, ["run", "lint", "--silent"], { hold: true, ...options })]);

const printHeld = () => held.splice(0).forEach((text) => process.stdout.write(text));
const results = [];
if (vitestArgs.length) {
  results.push(...(await checks()));
  printHeld();
  results.push(await vitest(vitestArgs));
} else {
  const beside = (async () => [...(await checks({ low: true })), await vitest(["--project", "workerd"], { low: true, hold: true })])();
  results.push(await vitest(["--project", "e2e-slow"]), ...(await beside));
  printHeld();
  results.push(await vitest(["--project", "unit"]));
  results.push(await vitest(["--project", "e2e"]));
}

const parsed = reportFiles.flatMap((file) => {
  try {
    return [JSON.parse(readFileSync(file, "utf8"))];
  } catch {
    return []; // that run ended before its reporter wrote (its failure is in the summary below)
  }
});
rmSync(reports, { recursive: true, force: true });
console.log(formatReport(parsed));

const ok = results.every(Boolean);
console.log(`\nnpm test: ${ok ? "every step passed" : "FAILED"} in ${seconds(Date.now() - started)}\n${summary.join("\n")}`);
process.exit(ok ? 0 : 1);
