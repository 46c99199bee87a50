import { describe, expect, it } from "vitest";
import { directionOf, languageFromAcceptLanguage, languageFromCookie } from "./language.ts";

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "ar"],
    ["", "ar"],
    ["en", "en"],
    ["en-GB,en;q=0.9", "en"],
    ["ar-SA", "ar"],
    ["fr-FR,fr;q=0.9", "ar"],
    ["fr;q=0.9,en;q=0.8", "en"],
    ["ar;q=0.2,en;q=0.8", "en"],
    ["en;q=0,ar", "ar"],
  ])("reads %j as %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("languageFromCookie", () => {
  it("finds the lang cookie among others", () => {
    expect(languageFromCookie("theme=dark; lang=en; x=1")).toBe("en");
  });
  it("ignores unsupported values and missing cookies", () => {
    expect(languageFromCookie("lang=fr")).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
});

describe("directionOf", () => {
  it("is right-to-left for Arabic and left-to-right for English", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});
