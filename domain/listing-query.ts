import { z } from "zod";
import { listingStatuses } from "./listing.ts";

export const maxPageSize = 50;
export const defaultPageSize = 12;
export const maxSearchLength = 100;

/** Error codes of the list query, translated by whoever shows them. */
export type ListingQueryIssue = "not_whole_number" | "too_small" | "too_large" | "unknown_status" | "too_long";

const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: "not_whole_number" })
    .transform(Number)
    .pipe(z.number().min(1, { error: "too_small" }).max(max, { error: "too_large" }));

const text = z.string().trim().max(maxSearchLength, { error: "too_long" });

/**
 * The list query of spec §7: page, limit, categoryId, status, location, search, each
 * applied only when set. Empty values count as not set. Validated in the API and in
 * the list pages alike.
 */
export const listingQuerySchema = z.object({
  page: wholeNumber(10_000).default(1),
  limit: wholeNumber(maxPageSize).default(defaultPageSize),
  categoryId: wholeNumber(Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(listingStatuses, { error: "unknown_status" }).optional(),
  location: text.optional(),
  search: text.optional(),
});

export type ListingQuery = z.infer<typeof listingQuerySchema>;
export type ListingQueryField = keyof ListingQuery;

/** Reads query parameters (URLSearchParams or a plain object), dropping empty ones. */
export function parseListingQuery(
  input: URLSearchParams | Record<string, unknown>,
):
  | { success: true; data: ListingQuery }
  | { success: false; issues: Partial<Record<ListingQueryField, ListingQueryIssue>> } {
  const entries = input instanceof URLSearchParams ? [...input.entries()] : Object.entries(input);
  const values: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === "string" && value.trim() !== "" && key in listingQuerySchema.shape) values[key] = value;
  }
  const result = listingQuerySchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const issues: Partial<Record<ListingQueryField, ListingQueryIssue>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ListingQueryField;
    issues[field] ??= (issue.message as ListingQueryIssue) ?? "too_large";
  }
  return { success: false, issues };
}
