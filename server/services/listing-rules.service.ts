import type { Kysely } from "kysely";
import type { EditorListing, ListingInput } from "../../domain/admin/listing-editor.ts";
import { categoryIdsOf, documentFields, type FieldProblems, kindProblems } from "../../domain/admin/listing-rules.ts";
import type { ListingKind } from "../../domain/listing.ts";
import { storedDocumentKeys } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";

/** The kind's rules (domain/admin/listing-rules.ts) with the categories of that kind read from the database. */
export async function kindProblemsOf(
  db: Kysely<Database>,
  kind: ListingKind,
  input: ListingInput,
): Promise<FieldProblems> {
  const named = categoryIdsOf(input);
  const known =
    named.length === 0
      ? []
      : await db.selectFrom("categories").select("id").where("kind", "=", kind).where("id", "in", named).execute();
  return kindProblems(kind, input, new Set(known.map((row) => row.id)));
}

/** The PDFs of ours a listing links to (its certificate, file, terms and marketing profile). */
export function documentsOf(listing: ListingInput | EditorListing): string[] {
  return storedDocumentKeys(documentFields.map((field) => listing[field]));
}

/**
 * A field that now links to one of our stored PDFs that is not there (uploaded in an editor left open past the
 * sweep's grace period, docs/decisions/021-media-pipeline.md): refused, so that no listing links to a missing file.
 * Links the listing already had are not checked again.
 */
export async function missingDocumentProblems(
  storage: MediaStorage,
  input: ListingInput,
  before?: EditorListing,
): Promise<FieldProblems> {
  const had = new Set(before ? documentsOf(before) : []);
  const problems: FieldProblems = {};
  for (const field of documentFields) {
    const [key] = storedDocumentKeys([input[field]]);
    if (key === undefined || had.has(key)) continue;
    if (!(await storage.list(key)).includes(key)) problems[field] = "document_missing";
  }
  return problems;
}
