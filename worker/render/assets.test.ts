import { describe, expect, it } from "vitest";
import { testManifest } from "../testing/test-app";
import { assetsFromManifest } from "./assets";

describe("assetsFromManifest", () => {
  const assets = assetsFromManifest(testManifest);

  it("resolves the hashed client entry and stylesheet", () => {
    expect(assets.clientEntry).toBe("/assets/client-abc.js");
    expect(assets.stylesheets).toEqual(["/assets/global-abc.css"]);
  });

  it("preloads an island's chunk and its imports, once each", () => {
    expect(assets.preloadsFor(["lang-toggle", "theme-toggle"])).toEqual([
      "/assets/lang-toggle-abc.js",
      "/assets/react-abc.js",
      "/assets/theme-toggle-abc.js",
    ]);
    expect(assets.preloadsFor([])).toEqual([]);
  });

  it("adds React's runtime for a React island that wakes at once, and the modules a page names, with their imports", () => {
    const withReact = assetsFromManifest({
      ...testManifest,
      "islands/client.ts": { file: "assets/client-abc.js", isEntry: true, dynamicImports: ["islands/admin-app.tsx", "node_modules/react-dom/client.js"] },
      "islands/admin-app.tsx": { file: "assets/admin-app-abc.js", isDynamicEntry: true, imports: ["islands/client.ts", "_react-abc.js"] },
      "islands/site-menu.dom.ts": { file: "assets/site-menu-abc.js", isDynamicEntry: true },
      "node_modules/react-dom/client.js": { file: "assets/react-dom-client-abc.js", isDynamicEntry: true, imports: ["islands/client.ts", "_react-abc.js"] },
      "islands/admin/blog/blog-screen.tsx": { file: "assets/blog-screen-abc.js", isDynamicEntry: true, imports: ["islands/admin-app.tsx", "_list-abc.js"] },
      "_list-abc.js": { file: "assets/list-abc.js" },
    });
    expect(withReact.preloadsFor(["admin-app"], ["islands/admin/blog/blog-screen.tsx"])).toEqual([
      "/assets/admin-app-abc.js",
      "/assets/react-abc.js",
      "/assets/react-dom-client-abc.js",
      "/assets/blog-screen-abc.js",
      "/assets/list-abc.js",
    ]);
    // A DOM island needs no React, and a module the build does not know adds nothing.
    expect(withReact.preloadsFor(["site-menu"], ["islands/nowhere.tsx"])).toEqual(["/assets/site-menu-abc.js"]);
  });

  it("refuses a manifest without the entries, instead of serving pages without styles", () => {
    expect(() => assetsFromManifest({})).toThrow(/npm run build/);
  });
});
