import { describe, expect, it } from "vitest";
import { isAllowedLink, linkAddress, youtubeId } from "./addresses";

describe("linkAddress", () => {
  it("keeps web, e-mail and phone links as written", () => {
    expect(linkAddress("https://agency.sy/about")).toBe("https://agency.sy/about");
    expect(linkAddress("  http://example.com/a?b=1#c ")).toBe("http://example.com/a?b=1#c");
    expect(linkAddress("mailto:hello@agency.sy")).toBe("mailto:hello@agency.sy");
    expect(linkAddress("mailto:hello@agency.sy?subject=Hi")).toBe("mailto:hello@agency.sy?subject=Hi");
    expect(linkAddress("tel:+963944555666")).toBe("tel:+963944555666");
    expect(linkAddress("tel:+963 944 555 666")).toBe("tel:+963944555666");
  });

  it("reads a bare site, e-mail address or phone number as the link it means", () => {
    expect(linkAddress("agency.sy/about")).toBe("https://agency.sy/about");
    expect(linkAddress("www.example.com")).toBe("https://www.example.com");
    expect(linkAddress("example.com:8080/x")).toBe("https://example.com:8080/x");
    expect(linkAddress("hello@agency.sy")).toBe("mailto:hello@agency.sy");
    expect(linkAddress("+963 944 555 666")).toBe("tel:+963944555666");
  });

  it("refuses every other scheme and what is no address", () => {
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "file:///etc/passwd", "ftp://example.com", "", "   ", "hello", "localhost", "https://", "mailto:", "tel:", "tel:abc", "https://exa mple.com"]) {
      expect(linkAddress(bad), bad).toBeNull();
    }
  });
});

describe("isAllowedLink", () => {
  it("takes only http, https, mailto and tel addresses, written out in full", () => {
    expect(isAllowedLink("https://agency.sy")).toBe(true);
    expect(isAllowedLink("http://agency.sy/x")).toBe(true);
    expect(isAllowedLink("mailto:a@b.co")).toBe(true);
    expect(isAllowedLink("tel:+963944555666")).toBe(true);
    expect(isAllowedLink("agency.sy")).toBe(false);
    expect(isAllowedLink("javascript:alert(1)")).toBe(false);
    expect(isAllowedLink(" https://agency.sy")).toBe(false);
    expect(isAllowedLink("/blog/x")).toBe(false);
  });
});

describe("youtubeId", () => {
  const id = "dQw4w9WgXcQ";
  it("finds the id in each way a YouTube address is written", () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&t=42s`,
      `http://m.youtube.com/watch?feature=share&v=${id}`,
      `youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `youtu.be/${id}?si=abc`,
      `https://www.youtube.com/shorts/${id}`,
      `https://youtube.com/shorts/${id}?feature=share`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://www.youtube.com/live/${id}`,
      `  ${id}  `,
      id,
    ]) {
      expect(youtubeId(url), url).toBe(id);
    }
    expect(youtubeId("https://youtu.be/a-b_C1d2E3f")).toBe("a-b_C1d2E3f");
  });

  it("answers null for anything else", () => {
    for (const bad of [
      "",
      "dQw4w9WgXc",
      "dQw4w9WgXcQQ",
      "dQw4w9WgX!Q",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/channel/UC1234567890",
      `https://vimeo.com/${id}`,
      `https://example.com/watch?v=${id}`,
      `https://youtube.com.evil.example/watch?v=${id}`,
      `javascript:alert('${id}')`,
      `ftp://youtu.be/${id}`,
    ]) {
      expect(youtubeId(bad), bad).toBeNull();
    }
  });
});
