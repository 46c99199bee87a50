import { maxAreaTextLength } from "./area-limits.ts";
import { toLatinDigits } from "./digits.ts";
import type { AreaIssue } from "./geo-area.ts";
import { maxRowId } from "./ids.ts";
import { type ListingKind, type ListingStatus, listingStatuses, statusesOfKind } from "./listing.ts";
import { normalizeForSearch } from "./search-text.ts";

export const maxPageSize = 50;
export const defaultPageSize = 12;
export const maxSearchLength = 100;
export const maxBedrooms = 50;

/** Error codes of the list query, translated by whoever shows them. */
export type ListingQueryIssue =
  | "not_whole_number"
  | "too_small"
  | "too_large"
  | "unknown_status"
  | "too_long"
  | "unknown_parameter"
  | AreaIssue;

type Check<T> = (value: string) => { value: T } | { issue: ListingQueryIssue };

/** Digits only, from 1 to `max`; Arabic-Indic digits read as Latin ones (domain/digits.ts). */
const wholeNumber =
  (max: number): Check<number> =>
  (raw) => {
    const value = toLatinDigits(raw);
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

/**
 * An area drawn on the map (domain/geo-area.ts), kept as written: only its length is checked here, which is all a
 * list page needs to pass it on (reading it here would bring its reader to every page's first load). The API's
 * contract reads it whole (server/api/listings/listing.contract.ts) and refuses what `parseArea` refuses; the
 * repository reads it again to filter, and an area it cannot read matches nothing.
 */
const area: Check<string> = (raw) => {
  const value = raw.trim();
  return value !== "" && value.length <= maxAreaTextLength ? { value } : { issue: "invalid_area" };
};

const status: Check<ListingStatus> = (value) =>
  (listingStatuses as readonly string[]).includes(value)
    ? { value: value as ListingStatus }
    : { issue: "unknown_status" };

/**
 * How the repository applies a filter (server/db/listing-query.repository.ts has one case per `by`): the column
 * equals the value, differs from it or is at least it; the value names a status (the kind's matching statuses);
 * or it gives words the column must each contain.
 */
export type ListingMatch =
  | { by: "equals"; column: "category_id" }
  | { by: "notEquals"; column: "id" }
  | { by: "atLeast"; column: "bedrooms" }
  | { by: "status" }
  | { by: "words"; column: "location_search" | "search_text" }
  /** Listings whose pin is inside the area: a box on lat/lng in SQL, then the exact test (domain/geo-area.ts). */
  | { by: "area" };

/**
 * The control a list page's filter form shows for a parameter (app/components/listings/listing-filters.tsx):
 * `label` is the key of its label's text (and `{label}Placeholder` of a typed one's placeholder). The core texts
 * hold the first ones; a filter added since brings its texts with the form (`listFilters`), not on every page.
 */
export type ListingFilterControl =
  | { control: "category"; label: "listings.filters.type" }
  | { control: "status"; label: "listings.filters.status" }
  | { control: "words"; label: "listings.filters.location" | "listings.filters.search" }
  | { control: "count"; label: "listFilters.bedrooms" };

interface QueryParameter<T> {
  check: Check<T>;
  /** The API document's words for it. */
  describe: string;
  /** The lists that take it; every kind when absent. Another kind's list refuses it (API) or ignores it (pages). */
  kinds?: readonly ListingKind[];
  /** The largest value, for the `too_large` message. */
  max?: number;
  /** How it filters the rows; absent for paging. */
  match?: ListingMatch;
  /** Its control in the filter form; absent when visitors do not set it there. */
  form?: ListingFilterControl;
  /** The value the cache key holds, when two values filter alike (free text, as the search compares it). */
  key?: (value: T) => unknown;
  /** A value each list that takes it accepts (the drift tests send it), or one per kind. */
  example: string | ((kind: ListingKind) => string);
}

const parameter = <T>(definition: QueryParameter<T>) => definition;

const searchWords = (value: string) => normalizeForSearch(value);

/**
 * The list query of spec §7, one row per parameter: page and limit, then the filters, each applied only when set.
 * The API's contract and document, the cache key, the repository's conditions and the filter form are all read
 * from here (server/api/listings/listing.contract.ts, domain/listing-query.ts#listingQueryKey,
 * server/db/listing-query.repository.ts, app/components/listings/listing-filters.tsx); listing-query.test.ts and
 * server/api/listings/listing-filters.test.ts fail when one of them drifts from it. Read by hand rather than with
 * zod: it is on every list page's first load, and zod is 26 KB. The rows' order is the form's and the document's.
 */
export const listingQueryParameters = {
  page: parameter({
    check: wholeNumber(10_000),
    max: 10_000,
    describe: "Whole number from 1; default 1",
    example: "2",
  }),
  limit: parameter({
    check: wholeNumber(maxPageSize),
    max: maxPageSize,
    describe: `Whole number from 1 to ${maxPageSize}; default ${defaultPageSize}`,
    example: "3",
  }),
  categoryId: parameter({
    check: wholeNumber(maxRowId),
    describe: "Id of a type (GET /api/categories)",
    match: { by: "equals", column: "category_id" },
    form: { control: "category", label: "listings.filters.type" },
    example: "1",
  }),
  status: parameter({
    check: status,
    describe: `One of ${listingStatuses.join(", ")}`,
    match: { by: "status" },
    form: { control: "status", label: "listings.filters.status" },
    example: (kind) => statusesOfKind[kind][0] ?? "",
  }),
  location: parameter({
    check: text,
    describe: `Words the location must contain, in either language; at most ${maxSearchLength} characters`,
    match: { by: "words", column: "location_search" },
    form: { control: "words", label: "listings.filters.location" },
    key: searchWords,
    example: "Riyadh",
  }),
  bedrooms: parameter({
    check: wholeNumber(maxBedrooms),
    max: maxBedrooms,
    kinds: ["project", "property"],
    describe:
      `Whole number from 1 to ${maxBedrooms}: listings with at least this many bedrooms ("rooms" in Details); ` +
      "Arabic-Indic digits are read as Latin ones",
    match: { by: "atLeast", column: "bedrooms" },
    form: { control: "count", label: "listFilters.bedrooms" },
    example: "5",
  }),
  search: parameter({
    check: text,
    describe:
      "Words the title or location must contain; ignores case, Arabic diacritics and letter variants; " +
      `at most ${maxSearchLength} characters`,
    match: { by: "words", column: "search_text" },
    form: { control: "words", label: "listings.filters.search" },
    key: searchWords,
    example: "villa",
  }),
  area: parameter({
    check: area,
    // The API's document says more (server/api/listings/listing.contract.ts): this table is on the list pages.
    describe: 'Area drawn on the map: 3 to 50 points "lat,lng" joined by ";"',
    match: { by: "area" },
    example: "24.9,46.5;24.9,46.8;24.6,46.8;24.6,46.5",
  }),
  exclude: parameter({
    check: wholeNumber(maxRowId),
    describe: "Id of a listing to leave out (a detail page's related section)",
    match: { by: "notEquals", column: "id" },
    example: "1",
  }),
};

type Parameters = typeof listingQueryParameters;
export type ListingQueryField = keyof Parameters;
type ValueOf<Field extends ListingQueryField> = Parameters[Field] extends QueryParameter<infer T> ? T : never;

/**
 * A parsed list query: page and limit always, each filter when set; plus `exclude`, a listing to leave out (a
 * detail page's related section asks for 3 others).
 */
export type ListingQuery = { page: number; limit: number } & {
  [Field in Exclude<ListingQueryField, "page" | "limit">]?: ValueOf<Field>;
};

const fieldNames = Object.keys(listingQueryParameters) as ListingQueryField[];

function definitionOf(field: ListingQueryField): QueryParameter<unknown> {
  return listingQueryParameters[field] as QueryParameter<unknown>;
}

/** Whether a kind's list takes the parameter. */
export function takesParameter(kind: ListingKind, field: ListingQueryField): boolean {
  return definitionOf(field).kinds?.includes(kind) ?? true;
}

/** The parameters a kind's list reads, in the table's order. */
export function listingQueryFieldsOf(kind: ListingKind): ListingQueryField[] {
  return fieldNames.filter((field) => takesParameter(kind, field));
}

/** The description, largest value and match of a parameter (the API's document and messages, the repository). */
export function listingQueryParameter(field: ListingQueryField): Omit<QueryParameter<unknown>, "check" | "key"> {
  return definitionOf(field);
}

/** A value of the parameter that the kind's list accepts (for the tests that walk the table). */
export function listingQueryExample(field: ListingQueryField, kind: ListingKind): string {
  const { example } = definitionOf(field);
  return typeof example === "function" ? example(kind) : example;
}

/** The filter form's fields of a kind's list, in the table's order. */
export function listingFormFields(kind: ListingKind): { name: ListingQueryField; form: ListingFilterControl }[] {
  return listingQueryFieldsOf(kind).flatMap((name) => {
    const form = definitionOf(name).form;
    return form ? [{ name, form }] : [];
  });
}

const isField = (key: string): key is ListingQueryField => Object.hasOwn(listingQueryParameters, key);

/** Whether a query parameter is one a list reads (the page cache keys on these only). */
export const isListingQueryField = isField;

/**
 * Reads query parameters (URLSearchParams or a plain object), dropping empty ones and those the list does not
 * read: unknown ones, and, given a kind, another kind's (the API refuses those before: listing.contract.ts).
 */
export function parseListingQuery(
  input: URLSearchParams | Record<string, unknown>,
  kind?: ListingKind,
):
  | { success: true; data: ListingQuery }
  | { success: false; issues: Partial<Record<ListingQueryField, ListingQueryIssue>> } {
  const entries = input instanceof URLSearchParams ? [...input.entries()] : Object.entries(input);
  const data: Record<string, unknown> = { page: 1, limit: defaultPageSize };
  const issues: Partial<Record<ListingQueryField, ListingQueryIssue>> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== "string" || !isField(key)) continue;
    if (kind !== undefined && !takesParameter(kind, key)) continue;
    const value = raw.trim();
    if (value === "") continue;
    const checked = definitionOf(key).check(value);
    if ("issue" in checked) {
      issues[key] = checked.issue;
    } else {
      delete issues[key];
      data[key] = checked.value;
    }
  }
  if (Object.keys(issues).length > 0) return { success: false, issues };
  return { success: true, data: data as ListingQuery };
}

/** The parameters of a query string that no kind's list reads, or that `kind`'s does not. */
export function unknownListingParameters(keys: Iterable<string>, kind: ListingKind): string[] {
  return [...keys].filter((key) => !isField(key) || !takesParameter(kind, key));
}

/**
 * What a list's cache key holds of its query: every parameter of the table, in its order, as it filters (free
 * text as the search compares it). A parameter added to the table is in the key by itself.
 */
export function listingQueryKey(query: ListingQuery): unknown[] {
  return fieldNames.map((field) => {
    const value = query[field];
    if (value === undefined) return null;
    const { key } = definitionOf(field);
    return key ? key(value) : value;
  });
}

/** The query of a list with no filters: the first page at the default size. */
export const defaultListingQuery: ListingQuery = { page: 1, limit: defaultPageSize };
