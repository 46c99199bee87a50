import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone-display.ts";

describe("formatPhone", () => {
  it("groups a Saudi number as +966 50 000 0000", () => {
    expect(formatPhone("966500000000")).toBe("+966 50 000 0000");
  });
  it("shows another country's number with its plus, ungrouped", () => {
    expect(formatPhone("971501234567")).toBe("+971501234567");
  });
});
