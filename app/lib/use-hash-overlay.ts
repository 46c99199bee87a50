import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "./use-hydrated.ts";

/** Marks a history entry that an overlay pushed, so closing it can go back to the page it was opened on. */
interface OverlayState {
  overlay?: true;
}

export interface HashOverlay {
  /** The address's `#hash` without its "#" ("photo-3"); "" until the page has hydrated (the server never sees it). */
  hash: string;
  /** Opens: a history entry of its own, with `hash`, so the phone's Back button closes the overlay. */
  open: (hash: string) => void;
  /** Changes what the open overlay shows (another photo) in its entry, adding none. */
  replace: (hash: string) => void;
  /** Closes: back to the entry it was opened from, or, reached with the hash (a reload, a link), the hash removed. */
  close: () => void;
}

/** The history entry being closed (its key), while the address has not moved yet. */
let closing: string | null = null;

/**
 * A photo viewer or a dialog whose state is the address's hash (docs/decisions/008-gallery-lightbox-and-video.md):
 * opening pushes an entry, Back closes, Forward opens again, a reload or a shared link opens it, and closing with
 * its own button goes back one entry so history does not fill up. A hash-only navigation runs no loader, and
 * `preventScrollReset` keeps the page where it was.
 */
export function useHashOverlay(): HashOverlay {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, state, key } = location;
  const hash = hydrated ? location.hash.slice(1) : "";
  // The address moved: the entry can be closed again (Forward brings back an entry of the same key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the entry's key changes, which it does not read.
  useEffect(() => {
    closing = null;
  }, [key]);

  const open = useCallback(
    (next: string) => {
      void navigate(
        { pathname, search, hash: next },
        { state: { overlay: true } satisfies OverlayState, preventScrollReset: true },
      );
    },
    [navigate, pathname, search],
  );
  const replace = useCallback(
    (next: string) => {
      void navigate({ pathname, search, hash: next }, { replace: true, state, preventScrollReset: true });
    },
    [navigate, pathname, search, state],
  );
  const close = useCallback(() => {
    // A second close before the first has moved the address (a double click) would go back past the page.
    if (closing === key) return;
    closing = key;
    if ((state as OverlayState | null)?.overlay) void navigate(-1);
    else void navigate({ pathname, search, hash: "" }, { replace: true, preventScrollReset: true });
  }, [navigate, pathname, search, state, key]);

  return { hash, open, replace, close };
}
