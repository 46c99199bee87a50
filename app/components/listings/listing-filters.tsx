import { clsx } from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { type ListingKind, statusesOfKind } from "../../../domain/listing.ts";
import {
  type ListingFilterControl,
  type ListingQuery,
  type ListingQueryField,
  listingFormFields,
  listingQueryParameter,
  maxSearchLength,
} from "../../../domain/listing-query.ts";
import type { Category } from "../../../domain/listing-wire.ts";
import { registerTexts, type TFunction, useTranslation } from "../../i18n/i18n.tsx";
import { listFiltersAr } from "../../i18n/locales/list-filters.ar.ts";
import { listFiltersEn } from "../../i18n/locales/list-filters.en.ts";
import { formatNumber } from "../../lib/format.ts";
import { queryFromParams, queryToSearchParams } from "../../lib/listings-page-data.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

const fieldClass =
  "h-11 w-full rounded-md border border-brand-100 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600";

/** The form's id: one list per page. A fixed one, so the no-script rule below can name it. */
const formId = "listing-filters";

// The texts of the filters added after the core ones come with the form (docs/decisions/020-first-load.md).
registerTexts("ar", { listFilters: listFiltersAr });
registerTexts("en", { listFilters: listFiltersEn });

/** How wide each kind of control is on a desktop row; the buttons come last. */
const desktopWidth: Record<ListingFilterControl["control"], string> = {
  category: "lg:flex-1",
  status: "lg:flex-1",
  words: "lg:flex-[1.2]",
  count: "lg:flex-[0.8]",
};

/** A field's text as the form shows it: what the URL's query says. */
function shownValue(query: ListingQuery, name: ListingQueryField): string {
  const value = query[name];
  return value === undefined ? "" : String(value);
}

function FilterControl({
  kind,
  id,
  name,
  form,
  query,
  categories,
  apply,
  t,
}: {
  kind: ListingKind;
  id: string;
  name: ListingQueryField;
  form: ListingFilterControl;
  query: ListingQuery;
  categories: Category[];
  apply: () => void;
  t: TFunction;
}) {
  const defaultValue = shownValue(query, name);
  switch (form.control) {
    case "category":
      return (
        <select id={id} name={name} defaultValue={defaultValue} onChange={apply} className={fieldClass}>
          <option value="">{t("listings.filters.allTypes")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      );
    case "status":
      return (
        <select id={id} name={name} defaultValue={defaultValue} onChange={apply} className={fieldClass}>
          <option value="">{t("listings.filters.allStatuses")}</option>
          {statusesOfKind[kind].map((status) => (
            <option key={status} value={status}>
              {t(`Status.${kind}.${status}`)}
            </option>
          ))}
        </select>
      );
    case "words":
      return (
        <input
          id={id}
          name={name}
          type="search"
          defaultValue={defaultValue}
          maxLength={maxSearchLength}
          placeholder={t(`${form.label}Placeholder`)}
          className={fieldClass}
        />
      );
    case "count":
      // Text with a numeric keyboard, not type=number: Arabic keyboards type Arabic-Indic digits, which a number
      // field refuses; the query reads them (domain/digits.ts).
      return (
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={defaultValue}
          maxLength={String(listingQueryParameter(name).max ?? maxSearchLength).length + 2}
          placeholder={t(`${form.label}Placeholder`)}
          className={fieldClass}
        />
      );
  }
}

/**
 * The list's filters (spec §2, and the minimum bedrooms where a kind has rooms), one control per row of the list
 * query's table that has a `form` (domain/listing-query.ts). They live in the URL: a
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

  const fields = listingFormFields(kind);

  // Without JavaScript the form submits as a plain GET; with it, empty fields stay out of the URL, a number typed
  // in Arabic-Indic digits goes into it in Latin ones, and a value the list cannot read is left out.
  const apply = () => {
    if (!form.current) return;
    const values = new FormData(form.current);
    const params = new URLSearchParams({ limit: String(query.limit) });
    for (const { name } of fields) params.set(name, String(values.get(name) ?? ""));
    const search = queryToSearchParams({ ...queryFromParams(params, kind), page: 1 }).toString();
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
    for (const { name } of fields) {
      const field = elements.namedItem(name);
      if (field === document.activeElement) continue;
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
        field.value = shownValue(query, name);
    }
  }, [urlSearch]);
  const active = fields.filter(({ name }) => query[name] !== undefined).length;
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
          "grid gap-3 rounded-xl border border-brand-100 bg-sand-50 p-4 sm:grid-cols-2 lg:flex lg:items-end",
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
        {fields.map(({ name, form: control }, index) => (
          <div
            key={name}
            className={clsx(
              "lg:min-w-0",
              desktopWidth[control.control],
              // Two fields a row on small screens: an odd last one takes the whole row.
              index === fields.length - 1 && fields.length % 2 === 1 && "sm:col-span-2",
            )}
          >
            <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-semibold text-ink-700">
              {t(control.label)}
            </label>
            <FilterControl
              kind={kind}
              id={`${id}-${name}`}
              name={name}
              form={control}
              query={query}
              categories={categories}
              apply={apply}
              t={t}
            />
          </div>
        ))}
        <div className="flex items-end gap-2 sm:col-span-2 lg:flex-none">
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
