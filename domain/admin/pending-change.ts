import { changesOf, type FieldChange } from "./audit-changes.ts";
import type { EditorListing, ListingInput } from "./listing-editor.ts";
import { editorInputOf } from "./listing-revisions.ts";

// Edits of a published listing held for review (docs/decisions/036-review-before-publishing.md): an editor's save of
// a live listing is kept as its pending change until a publisher publishes it or it is withdrawn. Pure, without
// zod: the editor's screen reads the same shapes.

/** A listing's pending change as the editor and the review panel read it. */
export interface PendingChange {
  /** The listing's editable fields as the editor saved them. */
  input: ListingInput;
  /** The listing's version the change was made on. */
  baseVersion: number;
  /** The published listing was saved after the change was made on it: publishing it would undo that save. */
  stale: boolean;
  submittedBy: number | null;
  submitterName: string | null;
  submittedAt: string;
  updatedAt: string;
  note: string;
  /** What publishing would change on the site, field by field, from the published listing. */
  changes: FieldChange[];
}

/** Rich texts are noted as changed without their values (as the audit log does). */
const longFields = ["descriptionAr", "descriptionEn"];

/** What `input` changes of the published listing, in the editor's order. */
export function pendingChangesOf(live: EditorListing, input: ListingInput): FieldChange[] {
  const current = editorInputOf(live);
  // A property's ACTIVE reads AVAILABLE in the editor (domain/listing.ts): the same status, not a change.
  const status = live.kind === "property" && current.status === "ACTIVE" ? "AVAILABLE" : current.status;
  return changesOf({ ...current, status }, input, Object.keys(input), longFields);
}
