import { describe, expect, it } from "vitest";
import { moveItem, summarizeBatch } from "./batch.ts";

describe("a batch of photos summed up", () => {
  it("counts what was stored and names each refusal with its reason", () => {
    const outcomes = [
      ...Array.from({ length: 8 }, (_, i) => ({ id: `${i}`, name: `p${i}.jpg`, ok: true as const })),
      { id: "9", name: "page.jpg", ok: false as const, message: "Not a photo" },
    ];
    expect(summarizeBatch(outcomes)).toEqual({
      uploaded: 8,
      refused: [{ id: "9", name: "page.jpg", message: "Not a photo" }],
    });
  });

  it("says nothing for one photo stored, but does for one refused", () => {
    expect(summarizeBatch([{ id: "1", name: "a.jpg", ok: true }])).toBeNull();
    expect(summarizeBatch([])).toBeNull();
    expect(summarizeBatch([{ id: "2", name: "a.svg", ok: false, message: "No" }])).toEqual({
      uploaded: 0,
      refused: [{ id: "2", name: "a.svg", message: "No" }],
    });
  });
});

describe("moving a photo", () => {
  it("moves an item before or after others and clamps to the list", () => {
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});
