import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { noteListingsSeen } from "../db/search-alert.repository.ts";

/** Listings waiting to be noted; past it, further ones wait for their next read (or the alerts' hourly job). */
const maxPending = 10_000;

export interface SeenNotes {
  /** Notes a listing whose page was just read as once listed, with the next write (memory only until then). */
  note(listingId: number, now?: Date): void;
  /** Writes the listings noted so far, at once. */
  flush(): Promise<void>;
}

/**
 * The listings whose pages were read before the alerts' hourly job noted them, written together a moment later
 * (one statement per `delayMs`) rather than one committed write per page: on SQLite each write is a synced commit
 * that holds the event loop (~1 ms), which a crawl of newly listed pages paid on every page
 * (docs/decisions/034-lean-server.md, "Tenth round"). A listing deleted in the meantime is skipped, not the batch.
 */
export function createSeenNotes(
  db: Kysely<Database>,
  options: { delayMs?: number; reportError?: (error: unknown) => void } = {},
): SeenNotes {
  let pending = new Set<number>();
  // When the first of the pending notes was taken: the batch's time (the notes of one batch are ≤ delayMs apart).
  let since = new Date();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Set();
    try {
      await noteListingsSeen(db, [...batch], since);
    } catch (error) {
      // Not noted: the listing's next uncached read notes it again (its row still says never seen), and where the
      // alerts run, their hourly job notes every visible listing.
      options.reportError?.(error);
    }
  };

  // One write at a time, so that a flush waits for the one under way.
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(write);
    return writing;
  };

  return {
    note(listingId, now = new Date()) {
      if (pending.has(listingId) || pending.size >= maxPending) return;
      if (pending.size === 0) since = now;
      pending.add(listingId);
      timer ??= setTimeout(() => void flush(), options.delayMs ?? 200).unref();
    },
    flush,
  };
}
