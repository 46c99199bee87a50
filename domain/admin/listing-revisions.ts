import { changesOf, type FieldChange } from "./audit-changes.ts";
import type { EditorListing, ListingInput } from "./listing-editor.ts";

// A listing's revisions (docs/decisions/037-listing-revisions.md): every save keeps the editable listing as saved,
// who saved it and what changed, so its history reads in words and any revision can be saved again. Pure, without
// zod: the editor's history panel reads the same shapes.

/** How a revision came to be: a save of the editor (or a status set from the list), a new or copied listing, a restore. */
export const revisionActions = ["created", "duplicated", "updated", "restored"] as const;
export type RevisionAction = (typeof revisionActions)[number];

/**
 * The revisions kept per listing: the newest this many; the older ones go in the save that passes the limit. A
 * listing saved twice a day keeps two months of history; a snapshot is a few kilobytes.
 */
export const keptRevisions = 100;

/** What a revision keeps: the editor's input as saved, and the gallery's photos (their media keys) in order. */
export interface RevisionSnapshot {
  input: ListingInput;
  photos: string[];
}

/** A revision as the history lists it, newest first. */
export interface RevisionSummary {
  number: number;
  at: string;
  staffId: number | null;
  staffName: string | null;
  action: RevisionAction;
  restoredFrom: number | null;
  changes: FieldChange[];
}

/** One revision with its snapshot, to view before restoring it. */
export interface RevisionDetail extends RevisionSummary {
  snapshot: RevisionSnapshot;
}

/** What a restore had to leave out because it is gone: photos (how many) and documents (their fields). */
export interface RestoreLeftOut {
  photos: number;
  documents: string[];
}

/** The editor's input part of a loaded listing: what a save sends, without what the server keeps. */
export function editorInputOf(listing: EditorListing): ListingInput {
  const {
    id: _id,
    kind: _kind,
    published: _published,
    version: _version,
    imageCount: _imageCount,
    adLicenceExpiresAt: _adLicenceExpiresAt,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...input
  } = listing;
  return input;
}

/** Rich texts are noted as changed without their values (as the audit log does). */
const longFields = ["descriptionAr", "descriptionEn"];

/** The fields `after` changed since `before`, in the editor's order, then the photos when their set or order moved. */
export function revisionChanges(before: RevisionSnapshot, after: RevisionSnapshot): FieldChange[] {
  const changes = changesOf(before.input, after.input, Object.keys(after.input), longFields);
  if (JSON.stringify(before.photos) !== JSON.stringify(after.photos)) changes.push({ field: "photos", long: true });
  return changes;
}
