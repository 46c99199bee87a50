import { describe, expect, it } from "vitest";
import { normalizeForSearch } from "../search-text.ts";
import { type LeadPersonalData, retentionCutoff, scrubPersonalData } from "./lead-privacy.ts";

const noura: LeadPersonalData = {
  id: 7,
  name: "نورة الدوسري",
  email: "noura@example.sa",
  phone: "+966551112233",
  searchText: normalizeForSearch("نورة الدوسري noura@example.sa +966551112233"),
};
const words = (q: string) => normalizeForSearch(q).split(" ").filter(Boolean);

describe("scrubbing a lead's personal data from an audit detail", () => {
  it("blanks the person's name, e-mail and phone however written, and keeps the rest", () => {
    const detail = {
      to: { status: "closed" },
      items: [
        { id: 7, name: "نوره الدوسري", from: { status: "new" } },
        { id: 8, name: "Khalid Omar", from: { status: "new" } },
      ],
      contact: "NOURA@example.sa",
      phone: "055 111 2233",
    };
    expect(scrubPersonalData(detail, [noura], words)).toEqual({
      to: { status: "closed" },
      items: [
        { id: 7, name: null, from: { status: "new" } },
        { id: 8, name: "Khalid Omar", from: { status: "new" } },
      ],
      contact: null,
      phone: null,
    });
  });

  it("blanks an export's search that found the person, not one that did not", () => {
    expect(scrubPersonalData({ q: "الدوسري", kind: "contact" }, [noura], words)).toEqual({ q: null, kind: "contact" });
    expect(scrubPersonalData({ q: "2233" }, [noura], words)).toEqual({ q: null });
    const other = { q: "khalid" };
    expect(scrubPersonalData(other, [noura], words)).toBe(other);
  });

  it("leaves a detail naming nobody untouched (the same object)", () => {
    const detail = { changes: [{ field: "status", from: "new", to: "contacted" }] };
    expect(scrubPersonalData(detail, [noura], words)).toBe(detail);
  });
});

describe("the retention cutoff", () => {
  it("is N calendar months back, and none when the setting is off", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(retentionCutoff(24, now)?.toISOString()).toBe("2024-11-28T12:00:00.000Z");
    expect(retentionCutoff(1, now)?.toISOString()).toBe("2026-10-28T12:00:00.000Z");
    expect(retentionCutoff(0, now)).toBeNull();
  });
});
