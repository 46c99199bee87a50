import { describe, expect, it } from "vitest";
import { parseVideoEmbed } from "../video-embed.ts";
import { mediaMessage, parseVideoLink, saveListingImagesBody, videoLinkSchema } from "./media.ts";

describe("video links", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=1m30s", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [" https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
  ])("reads %s as an embed the public page plays", (input, embed) => {
    expect(parseVideoLink(input)?.embedUrl).toBe(embed);
    // What is stored is what the public gallery accepts.
    expect(parseVideoEmbed(embed)).not.toBeNull();
  });

  it.each([
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC123",
    "javascript:alert(1)",
    "https://vimeo.com/76979871",
    "not a link",
  ])("refuses %s", (input) => {
    expect(parseVideoLink(input)).toBeNull();
    const parsed = videoLinkSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("invalid_video_link");
  });

  it("treats a blank field as no video", () => {
    expect(videoLinkSchema.parse("  ")).toBeNull();
  });
});

describe("saving a listing's images", () => {
  it("refuses the same image twice and over-long alternative texts", () => {
    const alt = { ar: "", en: "" };
    expect(
      saveListingImagesBody.safeParse({
        images: [
          { key: "a", alt },
          { key: "a", alt },
        ],
      }).success,
    ).toBe(false);
    expect(
      saveListingImagesBody.safeParse({ images: [{ key: "a", alt: { ar: "x".repeat(301), en: "" } }] }).success,
    ).toBe(false);
    expect(saveListingImagesBody.parse({ images: [{ key: "a", alt: { ar: " واجهة ", en: "Front" } }] })).toEqual({
      images: [{ key: "a", alt: { ar: "واجهة", en: "Front" } }],
    });
  });

  it("words every refusal in both languages", () => {
    expect(mediaMessage("too_many_pixels", "en")).toMatch(/50 megapixels/);
    expect(mediaMessage("too_many_pixels", "ar")).toMatch(/50 ميغابكسل/);
  });
});
