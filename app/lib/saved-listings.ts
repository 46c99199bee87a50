import { useSyncExternalStore } from "react";
import { formatListingRefs, type ListingRef, parseListingRefs, refKey } from "../../domain/listing-ref.ts";

/**
 * Lists a visitor keeps in this browser, without an account (docs/decisions/024-visitor-tools.md): favourites, and the listings visited last.
 * Kept in localStorage as `auction-3,project-12`; every tab and component sees a change at once.
 */
export type SavedList = "favourites" | "recently-viewed";

const storageKey: Record<SavedList, string> = { favourites: "favourites", "recently-viewed": "recently-viewed" };
/** Recently viewed keeps the last few; favourites as many as one shared link may carry. */
const maxLength: Record<SavedList, number> = { favourites: 50, "recently-viewed": 8 };

const none: ListingRef[] = [];
const listeners = new Set<() => void>();
const snapshots = new Map<SavedList, { raw: string | null; refs: ListingRef[] }>();

function readRaw(list: SavedList): string | null {
  try {
    return window.localStorage.getItem(storageKey[list]);
  } catch {
    // Storage refused (private mode, a policy): the lists are simply empty.
    return null;
  }
}

/** The same array while the stored text is the same, as useSyncExternalStore needs. */
function read(list: SavedList): ListingRef[] {
  const raw = readRaw(list);
  const known = snapshots.get(list);
  if (known && known.raw === raw) return known.refs;
  const refs = parseListingRefs(raw);
  snapshots.set(list, { raw, refs });
  return refs;
}

function write(list: SavedList, refs: readonly ListingRef[]): void {
  try {
    window.localStorage.setItem(storageKey[list], formatListingRefs(refs.slice(0, maxLength[list])));
  } catch {
    // Nothing to keep it in: the page still works, the list is not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(storageKey).includes(event.key)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** A saved list; empty on the server and while hydrating, so the first render matches the server's HTML. */
export function useSavedList(list: SavedList): ListingRef[] {
  return useSyncExternalStore(
    subscribe,
    () => read(list),
    () => none,
  );
}

const sameAs = (ref: ListingRef) => (other: ListingRef) => refKey(other) === refKey(ref);

/** Adds a listing to the favourites, or removes it; says whether it is a favourite now. */
export function toggleFavourite(ref: ListingRef): boolean {
  const current = read("favourites");
  const saved = current.some(sameAs(ref));
  write("favourites", saved ? current.filter((other) => !sameAs(ref)(other)) : [ref, ...current]);
  return !saved;
}

export function removeFavourite(ref: ListingRef): void {
  write(
    "favourites",
    read("favourites").filter((other) => !sameAs(ref)(other)),
  );
}

/** Keeps the given favourites besides one's own (a list shared by link), own ones first. */
export function addFavourites(refs: readonly ListingRef[]): void {
  const current = read("favourites");
  write("favourites", [...current, ...refs.filter((ref) => !current.some(sameAs(ref)))]);
}

/** The listing just visited goes first in the recently viewed. */
export function rememberViewed(ref: ListingRef): void {
  write("recently-viewed", [ref, ...read("recently-viewed").filter((other) => !sameAs(ref)(other))]);
}
