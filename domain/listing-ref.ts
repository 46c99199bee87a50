import { maxRowId } from "./ids.ts";
import { isListingKind, type ListingKind } from "./listing.ts";

/**
 * A listing named by its kind and id, written `project-12` in a link: favourites shared as one address, the
 * recently viewed list, and the batch call that reads them (docs/decisions/024-visitor-tools.md).
 */
export interface ListingRef {
  kind: ListingKind;
  id: number;
}

/** How many listings one shared link or batch call may name. */
export const maxListingRefs = 50;

export function refKey(ref: ListingRef): string {
  return `${ref.kind}-${ref.id}`;
}

/** Reads `auction-3,project-12`; what is not a listing reference is dropped, duplicates kept once, in order. */
export function parseListingRefs(text: string | null | undefined): ListingRef[] {
  const refs: ListingRef[] = [];
  const seen = new Set<string>();
  for (const part of (text ?? "").split(",")) {
    const match = /^([a-z]+)-([1-9]\d{0,9})$/.exec(part.trim());
    if (!match || !isListingKind(match[1])) continue;
    const id = Number(match[2]);
    const ref = { kind: match[1], id };
    if (id > maxRowId || seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    refs.push(ref);
    if (refs.length === maxListingRefs) break;
  }
  return refs;
}

export function formatListingRefs(refs: readonly ListingRef[]): string {
  return refs.map(refKey).join(",");
}
