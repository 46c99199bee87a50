import { describe, expect, it } from "vitest";
import {
  dialCodeProgress,
  examplePhone,
  phoneCountries,
  searchCountries,
  tidyNationalInput,
} from "./phone-countries.ts";

const saudi = { iso2: "sa", dialCode: "966" };

describe("phoneCountries", () => {
  it("names every country in the page's language, Saudi Arabia and the Gulf first", () => {
    const arabic = phoneCountries("ar");
    const english = phoneCountries("en");
    expect(arabic.slice(0, 6).map((country) => country.iso2)).toEqual(["sa", "ae", "kw", "qa", "bh", "om"]);
    expect(arabic[0]?.name).toBe("المملكة العربية السعودية");
    expect(english[0]?.name).toBe("Saudi Arabia");
    expect(arabic.length).toBe(english.length);
    expect(arabic.length).toBeGreaterThan(200);
  });
});

describe("searchCountries", () => {
  const countries = phoneCountries("ar");
  const found = (query: string) => searchCountries(countries, query).map((country) => country.iso2);

  it("matches names in either language, ignoring Arabic letter variants", () => {
    expect(found("مصر")).toEqual(["eg"]);
    expect(found("egypt")).toEqual(["eg"]);
    expect(found("الامارات")).toContain("ae");
    expect(found("  ")).toHaveLength(countries.length);
  });

  it("matches dial codes with or without + or 00", () => {
    expect(found("+966")).toEqual(["sa"]);
    expect(found("00971")).toEqual(["ae"]);
    expect(found("44")).toContain("gb");
  });
});

describe("tidyNationalInput", () => {
  it("drops the trunk 0 dialled at home, except where the 0 belongs to the number", () => {
    expect(tidyNationalInput("0501234567", saudi)).toBe("501234567");
    // Arabic keyboards type Arabic-Indic digits (domain/digits.ts): they are taken as Latin ones.
    expect(tidyNationalInput("٠٥٠١٢٣٤٥٦٧", saudi)).toBe("501234567");
    expect(tidyNationalInput("\u200f۰۵۵ ۱۲۳ ۴۵۶۷", saudi)).toBe("55 123 4567");
    expect(tidyNationalInput("٠٠٩٧١٥٠١٢٣٤٥٦٧", saudi)).toBe("+971501234567");
    expect(tidyNationalInput("50 12٣", saudi)).toBe("50 123");
    expect(tidyNationalInput("0612345678", { iso2: "it", dialCode: "39" })).toBe("0612345678");
  });

  it("reads 00 as an international prefix", () => {
    expect(tidyNationalInput("00447700900123", saudi)).toBe("+447700900123");
  });

  it("refuses more than 15 digits with the country code", () => {
    expect(tidyNationalInput("501234567890", saudi)).toBe("501234567890");
    expect(tidyNationalInput("5012345678901", saudi)).toBeNull();
    expect(tidyNationalInput("+4477009001234567", saudi)).toBeNull();
  });
});

describe("dialCodeProgress", () => {
  it("tells the start of a country code from a whole one and from no code at all", () => {
    expect(dialCodeProgress("+")).toBe("partial");
    expect(dialCodeProgress("+9")).toBe("partial");
    expect(dialCodeProgress("+97")).toBe("partial");
    expect(dialCodeProgress("+971")).toBe("complete");
    expect(dialCodeProgress("+44")).toBe("complete");
    expect(dialCodeProgress("+1")).toBe("complete");
    expect(dialCodeProgress("+44 7700 900123")).toBe("complete");
    expect(dialCodeProgress("+999")).toBe("none");
    expect(dialCodeProgress("+0")).toBe("none");
    expect(dialCodeProgress("+9a")).toBe("none");
  });
});

describe("examplePhone", () => {
  it("gives a Saudi mobile for Saudi Arabia and the country's own format elsewhere", () => {
    expect(examplePhone({ iso2: "sa", format: ".. ... ...." })).toBe("50 123 4567");
    expect(examplePhone({ iso2: "qa", format: ".... ...." })).toBe("1234 5678");
    expect(examplePhone({ iso2: "xx", format: undefined })).toMatch(/^\d+$/);
  });
});
