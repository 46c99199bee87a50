import { describe, expect, it } from "vitest";
import { placeNotInTitle } from "./text.ts";

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
