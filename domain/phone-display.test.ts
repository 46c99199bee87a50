import { describe, expect, it } from "vitest";
import { formatPhone, isolatedPhone, telHref, whatsAppHref } from "./phone-display.ts";

describe("formatPhone", () => {
  it("groups a Saudi number as +966 50 000 0000, stored with its plus or, from before, without", () => {
    expect(formatPhone("966500000000")).toBe("+966 50 000 0000");
    expect(formatPhone("+966501234567")).toBe("+966 50 123 4567");
    expect(formatPhone("+966112345678")).toBe("+966 11 234 5678");
    expect(formatPhone("+9668001234567")).toBe("+966 800 123 4567");
    expect(formatPhone("+966920012345")).toBe("+966 9200 12345");
  });
  it("shows another country's number with its plus, ungrouped", () => {
    expect(formatPhone("971501234567")).toBe("+971501234567");
    expect(formatPhone("+971501234567")).toBe("+971501234567");
  });
});

describe("phone links and plain text", () => {
  it("isolates the number left to right for Arabic text", () => {
    expect(isolatedPhone("+966501234567")).toBe("\u2066+966 50 123 4567\u2069");
  });
  it("dials and chats from either stored form", () => {
    for (const phone of ["+966501234567", "966501234567"]) {
      expect(telHref(phone)).toBe("tel:+966501234567");
      expect(whatsAppHref(phone)).toBe("https://wa.me/966501234567");
    }
  });
});
