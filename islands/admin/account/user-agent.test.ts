import { describe, expect, it } from "vitest";
import { describeAgent } from "./user-agent";

describe("describeAgent", () => {
  it("names the browser and the system of common user agents", () => {
    expect(describeAgent("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36")).toEqual({
      browser: "Chrome",
      os: "Android",
    });
    expect(
      describeAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"),
    ).toEqual({ browser: "Safari", os: "iOS" });
    expect(describeAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0")).toEqual({ browser: "Firefox", os: "Windows" });
  });
  it("gives nothing for an empty or unknown string", () => {
    expect(describeAgent(null)).toBeNull();
    expect(describeAgent("  ")).toBeNull();
    expect(describeAgent("curl-ish")).toBeNull();
  });
});
