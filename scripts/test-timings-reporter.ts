/**
 * A Vitest reporter that prints, at the end of a run, how long each project took, the slowest
 * test files and every test that failed (its file, name and the first lines of its error), so a
 * file that grows slow is seen in every `npm test` (see README, Tests), and a failure is named
 * at the very end of the output, where a CI log's tail shows it. It only reads results; the
 * default reporter still reports them in full.
 *
 * A file's time is what its worker spent on it: setting up, importing the file and what it
 * imports, and running its hooks and tests. A project's time runs from the start of its first
 * file to the end of its last one, as seen from here.
 *
 * `npm test` runs several `vitest run`s side by side (scripts/run-tests.mjs) and prints one
 * summary for them all: it sets TEST_REPORT_FILE, and this reporter then writes what it found
 * there as JSON (scripts/test-report.mjs prints it) instead of printing it.
 */
import { writeFileSync } from "node:fs";
import type { Reporter, SerializedError, TestModule, Vitest } from "vitest/node";
import { formatReport, type Report } from "./test-report.mjs";

/** The first lines of an error: enough to tell which failure it is. */
const firstLines = (error: SerializedError | undefined) =>
  (error?.message ?? String(error ?? "unknown error")).split("\n").slice(0, 3).join("\n");

export default class TestTimingsReporter implements Reporter {
  private vitest!: Vitest;
  private report: Report = { timings: [], failures: [] };

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunStart() {
    this.report = { timings: [], failures: [] };
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    const project = module.project.name;
    const file = module.relativeModuleId;
    this.report.timings.push({ project, file, ms, end: Date.now() });
    // A file that failed to load or whose hooks failed has errors of its own.
    for (const error of module.errors()) this.report.failures.push({ project, file, test: "(the file itself)", error: firstLines(error) });
    for (const test of module.children.allTests("failed")) {
      const result = test.result();
      const error = result.state === "failed" ? result.errors[0] : undefined;
      this.report.failures.push({ project, file, test: test.fullName, error: firstLines(error) });
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    for (const error of unhandledErrors) this.report.failures.push({ project: "", file: "", test: "(an error outside any test)", error: firstLines(error) });
    const file = process.env.TEST_REPORT_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.report));
    else if (this.report.timings.length || this.report.failures.length) this.vitest.logger.log(formatReport([this.report]));
  }
}
