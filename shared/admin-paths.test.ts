import { describe, expect, it } from "vitest";
import { adminSubPath, isKnownAdminPath } from "./admin-paths";

describe("admin paths", () => {
  it("reads the part after /admin, without a trailing slash", () => {
    expect(adminSubPath("/admin")).toBe("/");
    expect(adminSubPath("/admin/")).toBe("/");
    expect(adminSubPath("/admin/blog/")).toBe("/blog");
    expect(adminSubPath("/administrator")).toBeNull();
    expect(adminSubPath("/blog")).toBeNull();
  });
  it("knows the sidebar's screens, the quick actions' forms and the extra screens", () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "/admin/blog/new",
      "/admin/gallery/upload",
      "/admin/qr-users",
      "/admin/messages",
      "/admin/users",
      "/admin/password",
    ]) {
      expect(isKnownAdminPath(path), path).toBe(true);
    }
  });
  it("treats anything else as unknown", () => {
    for (const path of ["/admin/nope", "/admin/blog/7", "/admin/login/x", "/adminx"]) expect(isKnownAdminPath(path), path).toBe(false);
  });
});
