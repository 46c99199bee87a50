import { z } from "zod";
import type { TrashedListing, TrashPage } from "../../../domain/admin/trash.ts";
import { listingKinds } from "../../../domain/listing.ts";
import { bulkIds } from "./listings.contract.ts";

// The listings' trash (docs/decisions/038-trash.md): its page, and restoring or deleting for good chosen listings.

export const trashQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const trashedListing = z
  .object({
    id: z.number().int(),
    kind: z.enum(listingKinds),
    titleAr: z.string(),
    titleEn: z.string(),
    thumbnail: z.string().nullable(),
    imageCount: z.number().int(),
    trashedAt: z.string(),
    trashedBy: z.string().nullable(),
    purgeAt: z.string(),
  })
  .meta({ id: "TrashedListing" }) satisfies z.ZodType<TrashedListing>;

export const trashAnswer = z.object({
  data: z.array(trashedListing),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** How many days a listing stays in the trash before the daily sweep deletes it for good (TRASH_DAYS). */
    trashDays: z.number().int(),
  }),
}) satisfies z.ZodType<TrashPage>;

/** The listings to restore or delete for good: distinct ids, at most a few pages of the trash. */
export const trashIdsInput = z.object({ ids: bulkIds });

export const emptyTrashAnswer = z.object({
  data: z.object({ deleted: z.array(z.number().int()) }),
});
