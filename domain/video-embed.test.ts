import { describe, expect, it } from "vitest";
import { parseVideoEmbed, videoEmbedSrc } from "./video-embed.ts";

describe("parseVideoEmbed", () => {
  it.each([
    ["https://www.youtube-nocookie.com/embed/aqr7Vx2Lm9Q", { id: "aqr7Vx2Lm9Q", start: null }],
    ["https://youtube-nocookie.com/embed/aqr7Vx2Lm9Q", { id: "aqr7Vx2Lm9Q", start: null }],
    ["https://www.youtube.com/embed/Rz3pK8nW1tY?start=42", { id: "Rz3pK8nW1tY", start: 42 }],
    ["https://youtube.com/embed/Hn5b_2mX-cE/", { id: "Hn5b_2mX-cE", start: null }],
    ["  https://WWW.YOUTUBE.COM/embed/Jd9sL4vP0aU?start=abc  ", { id: "Jd9sL4vP0aU", start: null }],
  ])("accepts the embed URL %s", (url, expected) => {
    expect(parseVideoEmbed(url)).toEqual(expected);
  });

  it.each([
    null,
    "",
    "not a url",
    "http://www.youtube-nocookie.com/embed/aqr7Vx2Lm9Q",
    "https://www.youtube.com/watch?v=aqr7Vx2Lm9Q",
    "https://youtu.be/aqr7Vx2Lm9Q",
    "https://www.youtube.com/embed/short",
    "https://www.youtube.com/embed/aqr7Vx2Lm9Q/extra",
    "https://www.youtube.com.evil.example/embed/aqr7Vx2Lm9Q",
    "https://evil.example/embed/aqr7Vx2Lm9Q",
    "https://user:pass@www.youtube.com/embed/aqr7Vx2Lm9Q",
    "https://www.youtube.com:8443/embed/aqr7Vx2Lm9Q",
    "javascript:alert(1)//www.youtube.com/embed/aqr7Vx2Lm9Q",
    "https://player.vimeo.com/video/123456",
  ])("refuses %s", (url) => {
    expect(parseVideoEmbed(url)).toBeNull();
  });
});

describe("videoEmbedSrc", () => {
  it("always points at the privacy-enhanced host", () => {
    expect(videoEmbedSrc({ id: "Rz3pK8nW1tY", start: null })).toBe(
      "https://www.youtube-nocookie.com/embed/Rz3pK8nW1tY?rel=0",
    );
  });

  it("adds autoplay and the start time when asked", () => {
    expect(videoEmbedSrc({ id: "Rz3pK8nW1tY", start: 42 }, { autoplay: true })).toBe(
      "https://www.youtube-nocookie.com/embed/Rz3pK8nW1tY?autoplay=1&start=42&rel=0",
    );
  });
});
