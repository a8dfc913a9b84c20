import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatSize, whatsappLink } from "./format";

describe("formatSize (spec section 9: Bytes, KB, MB or GB)", () => {
  it("picks the unit by 1024 steps", () => {
    expect(formatSize(0, "en")).toBe("0 Bytes");
    expect(formatSize(1023, "en")).toBe("1,023 Bytes");
    expect(formatSize(1024, "en")).toBe("1 KB");
    expect(formatSize(1536, "en")).toBe("1.5 KB");
    expect(formatSize(5_242_880, "en")).toBe("5 MB");
    expect(formatSize(3 * 1024 ** 3, "en")).toBe("3 GB");
  });
  it("stops at GB, rounds to two decimals, and writes Arabic digits in Arabic", () => {
    expect(formatSize(2048 * 1024 ** 3, "en")).toBe("2,048 GB");
    expect(formatSize(1_234_567, "en")).toBe("1.18 MB");
    expect(formatSize(1536, "ar")).toBe("١٫٥ KB");
  });
  it("shows nothing for a missing or impossible size", () => {
    expect(formatSize(null, "en")).toBe("");
    expect(formatSize(undefined, "en")).toBe("");
    expect(formatSize(-1, "en")).toBe("");
    expect(formatSize(Number.NaN, "en")).toBe("");
  });
});

describe("dates (ar-SA on the Gregorian calendar)", () => {
  it("formats a day in Arabic with Gregorian month names, never Hijri", () => {
    const text = formatDay("2025-05-15T12:00:00Z", "ar");
    expect(text).toContain("مايو");
    expect(text).toContain("٢٠٢٥");
    expect(text).not.toMatch(/هـ/);
    expect(formatDay("2025-05-15T12:00:00Z", "en")).toBe("May 15, 2025");
  });
  it("adds the time for activity, and is empty for missing or invalid input", () => {
    expect(formatDateTime("2025-05-15T12:00:00Z", "en")).toMatch(/May 15, 2025.*\d{1,2}:\d{2}/);
    expect(formatDay(null, "ar")).toBe("");
    expect(formatDateTime("not a date", "ar")).toBe("");
  });
});

describe("whatsappLink", () => {
  it("keeps only the digits, without an international 00 prefix", () => {
    expect(whatsappLink("+963 944-111 222")).toBe("https://wa.me/963944111222");
    expect(whatsappLink("00963 944 111 222")).toBe("https://wa.me/963944111222");
  });
  it("gives nothing for an empty or too short number", () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink("123")).toBeNull();
  });
});
