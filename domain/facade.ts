import { type FacadeCode, facadeCodes } from "./listing.ts";

/** A compass direction a facade can face: the four sides and the four corners between them. */
export type FacadeDirection =
  | "north"
  | "south"
  | "east"
  | "west"
  | "northeast"
  | "northwest"
  | "southeast"
  | "southwest";

export interface Facade {
  code: FacadeCode;
  /** How many facades (street fronts) the plot has: 1 to 4. */
  count: 1 | 2 | 3 | 4;
  /** The directions the facades face, north and south before east and west, as in the code. */
  sides: readonly FacadeDirection[];
}

/**
 * What each facade code of spec §3 means.
 *
 * - N, S, E, W: one facade facing that side.
 * - NE, NW, SE, SW (no digit): still ONE facade (spec: "One facade"), on a plot turned so its only street
 *   front faces the corner direction, e.g. NE = one north-east facade ("واجهة شمالية شرقية").
 * - NS2, EW2, NE2, NW2, SE2, SW2: TWO facades, the digit telling them apart from the one-facade corner codes:
 *   NS2 = north and south (a plot between two parallel streets), NE2 = north and east (a corner plot), …
 * - NSE, NSW, NEW, SEW: three facades on the sides the letters name.
 * - NSEW: four facades, a plot surrounded by streets.
 */
const facades: Record<FacadeCode, readonly FacadeDirection[]> = {
  N: ["north"],
  S: ["south"],
  E: ["east"],
  W: ["west"],
  NE: ["northeast"],
  NW: ["northwest"],
  SE: ["southeast"],
  SW: ["southwest"],
  NS2: ["north", "south"],
  EW2: ["east", "west"],
  NE2: ["north", "east"],
  NW2: ["north", "west"],
  SE2: ["south", "east"],
  SW2: ["south", "west"],
  NSE: ["north", "south", "east"],
  NSW: ["north", "south", "west"],
  NEW: ["north", "east", "west"],
  SEW: ["south", "east", "west"],
  NSEW: ["north", "south", "east", "west"],
};

function isFacadeCode(code: string): code is FacadeCode {
  return (facadeCodes as readonly string[]).includes(code);
}

/** Reads a facade code (case and surrounding spaces do not matter); anything else is null. */
export function parseFacade(code: unknown): Facade | null {
  if (typeof code !== "string") return null;
  const normalised = code.trim().toUpperCase();
  if (!isFacadeCode(normalised)) return null;
  const sides = facades[normalised];
  return { code: normalised, count: sides.length as Facade["count"], sides };
}

/** Compass bearing of a direction in degrees, clockwise from north (north 0, east 90, …). */
export const facadeBearing: Record<FacadeDirection, number> = {
  north: 0,
  northeast: 45,
  east: 90,
  southeast: 135,
  south: 180,
  southwest: 225,
  west: 270,
  northwest: 315,
};
