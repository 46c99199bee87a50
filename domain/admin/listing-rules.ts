import { type ListingKind, statusesOfKind } from "../listing.ts";
import type { AdminMessageCode } from "./admin-messages.ts";
import { type EditorListing, type ListingInput, licenceExpiryInstant } from "./listing-editor.ts";

/** A refusal per field, each a code of admin-messages.ts worded in the staff member's language. */
export type FieldProblems = Record<string, AdminMessageCode>;

export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The categories a listing and its lots name (their ids), to be checked against the kind's own. */
export function categoryIdsOf(input: ListingInput): number[] {
  return [input.categoryId, ...input.lots.map((lot) => lot.categoryId)].filter((id) => id !== null);
}

/**
 * Rules that depend on the kind of listing: its statuses, a rent for properties only, its own categories (the
 * ids of `knownCategoryIds` are those of this kind among `categoryIdsOf(input)`), lots for auctions only.
 */
export function kindProblems(
  kind: ListingKind,
  input: ListingInput,
  knownCategoryIds: ReadonlySet<number>,
): FieldProblems {
  const problems: FieldProblems = {};
  if (!statusAllowed(kind, input.status)) problems.status = "status_of_kind";
  if (input.rentPeriod !== null && kind !== "property") problems.rentPeriod = "rent_not_for_kind";
  if (input.categoryId !== null && !knownCategoryIds.has(input.categoryId)) problems.categoryId = "unknown_category";
  input.lots.forEach((lot, index) => {
    if (lot.categoryId !== null && !knownCategoryIds.has(lot.categoryId)) {
      problems[`lots.${index}.categoryId`] = "unknown_category";
    }
  });
  if (kind !== "auction" && input.lots.length > 0) problems.lots = "invalid_field";
  return problems;
}

/** Whether a listing of this kind may have this status (older properties still say ACTIVE). */
export function statusAllowed(kind: ListingKind, status: string): boolean {
  return (statusesOfKind[kind] as readonly string[]).includes(status) || (kind === "property" && status === "ACTIVE");
}

/**
 * What a public listing needs (REGA): the advertising licence number and its expiry still ahead, the advertiser
 * and the FAL licence, and the texts a visitor reads in both languages.
 */
export function publishProblems(input: ListingInput, now: Date): FieldProblems {
  const problems: FieldProblems = {};
  const required: [keyof ListingInput, AdminMessageCode][] = [
    ["adLicenceNumber", "licence_required"],
    ["advertiserNameAr", "licence_required"],
    ["advertiserNameEn", "licence_required"],
    ["advertiserFalLicence", "licence_required"],
    ["locationAr", "required"],
    ["locationEn", "required"],
  ];
  for (const [field, code] of required) {
    if (!input[field]) problems[field] = code;
  }
  if (!input.adLicenceExpiresOn) problems.adLicenceExpiresOn = "licence_required";
  else if (Date.parse(licenceExpiryInstant(input.adLicenceExpiresOn)) <= now.getTime()) {
    problems.adLicenceExpiresOn = "licence_expired";
  }
  return problems;
}

/** The fields a save changed, for the audit log (names only: values may be long texts). */
export function changedFields(before: EditorListing, after: ListingInput): string[] {
  return (Object.keys(after) as (keyof ListingInput)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The fields that may link to a PDF staff uploaded. */
export const documentFields = ["auctionCertificateUrl", "fileUrl", "termsUrl", "marketingProfileUrl"] as const;
