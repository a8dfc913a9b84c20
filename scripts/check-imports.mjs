// `npm run lint` (after ESLint): the import graph, type imports included, read by
// dependency-cruiser with the rules of .dependency-cruiser.cjs:
// - no files import each other in a loop, directly or through others;
// - no top folder (worker/, pages/, islands/, shared/, db/, ...) imports a folder that imports it
//   back. Here a type import counts only inside one folder: the browser's API client names the
//   API's type (`hc<Api>`, islands/lib/api-client.ts) while the server renders the pages that
//   hold the islands, and a type leaves no code behind. Which folder may import which, types included, is
//   eslint.config.js's business.
// Tests are left out: a test imports what it tests, from wherever it is.
// `SHOW_EDGES=1 node scripts/check-imports.mjs` also prints the top folders' graph.
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const ROOTS = ["worker", "islands", "pages", "shared", "db", "locales", "scripts", "bench", "e2e"];

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const { output } = await cruise(ROOTS, { ...options, validate: true }, undefined, { tsConfig: extractTSConfig("tsconfig.json") });

const problems = [];
for (const v of output.summary.violations) {
  problems.push(`${v.rule.name}: ${[v.from, ...(v.cycle ?? []).map((c) => c.name ?? c)].join(" -> ")}`);
}

// The top folders' graph: an edge for each import that carries code, with one file pair as an example.
const top = (path) => path.split("/")[0];
const edges = new Map();
for (const module of output.modules) {
  for (const dep of module.dependencies) {
    if (dep.coreModule || dep.couldNotResolve || /node_modules/.test(dep.resolved)) continue;
    if (dep.dependencyTypes.includes("type-only")) continue;
    const [from, to] = [top(module.source), top(dep.resolved)];
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} -> ${dep.resolved}`);
  }
}
const reaches = (from, to, seen = new Set()) =>
  [...(edges.get(from)?.keys() ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
for (const [from, targets] of edges) {
  for (const [to, example] of targets) if (reaches(to, from)) problems.push(`no-folder-cycle: ${from}/ imports ${to}/ (${example}), and ${to}/ leads back to ${from}/`);
}

if (process.env.SHOW_EDGES) for (const [from, targets] of edges) console.log(from, "->", [...targets.keys()].join(", "));
if (problems.length) {
  console.error(`Import rules (.dependency-cruiser.cjs, scripts/check-imports.mjs): ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`imports: no loops among ${output.summary.totalCruised} files, nor among the top folders`);
