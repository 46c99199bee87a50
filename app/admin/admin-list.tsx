import { type ReactNode, useEffect, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { useAdminT } from "./admin-i18n.ts";
import { primaryButton, secondaryButton } from "./form-fields.tsx";

// The scaffolding the back office's paged lists share: their filters live in the address (shareable, kept by the
// back button), a GET form sets them, a pager walks the pages with them.

/** The query for the list's API from the page's address: its filter names and the page, empty values left out. */
export function listQuery(requestUrl: string, names: readonly string[]): URLSearchParams {
  const url = new URL(requestUrl);
  const query = new URLSearchParams();
  for (const name of [...names, "page"]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return query;
}

/** The page's address parameters and the filters among them (without the page), for links that keep them. */
export function useListFilters(names: readonly string[]) {
  const search = new URLSearchParams(useLocation().search);
  const filters = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name);
    if (value) filters.set(name, value);
  }
  return { search, filters };
}

/**
 * The filter form of a list: its fields, then Apply and (when `clearTo` is given) a link that clears them. Filters
 * the form does not show are kept through `keep` (hidden fields), so filtering never loses a sort or a box.
 */
export function AdminListFilters({
  label,
  search,
  keep = [],
  clearTo,
  className = "",
  children,
}: {
  label: string;
  search: URLSearchParams;
  keep?: readonly string[];
  clearTo?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:items-end ${className}`}
      key={search.toString()}
    >
      {children}
      {keep.map((name) => {
        const value = search.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton}>
          {t("lists.apply")}
        </button>
        {clearTo ? (
          <Link to={clearTo} className={secondaryButton}>
            {t("lists.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The items selected on a page of a list. A new page of results (another filter, page or sort) starts with
 * nothing selected, so an action never reaches items the staff member no longer sees.
 */
export function useSelection(pageIds: readonly number[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pageKey = pageIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's ids, by value, are what starts it afresh
  useEffect(() => setSelected(new Set()), [pageKey]);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return {
    selected,
    ids: pageIds.filter((id) => selected.has(id)),
    allOnPage,
    someOnPage: !allOnPage && pageIds.some((id) => selected.has(id)),
    toggle: (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setSelected(new Set(on ? pageIds : [])),
    clear: () => setSelected(new Set()),
  };
}

/** A labelled checkbox; `mixed` shows that some, not all, of the page is selected. */
export function SelectBox({
  label,
  checked,
  mixed = false,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="inline-flex min-h-6 min-w-6 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-brand-800"
        checked={checked}
        ref={(input) => {
          if (input) input.indeterminate = mixed;
        }}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}

/** What a bulk action did: how many items, and each it could not do with why (per field when a form's). */
export function BulkResult({
  outcome,
  nameOf,
}: {
  outcome: { done: number[]; refused: { id: number; message: string; fields?: Record<string, string> }[] };
  nameOf: (id: number) => string;
}) {
  const t = useAdminT();
  return (
    <div role="status" className="rounded-md bg-brand-50 p-3 text-sm text-ink-900" data-testid="bulk-result">
      <p className="font-semibold text-brand-800">{t("lists.done", { count: outcome.done.length })}</p>
      {outcome.refused.length > 0 ? (
        <>
          <p className="mt-2 font-semibold text-red-800">{t("lists.refusedTitle")}</p>
          <ul className="mt-1 grid gap-1" data-testid="bulk-refused">
            {outcome.refused.map((item) => (
              <li key={item.id}>
                <bdi className="font-semibold">{nameOf(item.id)}</bdi>: {item.message}
                {item.fields ? (
                  <ul className="ms-5 list-disc">
                    {[...new Set(Object.values(item.fields))].map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
