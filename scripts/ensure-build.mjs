// Runs `npm run build` when dist/ is missing or older than any source, so `npm start` works
// straight after `npm install` and never serves a stale build.
//
// `--client`: only the client build (dist/client: the static assets and Vite's manifest), and
// only when it is missing or older than the sources it is made from. This is wrangler's build
// command (`[build]` in wrangler.toml): the Worker bundle imports the manifest and uploads
// dist/client as its static assets, so `wrangler deploy` (and `--dry-run`) on a fresh clone
// needs them, while the Node server bundle (dist/server) would be wasted time there. When the
// client is up to date, as after `npm run build`, it costs a few hundred milliseconds.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

const clientOnly = process.argv.includes("--client");

// What each build is made from. The client never includes worker/: islands import only types
// from it (the lint enforces that), and Panda reads styles from pages/, islands/ and shared/.
// (scripts/password-dictionary.mjs makes the password word lists the client build writes out
// for the Worker, dist/client/password-lists.json.)
const clientSources = ["pages", "islands", "shared", "db", "locales", "public", "panda.config.ts", "vite.config.ts", "package-lock.json", "scripts/password-dictionary.mjs"];
const sources = clientOnly ? clientSources : ["worker", ...clientSources];
// When each was last built: the full build writes its stamp after both bundles; the client
// build writes its manifest last.
const stamp = clientOnly ? "dist/client/.vite/manifest.json" : "dist/.build-stamp";

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
    const what = clientOnly ? "the client" : "";
    console.log(built ? `Sources changed since the last build: building${what && ` ${what}`}...` : `No build${what && ` of ${what}`} yet: building...`);
    // NODE_ENV may be "test" when a test runner calls us; the build must always be a production one.
    const env = { ...process.env, NODE_ENV: "production" };
    const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env, shell: process.platform === "win32" });
    // The client build is the first half of `npm run build` (see package.json): styles, then Vite.
    const steps = clientOnly ? [["npx", ["panda", "codegen", "--silent"]], ["npx", ["vite", "build"]]] : [["npm", ["run", "build"]]];
    for (const [command, args] of steps) {
      const result = run(command, args);
      if (result.status !== 0) {
        process.exitCode = result.status ?? 1;
        break;
      }
    }
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
