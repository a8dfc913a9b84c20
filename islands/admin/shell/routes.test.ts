import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { adminScreenModule, adminScreenModules } from "../../../shared/admin-paths";

describe("admin screens", () => {
  it("the router loads exactly the modules the server preloads for each screen", () => {
    const source = readFileSync(fileURLToPath(new URL("./routes.tsx", import.meta.url)), "utf8");
    const imported = [...source.matchAll(/import\("\.\.\/([^"]+)"\)/g)].map((m) => `islands/admin/${m[1]}.tsx`);
    expect(imported.sort()).toEqual(Object.values(adminScreenModules).sort());
    for (const file of imported) expect(existsSync(file), file).toBe(true);
  });

  it("finds a path's screen by its first segment; the login has none", () => {
    expect(adminScreenModule("/")).toBe("islands/admin/dashboard/dashboard-screen.tsx");
    expect(adminScreenModule("/blog/new")).toBe("islands/admin/blog/blog-screen.tsx");
    expect(adminScreenModule("/QR-Businesses")).toBe("islands/admin/qr-listings/qr-businesses-screen.tsx");
    expect(adminScreenModule("/login")).toBeUndefined();
  });
});
