import { describe, expect, test } from "vitest";
import { readPhone } from "./phone.ts";
import { readPhoneStrictly } from "./phone-number.ts";

/** What each way of writing a number stores, in the browser (readPhone) and in the API (readPhoneStrictly). */
const stored: [string, string][] = [
  ["966501234567", "+966501234567"],
  ["00966501234567", "+966501234567"],
  ["0501234567", "+966501234567"],
  ["+966 50 123 4567", "+966501234567"],
  ["٠٥٠١٢٣٤٥٦٧", "+966501234567"],
  ["۰۵۰۱۲۳۴۵۶۷", "+966501234567"],
  ["+٩٦٦٥٠١٢٣٤٥٦٧", "+966501234567"],
  ["\u200f٠٥٠ ١٢٣ ٤٥٦٧\u200e", "+966501234567"],
  ["050-123-4567", "+966501234567"],
  ["+966 050 123 4567", "+966501234567"],
  ["501234567", "+966501234567"],
  ["0112345678", "+966112345678"],
  ["+966 11 234 5678", "+966112345678"],
  ["٠١١٢٣٤٥٦٧٨", "+966112345678"],
  ["+966 9200 12345", "+966920012345"],
  ["+966 800 123 4567", "+9668001234567"],
  ["+971 50 123 4567", "+971501234567"],
  ["00447911123456", "+447911123456"],
  ["+1 212 555 0123", "+12125550123"],
];

describe("phone numbers as written and as stored", () => {
  test.each(stored)("%j stores %j", (typed, phone) => {
    expect(readPhone(typed)).toEqual({ success: true, phone });
    expect(readPhoneStrictly(typed)).toEqual({ success: true, phone });
  });

  test.each<[string, string]>([
    ["", "required"],
    ["  \u200f ", "required"],
    ["05012345", "phoneSaudi"],
    ["05012345678", "phoneSaudi"],
    ["0401234567", "phoneSaudi"],
    ["+966 40 123 4567", "phoneSaudi"],
    ["phone", "phone"],
    ["050 123 456x", "phone"],
    ["1234567", "phone"],
    ["+1234567890123456", "phone"],
    ["+0123456789", "phone"],
  ])("%j is refused: %s", (typed, issue) => {
    expect(readPhone(typed)).toEqual({ success: false, issue });
    expect(readPhoneStrictly(typed)).toEqual({ success: false, issue });
  });

  test.each<[string, string]>([
    // The shape of a number, but not one its country gives out: only the API's full rules know.
    ["+44 7911 12345", "phone"],
    ["+971 12 345", "phone"],
    ["+1 099 555 0123", "phone"],
  ])("%j is refused by the API: %s", (typed, issue) => {
    expect(readPhoneStrictly(typed)).toEqual({ success: false, issue });
  });
});
