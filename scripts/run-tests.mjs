// `npm test`: every check. The typecheck and the lint run side by side (each uses about one
// core, so on a 2-core machine, as in CI, the pair takes the time of the slower), then one
// `vitest run` runs every project in vitest.config.ts's order: unit and workerd together, then
// the slow phone, then e2e, one browser file at a time.
//
// The browser projects are not run side by side: tried on 2 cores, e2e beside e2e-slow saved
// about half a minute of seventeen and made both miss their timeouts (the slow phone's CPU
// throttle and Chromium's drawing need the cores as much as e2e does).
//
// The typecheck's output (nothing when all is well) is held and printed when the lint is done,
// so nothing interleaves. The run fails if any step fails, and every step still runs, so one
// failure does not hide another.
//
// `npm test -- <vitest arguments>` passes the arguments to that `vitest run`, e.g.
// `npm test -- --project unit worker/lib`.
import { spawn } from "node:child_process";

const vitestArgs = process.argv.slice(2);
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const summary = [];
/** Output held back by the stage now running, printed when the stage is over. */
let held = [];

/**
 * Runs a command. `hold` keeps its output for the end of the stage (see `stage`); otherwise it
 * prints as it goes. Resolves to whether it succeeded.
 */
function run(label, command, args, { hold = false } = {}) {
  const begun = Date.now();
  const child = spawn(command, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
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

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const vitest = (...args) => [npx, ["vitest", "run", ...args]];

const results = [];
/** Runs these side by side, then prints what they held back. */
async function stage(...runs) {
  results.push(...(await Promise.all(runs)));
  for (const text of held) process.stdout.write(text);
  held = [];
}

// 1. Types and lint side by side: the typecheck's output (nothing when all is well) is held.
await stage(run("typecheck", npm, ["run", "typecheck", "--silent"], { hold: true }), run("lint", npm, ["run", "lint", "--silent"]));

// 2. Every Vitest project (or what the arguments ask for).
await stage(run(vitestArgs.length ? `vitest run ${vitestArgs.join(" ")}` : "vitest run", ...vitest(...vitestArgs)));

const ok = results.every(Boolean);
console.log(`\nnpm test: ${ok ? "every step passed" : "FAILED"} in ${seconds(Date.now() - started)}\n${summary.join("\n")}`);
process.exit(ok ? 0 : 1);
