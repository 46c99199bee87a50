import { describe, expect, it } from "vitest";
import { facadeBearing, parseFacade } from "./facade.ts";
import { facadeCodes } from "./listing.ts";

describe("parseFacade", () => {
  it.each([
    ["N", 1, ["north"]],
    ["S", 1, ["south"]],
    ["E", 1, ["east"]],
    ["W", 1, ["west"]],
    ["NE", 1, ["northeast"]],
    ["NW", 1, ["northwest"]],
    ["SE", 1, ["southeast"]],
    ["SW", 1, ["southwest"]],
    ["NS2", 2, ["north", "south"]],
    ["EW2", 2, ["east", "west"]],
    ["NE2", 2, ["north", "east"]],
    ["NW2", 2, ["north", "west"]],
    ["SE2", 2, ["south", "east"]],
    ["SW2", 2, ["south", "west"]],
    ["NSE", 3, ["north", "south", "east"]],
    ["NSW", 3, ["north", "south", "west"]],
    ["NEW", 3, ["north", "east", "west"]],
    ["SEW", 3, ["south", "east", "west"]],
    ["NSEW", 4, ["north", "south", "east", "west"]],
  ])("%s is %i facade(s) facing %j", (code, count, sides) => {
    expect(parseFacade(code)).toEqual({ code, count, sides });
  });

  it("covers every code of spec §3", () => {
    for (const code of facadeCodes) expect(parseFacade(code)?.code).toBe(code);
  });

  it("ignores case and surrounding spaces", () => {
    expect(parseFacade(" ne2 ")).toEqual({ code: "NE2", count: 2, sides: ["north", "east"] });
  });

  it.each([["EN"], ["N2"], ["NSEW4"], ["north"], [""], ["شمال"]])("rejects the unknown code %j", (code) => {
    expect(parseFacade(code)).toBeNull();
  });

  it("rejects what is not a string", () => {
    expect(parseFacade(undefined)).toBeNull();
    expect(parseFacade(null)).toBeNull();
    expect(parseFacade(2)).toBeNull();
  });
});

describe("facadeBearing", () => {
  it("measures clockwise from north", () => {
    expect(facadeBearing.north).toBe(0);
    expect(facadeBearing.east).toBe(90);
    expect(facadeBearing.southwest).toBe(225);
  });
});
