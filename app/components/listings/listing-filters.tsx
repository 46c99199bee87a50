import { clsx } from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { type ListingKind, statusesOfKind } from "../../../domain/listing.ts";
import type { ListingQuery } from "../../../domain/listing-query.ts";
import { maxSearchLength } from "../../../domain/listing-query.ts";
import type { Category } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { queryToSearchParams } from "../../lib/listings-page-data.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

const fieldClass =
  "h-11 w-full rounded-md border border-brand-100 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600";

/** The form's id: one list per page. A fixed one, so the no-script rule below can name it. */
const formId = "listing-filters";

/**
 * Type, status, location and free-text filters (spec §2). They live in the URL: a
 * filtered list can be shared, and back goes to the previous filters. Changing a
 * filter starts again at page 1.
 *
 * On phones and tablets the form would fill the first screen: it folds behind a "Filters"
 * button (a disclosure) that shows how many filters are on. Desktop keeps the form open.
 */
export function ListingFilters({
  kind,
  query,
  categories,
}: {
  kind: ListingKind;
  query: ListingQuery;
  categories: Category[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname, search: urlSearch } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where the form is folded (the toggle is shown), closing it gives the focus back to the toggle.
  const close = () => {
    if (!toggle.current || toggle.current.offsetParent === null) return;
    setOpen(false);
    toggle.current.focus();
  };

  // Without JavaScript the form submits as a plain GET; with it, empty fields stay out of the URL.
  const apply = () => {
    if (!form.current) return;
    const values = Object.fromEntries(new FormData(form.current)) as Record<string, string>;
    const search = queryToSearchParams({
      categoryId: values.categoryId ? Number(values.categoryId) : undefined,
      status: (values.status || undefined) as ListingQuery["status"],
      location: values.location?.trim() || undefined,
      search: values.search?.trim() || undefined,
      limit: query.limit,
    }).toString();
    navigate({ pathname, search: search ? `?${search}` : "" }, { preventScrollReset: true });
  };
  // Back, forward and "clear" change the URL without remounting: show what the URL says,
  // except in the field the visitor is typing in. Not on mounting: the fields show the URL's query already, and
  // on the server's page they may hold what the visitor chose before hydration (app/lib/early-taps.ts).
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL's query, not the object's identity.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const elements = form.current?.elements;
    if (!elements) return;
    const values: Record<string, string> = {
      categoryId: query.categoryId ? String(query.categoryId) : "",
      status: query.status ?? "",
      location: query.location ?? "",
      search: query.search ?? "",
    };
    for (const [name, value] of Object.entries(values)) {
      const field = elements.namedItem(name);
      if (field === document.activeElement) continue;
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
  }, [urlSearch]);
  const active = [query.categoryId, query.status, query.location, query.search].filter(Boolean).length;
  const hasFilters = active > 0;

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-2 rounded-md border border-brand-100 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-expanded:bg-brand-50 lg:hidden"
      >
        <Icon name="sliders-horizontal" className="size-4" />
        {t("listings.filters.toggle")}
        {hasFilters ? (
          <>
            <span
              aria-hidden="true"
              className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white"
            >
              {formatNumber(active, language)}
            </span>
            <span className="sr-only">
              {t("listings.filters.active", { count: active, value: formatNumber(active, language) })}
            </span>
          </>
        ) : null}
      </button>
      {/* Without scripts the toggle cannot open the form: app.css shows it on every screen (scripting: none). */}
      <Form
        ref={form}
        id={formId}
        method="get"
        role="search"
        aria-label={t(`listings.${kind}.filtersLabel`)}
        className={clsx(
          "grid gap-3 rounded-xl border border-brand-100 bg-sand-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr_auto]",
          open ? "max-lg:mt-3" : "max-lg:hidden",
        )}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
          close();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
      >
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-xs font-semibold text-ink-700">
            {t("listings.filters.type")}
          </label>
          <select
            id={`${id}-type`}
            name="categoryId"
            defaultValue={query.categoryId ?? ""}
            onChange={apply}
            className={fieldClass}
          >
            <option value="">{t("listings.filters.allTypes")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-xs font-semibold text-ink-700">
            {t("listings.filters.status")}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={query.status ?? ""}
            onChange={apply}
            className={fieldClass}
          >
            <option value="">{t("listings.filters.allStatuses")}</option>
            {statusesOfKind[kind].map((status) => (
              <option key={status} value={status}>
                {t(`Status.${kind}.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="mb-1 block text-xs font-semibold text-ink-700">
            {t("listings.filters.location")}
          </label>
          <input
            id={`${id}-location`}
            name="location"
            type="search"
            defaultValue={query.location ?? ""}
            maxLength={maxSearchLength}
            placeholder={t("listings.filters.locationPlaceholder")}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-search`} className="mb-1 block text-xs font-semibold text-ink-700">
            {t("listings.filters.search")}
          </label>
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            defaultValue={query.search ?? ""}
            maxLength={maxSearchLength}
            placeholder={t("listings.filters.searchPlaceholder")}
            className={fieldClass}
          />
        </div>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <button
            type="submit"
            className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 lg:flex-none"
          >
            <Icon name="search" className="size-4" />
            {t("listings.filters.apply")}
          </button>
          {hasFilters ? (
            <Link
              to={pathname}
              preventScrollReset
              onClick={close}
              className="inline-flex h-11 items-center justify-center gap-1 rounded-md border border-brand-100 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <Icon name="x" className="size-4" />
              {t("listings.filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </>
  );
}
