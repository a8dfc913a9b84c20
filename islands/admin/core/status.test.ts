import { describe, expect, it } from "vitest";
import { isStatusFilter, matchesStatus, ownerStatus } from "./status";

describe("ownerStatus", () => {
  it("derives the status from the two flags", () => {
    expect(ownerStatus({ is_active: false, is_approved: false })).toBe("rejected");
    expect(ownerStatus({ is_active: false, is_approved: true })).toBe("rejected");
    expect(ownerStatus({ is_active: true, is_approved: false })).toBe("pending");
    expect(ownerStatus({ is_active: true, is_approved: true })).toBe("approved");
  });
});

describe("matchesStatus", () => {
  it("lets everything through 'all' and only the same status otherwise", () => {
    expect(matchesStatus("pending", "all")).toBe(true);
    expect(matchesStatus("pending", "pending")).toBe(true);
    expect(matchesStatus("approved", "pending")).toBe(false);
    expect(matchesStatus("rejected", "approved")).toBe(false);
  });
  it("knows the filter values", () => {
    expect(["all", "pending", "approved", "rejected"].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter("deleted")).toBe(false);
  });
});
