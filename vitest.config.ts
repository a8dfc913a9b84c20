import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirst from "./e2e/sequencer";
import { forwardToLibsql } from "./worker/testing/libsql-outbound.mjs";
import { LIBSQL_TEST_URL } from "./worker/testing/workerd-constants.mjs";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { "styled-system": here("./styled-system") };

/**
 * Four projects, all run by `npm test`:
 * - unit: units and the API through app.request() against in-memory libSQL (Node);
 * - workerd: the production Worker entry inside workerd (Miniflare) on its production driver,
 *   libSQL over HTTP, against the libSQL test server (migrated and seeded by `npm run db:setup`),
 *   with R2 for images;
 * - e2e: real headless Chromium (Debian's) driving `npm start`'s server;
 * - e2e-slow: the visitor's critical journeys on an emulated slow phone (e2e/slow/), never beside
 *   e2e, so its timings never fight e2e for the two cores (run side by side on 2 cores, both
 *   missed their timeouts). Here it runs after unit and workerd and before e2e; `npm test` runs
 *   each project in a `vitest run` of its own, the slow phone first (scripts/run-tests.mjs).
 */
export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: on a 2-core machine (CI) that ran one test file
    // at a time. The unit files are CPU-bound and Vitest's own process is nearly idle while they
    // run, so they use every core. (The browser projects still run one file at a time.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The usual report, then the time of each project and the slowest files.
    reporters: ["default", "./scripts/test-timings-reporter.ts"],
    // Vitest's file order, with the layout walk started first (see the file).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["{worker,db,locales,pages,islands,shared,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.workerd.test.ts", "**/node_modules/**"],
          // Once per run: the template databases every test app copies (worker/testing/db-template.ts).
          globalSetup: ["worker/testing/unit-global-setup.ts"],
          // Before each file: passwords hashed at the tests' cost (see the file).
          setupFiles: ["worker/testing/unit-setup.ts"],
          // Each worker keeps the modules it loaded from one file to the next, instead of a fresh
          // process per file importing the app again: that loading was more than half of this
          // project's CPU time. Every file still builds its own apps and databases; nothing in
          // the app keeps state in a module that a test depends on (runs in shuffled file order,
          // --sequence.shuffle.files, pass), and a file that fakes the clock restores it.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            // oslo/password imports native hashers we never call; workerd cannot load .node files.
            "@node-rs/argon2": here("./worker/lib/native-stub.ts"),
            "@node-rs/bcrypt": here("./worker/lib/native-stub.ts"),
          },
        },
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/worker.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { DATABASE_URL: LIBSQL_TEST_URL },
              // Every fetch the Worker makes goes to the test server, in this Node process.
              outboundService: forwardToLibsql as never,
            },
          })),
        ],
        test: {
          name: "workerd",
          include: ["worker/**/*.workerd.test.ts"],
          globalSetup: ["worker/testing/workerd-global-setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          exclude: ["e2e/slow/**", "**/node_modules/**"],
          // The server under test, then the run's one Chromium (each file connects to it).
          globalSetup: ["e2e/global-setup.ts", "e2e/browser-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker against a server of its own (e2e/global-setup.ts
          // starts one per worker): one file keeps about one core busy (measured: 55 % of two,
          // the test, Chromium and the server mostly waiting on each other in turn), so a
          // second file uses the other core instead of leaving it idle.
          maxWorkers: 2,
          // Each file still gets its own browser contexts and data; the modules they share
          // (playwright-core, axe, the kits) are loaded once per run instead of once per file.
          isolate: false,
          // Last, after the slow phone: a group of its own (Vitest runs projects with other
          // worker settings in separate groups, in this order).
          sequence: { groupOrder: 2 },
          // A poll waits for what a person would see; on a shared 2-core machine a server answer
          // (a password hash, say) can take more than vitest's default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e-slow",
          environment: "node",
          include: ["e2e/slow/**/*.test.ts"],
          globalSetup: ["e2e/global-setup.ts", "e2e/browser-server.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One file at a time: these files measure what a phone on a slow line lives through.
          // Tried with two (three runs, on a machine busy with other work as well), the
          // journeys took two to three times as long and the 25 MB photo timed out.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
