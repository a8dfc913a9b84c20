/**
 * Import rules checked by `npm run lint` (dependency-cruiser), type imports included: a type
 * import ties two files together as much as a value import does for a reader.
 * no two files import each other, directly or through others. scripts/check-imports.mjs runs
 * it and adds the rule for top folders; which top folder may import which is in eslint.config.js.
 */
module.exports = {
  forbidden: [
    {
      name: "no-file-cycle",
      comment: "Files that import each other in a loop: move what both need into a third file.",
      severity: "error",
      from: { pathNot: "\\.test\\.tsx?$" },
      to: { circular: true, viaOnly: { pathNot: "\\.test\\.tsx?$" } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|styled-system|\\.wrangler)/|\\.test\\.tsx?$|\\.d\\.mts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    moduleSystems: ["es6", "cjs"],
  },
};
