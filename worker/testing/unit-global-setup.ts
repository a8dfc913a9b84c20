/**
 * The unit tests' global setup, run once per `vitest run` in Vitest's own process before any
 * test file: builds the migrated and the seeded template databases that every test app copies
 * (worker/testing/db-template.ts) and hands their scripts to the test files. In watch mode they
 * are built again before each rerun, so an edited migration or seed is picked up.
 */
import type { TestProject } from "vitest/node";
import { useTestPasswordCost } from "../lib/password";
import { buildTemplates } from "./db-template";

export default async function setup(project: TestProject) {
  // The seeded admin's hash is made here: at the tests' cost, like every other hash in them.
  useTestPasswordCost();
  const provide = async () => project.provide("databaseTemplates", await buildTemplates());
  await provide();
  project.onTestsRerun(provide);
}
