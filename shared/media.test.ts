import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_CARD, shareCardOf } from "./media";

describe("shareCardOf: the picture a link preview gets", () => {
  const base = "abcdef0123456789abcdef01";
  it.each([
    [undefined, DEFAULT_SHARE_CARD, true],
    ["", DEFAULT_SHARE_CARD, true],
    [`/media/${base}.png`, `/media/${base}-share.jpg`, true],
    [`/media/${base}-480.webp`, `/media/${base}-share.jpg`, true],
    ["/images/demo/blog-photo.svg", "/images/demo/share/blog-photo.jpg", true],
    // Previews cannot draw SVG, nor a protocol-relative or plain-http address.
    ["/images/logo.svg", DEFAULT_SHARE_CARD, true],
    ["https://cdn.example/a.svg?x=1", DEFAULT_SHARE_CARD, true],
    ["//evil.example/a.jpg", DEFAULT_SHARE_CARD, true],
    ["javascript:alert(1)", DEFAULT_SHARE_CARD, true],
    // An outside photo is passed on; its size is not ours to state.
    ["https://cdn.example/photo.jpg", "https://cdn.example/photo.jpg", false],
  ])("%s → %s", (src, url, card) => {
    expect(shareCardOf(src)).toEqual({ url, card });
  });
});
