/** What became of one file of a batch of photos. */
export type UploadOutcome =
  | { id: string; name: string; ok: true }
  | { id: string; name: string; ok: false; message: string };

/** A batch's result as the page sums it up: how many were stored, and each refused file with the reason. */
export interface BatchSummary {
  uploaded: number;
  refused: { id: string; name: string; message: string }[];
}

/**
 * The summary shown after a batch: only for a batch of more than one file, or one with a refusal (a single photo
 * stored says so already). Null when there is nothing to sum up.
 */
export function summarizeBatch(outcomes: readonly UploadOutcome[]): BatchSummary | null {
  const refused = outcomes.flatMap((outcome) =>
    outcome.ok ? [] : [{ id: outcome.id, name: outcome.name, message: outcome.message }],
  );
  if (outcomes.length < 2 && refused.length === 0) return null;
  return { uploaded: outcomes.length - refused.length, refused };
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list for no move. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
