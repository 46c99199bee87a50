import { describe, expect, it } from "vitest";
import { placeNotInTitle, truncateWords } from "./text.ts";

describe("placeNotInTitle", () => {
  it("drops the district a title already names", () => {
    expect(placeNotInTitle("مستودع للإيجار في حي السلي", "حي السلي، الرياض")).toEqual({ rest: "الرياض", named: true });
    expect(placeNotInTitle("Warehouse for Rent in As Sulay", "As Sulay, Riyadh")).toEqual({
      rest: "Riyadh",
      named: true,
    });
  });

  it("keeps the whole place when the title does not name it", () => {
    expect(placeNotInTitle("فيلا حديثة", "حي الملقا، الرياض")).toEqual({ rest: "حي الملقا، الرياض", named: false });
  });

  it("leaves nothing when the title names all of it", () => {
    expect(placeNotInTitle("شقة في حي الملقا بالرياض", "حي الملقا، الرياض")).toEqual({ rest: "", named: true });
  });
});

describe("truncateWords", () => {
  it("keeps a short text whole, without an ellipsis", () => {
    expect(truncateWords("  Villa in  Riyadh. ", 4)).toBe("Villa in Riyadh.");
  });

  it("ends a cut text on its last word, never on punctuation before the ellipsis", () => {
    expect(truncateWords("Hittin Land Auction, Riyadh North", 3)).toBe("Hittin Land Auction…");
    expect(truncateWords("works as a guest suite. Parking for three cars", 5)).toBe("works as a guest suite…");
    expect(truncateWords("مزاد أراضي حطين، شمال الرياض", 3)).toBe("مزاد أراضي حطين…");
    expect(truncateWords("Sold — kept here", 2)).toBe("Sold…");
  });
});
