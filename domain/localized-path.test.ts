import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  languageSwitchHref,
  localizePath,
  stripLanguage,
  switchLanguageOfUrl,
  withoutLanguageChoice,
} from "./localized-path.ts";

describe("language URLs", () => {
  it("serves Arabic at the spec's paths and English under /en", () => {
    expect(localizePath("/auctions", "ar")).toBe("/auctions");
    expect(localizePath("/auctions", "en")).toBe("/en/auctions");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/?page=2", "en")).toBe("/en?page=2");
  });

  it("tells the language of a path without mistaking look-alike paths", () => {
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/map")).toBe("en");
    expect(languageOfPath("/map")).toBe("ar");
    expect(languageOfPath("/english")).toBe("ar");
  });

  it("strips the prefix back to the spec path", () => {
    expect(stripLanguage("/en/project/12")).toBe("/project/12");
    expect(stripLanguage("/en")).toBe("/");
    expect(stripLanguage("/project/12")).toBe("/project/12");
  });

  it("switches a URL's language keeping query and hash", () => {
    expect(switchLanguageOfUrl("/auctions", "?status=ACTIVE", "#top", "en")).toBe("/en/auctions?status=ACTIVE#top");
    expect(switchLanguageOfUrl("/en/auctions", "?page=2", "", "ar")).toBe("/auctions?page=2");
    expect(switchLanguageOfUrl("/en", "", "", "ar")).toBe("/");
  });

  it("marks the switch's link with the choice, once, and takes the mark off again", () => {
    expect(languageSwitchHref("/auctions", "?status=ACTIVE", "#top", "en")).toBe(
      "/en/auctions?status=ACTIVE&lang=en#top",
    );
    expect(languageSwitchHref("/en", "", "", "ar")).toBe("/?lang=ar");
    expect(withoutLanguageChoice("?status=ACTIVE&lang=en")).toBe("?status=ACTIVE");
    expect(withoutLanguageChoice("?lang=ar")).toBe("");
  });
});
