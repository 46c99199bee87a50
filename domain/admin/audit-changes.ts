// What a change did to a record, kept in its audit row so the log can say it in words ("status: new → contacted",
// "price: 2,500,000 → 2,400,000"). Pure, without zod: the back office's log page reads the same shape.

/** A value short enough to show in the log. */
export type AuditValue = string | number | boolean | null;

/** One field a change touched: with both values when they are short, without them when not (`long`). */
export type FieldChange = { field: string; from: AuditValue; to: AuditValue } | { field: string; long: true };

/** Longer texts (descriptions, addresses) are noted as changed; their values would crowd the log. */
export const shortTextLimit = 80;

function shortValue(value: unknown): value is AuditValue {
  if (value === null || value === undefined || typeof value === "number" || typeof value === "boolean") return true;
  return typeof value === "string" && value.length <= shortTextLimit && !/[\r\n]/.test(value);
}

/**
 * The fields among `fields` that `after` sets to something other than `before` has, in `fields`' order. A field
 * `after` does not carry is not a change (a partial update). Values that are short texts, numbers, flags or empty
 * are kept; long or multi-line texts, lists and objects are noted without them, as are the fields in `long`
 * (rich texts, whose short HTML says nothing readable).
 */
export function changesOf(
  before: object,
  after: object,
  fields: readonly string[],
  long: readonly string[] = [],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = (before as Record<string, unknown>)[field] ?? null;
    const to = (after as Record<string, unknown>)[field] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes.push(
      !long.includes(field) && shortValue(from) && shortValue(to) ? { field, from, to } : { field, long: true },
    );
  }
  return changes;
}

/**
 * The changes an audit row records, whatever its age: `changes` (above); the field names of rows written before
 * (`changed: [...]`), shown as changed without values; a lead's `{ from, to }` pair of its first years.
 */
export function changesInDetail(detail: Readonly<Record<string, unknown>>): FieldChange[] {
  if (Array.isArray(detail.changes)) {
    return detail.changes.filter(
      (change): change is FieldChange => typeof change === "object" && change !== null && "field" in change,
    );
  }
  if (Array.isArray(detail.changed)) {
    return detail.changed
      .filter((field): field is string => typeof field === "string")
      .map((field) => ({ field, long: true }));
  }
  const { from, to } = detail;
  if (from && to && typeof from === "object" && typeof to === "object") {
    const before = from as Record<string, unknown>;
    const after = to as Record<string, unknown>;
    return changesOf(before, after, Object.keys(after));
  }
  return [];
}
