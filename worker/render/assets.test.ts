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

  it("refuses a manifest without the entries, instead of serving pages without styles", () => {
    expect(() => assetsFromManifest({})).toThrow(/npm run build/);
  });
});
