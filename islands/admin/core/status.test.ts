import { describe, expect, it } from "vitest";
import { ownerStatus } from "./status";

describe("ownerStatus", () => {
  it("derives the status from the two flags", () => {
    expect(ownerStatus({ is_active: false, is_approved: false })).toBe("rejected");
    expect(ownerStatus({ is_active: false, is_approved: true })).toBe("rejected");
    expect(ownerStatus({ is_active: true, is_approved: false })).toBe("pending");
    expect(ownerStatus({ is_active: true, is_approved: true })).toBe("approved");
  });
});
