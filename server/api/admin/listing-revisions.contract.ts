import { z } from "zod";
import type { FieldChange } from "../../../domain/admin/audit-changes.ts";
import {
  type RestoreLeftOut,
  type RevisionDetail,
  type RevisionSummary,
  revisionActions,
} from "../../../domain/admin/listing-revisions.ts";
import { maxRowId } from "../../../domain/ids.ts";
import { editorListingAnswer } from "./listings.contract.ts";

// A listing's history and its restore (docs/decisions/037-listing-revisions.md).

export const revisionParams = z.object({
  id: z.coerce.number().int().min(1).max(maxRowId),
  number: z.coerce.number().int().min(1).max(maxRowId),
});

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const fieldChange = z.union([
  z.object({ field: z.string(), from: changeValue, to: changeValue }),
  z.object({ field: z.string(), long: z.literal(true) }),
]) satisfies z.ZodType<FieldChange>;

const revisionSummary = z
  .object({
    number: z.number().int(),
    at: z.string(),
    staffId: z.number().int().nullable(),
    staffName: z.string().nullable(),
    action: z.enum(revisionActions),
    restoredFrom: z.number().int().nullable(),
    changes: z.array(fieldChange),
  })
  .meta({ id: "ListingRevision" }) satisfies z.ZodType<RevisionSummary>;

/** The editor's input as a revision keeps it: the editor's listing without what the server keeps. */
export const revisionInput = editorListingAnswer.shape.data.omit({
  id: true,
  kind: true,
  published: true,
  version: true,
  imageCount: true,
  adLicenceExpiresAt: true,
  createdAt: true,
  updatedAt: true,
});

const revisionDetail = revisionSummary
  .extend({ snapshot: z.object({ input: revisionInput, photos: z.array(z.string()) }) })
  .meta({ id: "ListingRevisionDetail" }) satisfies z.ZodType<RevisionDetail>;

export const revisionsAnswer = z.object({ data: z.array(revisionSummary) });
export const revisionAnswer = z.object({ data: revisionDetail });

export const restoreAnswer = z.object({
  data: z.object({
    listing: editorListingAnswer.shape.data,
    /** What the restore left out because it no longer exists: how many photos, which document fields. */
    leftOut: z.object({ photos: z.number().int(), documents: z.array(z.string()) }) satisfies z.ZodType<RestoreLeftOut>,
  }),
});
