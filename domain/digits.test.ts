import { describe, expect, test } from "vitest";
import { decimalText, numberFromInput, parseDecimal, phoneText, toLatinDigits } from "./digits.ts";

describe("toLatinDigits", () => {
  test.each([
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["\u200f٠٥٠\u200e", "050"],
    ["\u061c١٢\u2066٣\u2069", "123"],
    ["١٢٫٥", "12.5"],
    ["١٬٥٠٠", "1,500"],
    ["abc", "abc"],
  ])("%j → %j", (input, output) => {
    expect(toLatinDigits(input)).toBe(output);
  });
});

describe("parseDecimal: a number field's text", () => {
  test.each<[string, number | null]>([
    ["1500000", 1500000],
    ["١٥٠٠٠٠٠", 1500000],
    ["۱۵۰۰۰۰۰", 1500000],
    ["١٬٥٠٠٬٠٠٠", 1500000],
    ["1,500,000", 1500000],
    ["1,500", 1500],
    ["1 500 000", 1500000],
    ["1\u00a0500\u00a0000", 1500000],
    ["1\u202f500", 1500],
    ["1\u2009500", 1500],
    ["١٢٫٥", 12.5],
    ["12.5", 12.5],
    ["12,5", 12.5],
    ["24,7136", 24.7136],
    ["1,500.75", 1500.75],
    ["٢٤٫٧١٣٦", 24.7136],
    ["-٤٦٫٦٧", -46.67],
    ["\u2212" + "46.67", -46.67],
    ["\u200f٣٥٠\u200e", 350],
    [".5", 0.5],
    ["+5", 5],
    ["", null],
    ["   ", null],
    ["abc", null],
    ["12a", null],
    ["1.2.3", null],
    ["1,5,0", null],
    ["12،5", null],
    ["--5", null],
    ["١٢-٣", null],
  ])("%j → %j", (input, output) => {
    expect(parseDecimal(input)).toBe(output);
  });

  test("the text keeps every digit a long number has", () => {
    expect(decimalText("١٢٣٤٥٦٧٨٩٠١٢")).toBe("123456789012");
  });
});

describe("numberFromInput: what the API takes for a number", () => {
  test.each<[unknown, unknown]>([
    [350, 350],
    ["٣٥٠", 350],
    ["1,500", 1500],
    ["", null],
    [null, null],
    ["abc", "abc"],
    [true, true],
  ])("%j → %j", (input, output) => {
    expect(numberFromInput(input)).toBe(output);
  });
});

describe("phoneText: a phone number's digits and plus", () => {
  test.each([
    ["+966 50 123 4567", "+966501234567"],
    ["00966501234567", "+966501234567"],
    ["٠٥٠١٢٣٤٥٦٧", "0501234567"],
    ["۰۵۰-۱۲۳-۴۵۶۷", "0501234567"],
    ["(050) 123.4567", "0501234567"],
    ["\u202a+966\u00a050\u2011123\u20114567\u202c", "+966501234567"],
    ["050 abc", "050abc"],
  ])("%j → %j", (input, output) => {
    expect(phoneText(input)).toBe(output);
  });
});
