import { describe, expect, it } from "vitest";
import { lockedMessage } from "./admin-messages.ts";

describe("lockedMessage", () => {
  it("counts minutes with Arabic's plural forms", () => {
    expect(lockedMessage(30, "ar")).toContain("بعد دقيقة واحدة");
    expect(lockedMessage(120, "ar")).toContain("بعد دقيقتين");
    expect(lockedMessage(3 * 60, "ar")).toContain("بعد 3 دقائق");
    expect(lockedMessage(11 * 60, "ar")).toContain("بعد 11 دقيقة");
    expect(lockedMessage(59 * 60 + 1, "ar")).toContain("بعد 60 دقيقة");
  });

  it("rounds up to whole minutes in English", () => {
    expect(lockedMessage(61, "en")).toBe("Too many failed sign-ins. Try again in 2 minutes.");
    expect(lockedMessage(1, "en")).toBe("Too many failed sign-ins. Try again in 1 minute.");
  });
});
