// `npm test`: every check, arranged so a 2-core machine (CI) is busy the whole time but never
// overloaded. Three stages, each waiting for the one before:
//
//   1. the typecheck and the lint, side by side (each uses about one core);
//   2. the unit and workerd projects (CPU-bound: Vitest spreads them over every core);
//   3. the browser projects side by side: e2e (one file at a time, mostly CPU: Chromium drawing
//      and the server answering) beside e2e-slow (the emulated slow phone, which mostly waits on
//      its throttled network and its throttled CPU). Each has its own server, database and
//      Chromium (their global setups), so they share nothing but the cores.
//
// Output is never interleaved: what runs in the foreground (the lint, e2e) prints as it goes;
// the other's output is held and printed whole once the stage is over. The run fails if any step fails,
// and every step still runs to its end, so one failure does not hide another.
//
// `npm test -- <vitest arguments>` skips the stages and passes the arguments to one
// `vitest run` after the typecheck and lint, e.g. `npm test -- --project unit worker/lib`.
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

if (vitestArgs.length) {
  await stage(run(`vitest run ${vitestArgs.join(" ")}`, ...vitest(...vitestArgs)));
} else {
  // 2. The CPU-bound projects, alone.
  await stage(run("unit + workerd", ...vitest("--project", "unit", "--project", "workerd")));
  // 3. The browser projects side by side; the slow phone's report is printed after e2e's.
  await stage(run("e2e", ...vitest("--project", "e2e")), run("e2e-slow", ...vitest("--project", "e2e-slow"), { hold: true }));
}

const ok = results.every(Boolean);
console.log(`\nnpm test: ${ok ? "every step passed" : "FAILED"} in ${seconds(Date.now() - started)}\n${summary.join("\n")}`);
process.exit(ok ? 0 : 1);
