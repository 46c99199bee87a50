export const listingKinds = ["auction", "project", "property"] as const;
export type ListingKind = (typeof listingKinds)[number];

export function isListingKind(value: unknown): value is ListingKind {
  return listingKinds.includes(value as ListingKind);
}

export const listingStatuses = ["AVAILABLE", "ACTIVE", "UPCOMING", "COMPLETED", "RENTED", "SOLD"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Statuses shown with a green badge; every other status is red (spec §4). */
export const openStatuses: readonly string[] = ["AVAILABLE", "ACTIVE", "UPCOMING"];

export function isOpenStatus(status: string): boolean {
  return openStatuses.includes(status);
}

/**
 * The statuses each kind of listing goes through, offered as filters, each with its own label
 * (`Status.{kind}.{status}`). A property's ACTIVE means the same as AVAILABLE (on the market):
 * it is shown as "Available" and found by the AVAILABLE filter.
 */
export const statusesOfKind: Record<ListingKind, readonly ListingStatus[]> = {
  auction: ["UPCOMING", "ACTIVE", "COMPLETED"],
  project: ["AVAILABLE", "ACTIVE", "SOLD", "COMPLETED"],
  property: ["AVAILABLE", "UPCOMING", "RENTED", "SOLD"],
};

const sameMeaning: Partial<Record<ListingKind, Partial<Record<ListingStatus, readonly ListingStatus[]>>>> = {
  property: { AVAILABLE: ["AVAILABLE", "ACTIVE"] },
};

/** The stored statuses a status filter finds for a kind of listing. */
export function statusesMatching(kind: ListingKind, status: ListingStatus): readonly ListingStatus[] {
  return sameMeaning[kind]?.[status] ?? [status];
}

export const boundaryDirections = ["north", "south", "east", "west"] as const;
export type BoundaryDirection = (typeof boundaryDirections)[number];

/** Facade codes of spec §3: one, two, three or four facing sides. */
export const facadeCodes = [
  "N",
  "S",
  "E",
  "W",
  "NE",
  "NW",
  "SE",
  "SW",
  "NS2",
  "EW2",
  "NE2",
  "NW2",
  "SE2",
  "SW2",
  "NSE",
  "NSW",
  "NEW",
  "SEW",
  "NSEW",
] as const;
export type FacadeCode = (typeof facadeCodes)[number];
