import { describe, expect, it } from "vitest";
import { ownerStatus } from "./status";

describe("ownerStatus", () => {
  it("derives the status from the two flags", () => {
    expect(ownerStatus({ is_active: false, is_approved: false, suspended_at: null })).toBe("rejected");
    expect(ownerStatus({ is_active: false, is_approved: true, suspended_at: null })).toBe("rejected");
    expect(ownerStatus({ is_active: true, is_approved: false, suspended_at: null })).toBe("pending");
    expect(ownerStatus({ is_active: true, is_approved: true, suspended_at: null })).toBe("approved");
  });
});
