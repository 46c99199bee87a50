import { describe, expect, it } from "vitest";
import { createTranslator, fill } from "./translate.ts";

describe("fill", () => {
  it("puts each named value in its place, as often as the text names it", () => {
    expect(fill("{{a}} و {{ b }} ثم {{a}}", { a: "١", b: 2 })).toBe("١ و 2 ثم ١");
  });

  it("leaves a text without places as it is, and an empty value empty", () => {
    expect(fill("بلا قيم", { a: "x" })).toBe("بلا قيم");
    expect(fill("[{{a}}]", { a: undefined })).toBe("[]");
  });

  it("keeps a place the caller did not name visible", () => {
    expect(fill("{{a}} {{missing}}", { a: "x" })).toBe("x {{missing}}");
  });

  it("fills places at the very start and end, and next to each other", () => {
    expect(fill("{{a}}{{b}}", { a: "x", b: "y" })).toBe("xy");
  });
});

describe("t", () => {
  it("fills the plural form of the count with the same values on every call", () => {
    const t = createTranslator("ar", { rooms_zero: "لا غرف", rooms_one: "غرفة", rooms_other: "الغرف: {{n}}" }) as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    expect(t("rooms", { count: 0 })).toBe("لا غرف");
    expect(t("rooms", { count: 1 })).toBe("غرفة");
    for (const n of [11, 11]) expect(t("rooms", { count: n, n: String(n) })).toBe("الغرف: 11");
  });
});
