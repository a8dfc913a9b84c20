/**
 * A Vitest reporter that prints, at the end of a run, how long each project took and the slowest
 * test files, so a file that grows slow is seen in every `npm test` (see README, Tests). It only
 * reads timings; the default reporter still reports the results.
 *
 * A file's time is what its worker spent on it: setting up, importing the file and what it
 * imports, and running its hooks and tests. A project's time runs from the start of its first
 * file to the end of its last one, as seen from here.
 */
import type { Reporter, TestModule, Vitest } from "vitest/node";

const SHOWN = 15;

interface Timing {
  project: string;
  file: string;
  ms: number;
  end: number;
}

export default class TestTimingsReporter implements Reporter {
  private vitest!: Vitest;
  private timings: Timing[] = [];

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunStart() {
    this.timings = [];
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.timings.push({ project: module.project.name, file: module.relativeModuleId, ms, end: Date.now() });
  }

  onTestRunEnd() {
    if (!this.timings.length) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = ["", "Time per project (first file's start to last file's end):"];
    const projects = [...new Set(this.timings.map((t) => t.project))];
    for (const project of projects) {
      const files = this.timings.filter((t) => t.project === project);
      const start = Math.min(...files.map((t) => t.end - t.ms));
      const end = Math.max(...files.map((t) => t.end));
      const busy = files.reduce((sum, t) => sum + t.ms, 0);
      lines.push(`  ${project.padEnd(9)} ${seconds(end - start).padStart(8)}  (${files.length} files, ${seconds(busy)} of file time)`);
    }
    lines.push(`Slowest ${Math.min(SHOWN, this.timings.length)} of ${this.timings.length} test files (setup, imports, hooks and tests):`);
    for (const t of [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
      lines.push(`  ${seconds(t.ms).padStart(8)}  ${t.project.padEnd(9)} ${t.file}`);
    }
    this.vitest.logger.log(lines.join("\n"));
  }
}
