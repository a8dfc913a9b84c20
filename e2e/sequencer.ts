import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest by far: the layout walk, one file per language (about two minutes
 * each). Vitest orders files by how long they took last time, and with no record of a last run
 * (a fresh clone, as in CI) by their size, which put the walk's two short files last: the two
 * browser workers then ran them at the very end, side by side, with nothing left to share the
 * time with. Started first, they run beside the other files instead.
 */
const LONGEST = [/\/e2e\/layout-(ar|en)\.test\.ts$/];

/** Vitest's order, with each project's longest files moved to the front of that project's files. */
export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONGEST.some((pattern) => pattern.test(file.moduleId));
    // Vitest keeps each project's files together; within each, the long ones go first.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter(long), ...own.filter((file) => !long(file))];
    });
  }
}
