/**
 * Runs before each unit test file (vitest.config.ts, setupFiles).
 *
 * Passwords are hashed at the tests' cost (worker/lib/password.ts, TEST_SCRYPT): the API tests
 * log in and sign up hundreds of times, and at the production cost each hash takes a fifth of
 * a second of CPU. Hashes carry their cost, so verification works the same way; the tests of the
 * production cost (worker/lib/password.test.ts) switch it back for their file, and every server
 * the other projects start (workerd, the browser tests) hashes at the production cost.
 */
import { useTestPasswordCost } from "../lib/password";

useTestPasswordCost();
