// Runs `npm run build` when dist/ is missing or older than any source, so `npm start` works
// straight after `npm install` and never serves a stale build.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

const stamp = "dist/.build-stamp";
const sources = ["worker", "pages", "islands", "shared", "db", "locales", "public", "panda.config.ts", "vite.config.ts", "package-lock.json"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

// Several test runs may start at once (parallel sessions, CI steps): one builds, the others wait.
const lock = "dist/.build-lock";
mkdirSync("dist", { recursive: true });
const deadline = Date.now() + 10 * 60_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    // A lock older than the deadline belongs to a build that died; take it over.
    if (Date.now() > deadline || Date.now() - statSync(lock).mtimeMs > 10 * 60_000) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
try {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest));
  if (changed > built) {
    console.log(built ? "Sources changed since the last build: building..." : "No build yet: building...");
    // NODE_ENV may be "test" when a test runner calls us; the build must always be a production one.
    const env = { ...process.env, NODE_ENV: "production" };
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env, shell: process.platform === "win32" });
    if (result.status !== 0) process.exitCode = result.status ?? 1;
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
