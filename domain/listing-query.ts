import { maxRowId } from "./ids.ts";
import { type ListingStatus, listingStatuses } from "./listing.ts";

export const maxPageSize = 50;
export const defaultPageSize = 12;
export const maxSearchLength = 100;

/**
 * The list query of spec §7: page, limit, categoryId, status, location, search, each
 * applied only when set; plus `exclude`, a listing to leave out (a detail page's related
 * section asks for 3 others: issue 11). Validated in the API and in the list pages alike. Written by
 * hand rather than with zod: it is on every list page's first load, and zod is 26 KB.
 */
export interface ListingQuery {
  page: number;
  limit: number;
  categoryId?: number;
  status?: ListingStatus;
  location?: string;
  search?: string;
  exclude?: number;
}
export type ListingQueryField = keyof ListingQuery;

/** Error codes of the list query, translated by whoever shows them. */
export type ListingQueryIssue = "not_whole_number" | "too_small" | "too_large" | "unknown_status" | "too_long";

type Check<T> = (value: string) => { value: T } | { issue: ListingQueryIssue };

const wholeNumber =
  (max: number): Check<number> =>
  (value) => {
    if (!/^\d+$/.test(value)) return { issue: "not_whole_number" };
    const number = Number(value);
    if (number < 1) return { issue: "too_small" };
    if (number > max) return { issue: "too_large" };
    return { value: number };
  };

// Control characters (a NUL, say) mean nothing in a search and PostgreSQL refuses a NUL in text: they are dropped.
const text: Check<string> = (raw) => {
  const value = raw.replace(/\p{Cc}/gu, "");
  return value.length > maxSearchLength ? { issue: "too_long" } : { value };
};

const status: Check<ListingStatus> = (value) =>
  (listingStatuses as readonly string[]).includes(value)
    ? { value: value as ListingStatus }
    : { issue: "unknown_status" };

const checks: { [Field in ListingQueryField]-?: Check<NonNullable<ListingQuery[Field]>> } = {
  page: wholeNumber(10_000),
  limit: wholeNumber(maxPageSize),
  categoryId: wholeNumber(maxRowId),
  status,
  location: text,
  search: text,
  exclude: wholeNumber(maxRowId),
};

const isField = (key: string): key is ListingQueryField => Object.hasOwn(checks, key);

/** Whether a query parameter is one a list reads (the page cache keys on these only). */
export const isListingQueryField = isField;

/** Reads query parameters (URLSearchParams or a plain object), dropping empty and unknown ones. */
export function parseListingQuery(
  input: URLSearchParams | Record<string, unknown>,
):
  | { success: true; data: ListingQuery }
  | { success: false; issues: Partial<Record<ListingQueryField, ListingQueryIssue>> } {
  const entries = input instanceof URLSearchParams ? [...input.entries()] : Object.entries(input);
  const data: Record<string, unknown> = { page: 1, limit: defaultPageSize };
  const issues: Partial<Record<ListingQueryField, ListingQueryIssue>> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== "string" || !isField(key)) continue;
    const value = raw.trim();
    if (value === "") continue;
    const checked = checks[key](value);
    if ("issue" in checked) {
      issues[key] = checked.issue;
    } else {
      delete issues[key];
      data[key] = checked.value;
    }
  }
  if (Object.keys(issues).length > 0) return { success: false, issues };
  return { success: true, data: data as unknown as ListingQuery };
}

/** The query of a list with no filters: the first page at the default size. */
export const defaultListingQuery: ListingQuery = { page: 1, limit: defaultPageSize };
