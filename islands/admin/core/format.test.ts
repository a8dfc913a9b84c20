import { describe, expect, it } from "vitest";
import { whatsappLink } from "./format";

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
