import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { licenceState } from "../../../domain/admin/listing-editor.ts";
import {
  type AdminListingRow,
  type BulkOutcome,
  type ListingBulkAction,
  type ListingSortKey,
  listingBulkActions,
} from "../../../domain/admin/listing-list.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { type ListingKind, listingKinds, listingStatuses } from "../../../domain/listing.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { ConfirmDialog } from "../admin-dialog.tsx";
import { adminLanguageOf, adminPath } from "../admin-format.ts";
import { type AdminT, useAdminT } from "../admin-i18n.ts";
import { AdminListFilters, BulkResult, listQuery, useListFilters, useSelection } from "../admin-list.tsx";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import { ReviewBadge } from "../listing-review.tsx";
import { RowSelectCell, SelectAllHeaderCell, ThumbnailCell, ThumbnailHeaderCell } from "../listing-row-cells.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/listings";

const filterNames = ["kind", "q", "state", "sort", "dir"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminFetch<{ data: AdminListingRow[]; meta: { page: number; limit: number; total: number } }>(
    `/listings?${listQuery(request.url, filterNames)}`,
    { language: adminLanguageOf(new URL(request.url).pathname), signal: request.signal },
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A licence's last day as Riyadh reads it, Latin digits (docs/decisions/006-numbers-and-dates.md). */
function formatDay(iso: string, language: "ar" | "en"): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "ar" ? "ar-SA-u-nu-latn-ca-gregory" : "en-GB", {
      timeZone: "Asia/Riyadh",
      dateStyle: "medium",
    });
    dayFormats.set(language, format);
  }
  // The stored instant is the first moment after the last valid day.
  return format.format(new Date(Date.parse(iso) - 1));
}

const numberFormat = new Intl.NumberFormat("en-US");

function statusLabel(row: AdminListingRow, language: "ar" | "en"): string {
  const labels = listingLabels[language].statuses[row.kind as ListingKind] as Record<string, string>;
  return labels[row.kind === "property" && row.status === "ACTIVE" ? "AVAILABLE" : row.status] ?? row.status;
}

/** A column header that sorts the list by its column; pressing it again turns the order round. */
function SortHeader({
  column,
  label,
  search,
  className = "",
}: {
  column: ListingSortKey;
  label: string;
  search: URLSearchParams;
  className?: string;
}) {
  const t = useAdminT();
  const current = (search.get("sort") ?? "updated") === column;
  const defaultDir = column === "updated" || column === "leads" || column === "views" ? "desc" : "asc";
  const dir = current ? (search.get("dir") ?? defaultDir) : undefined;
  const next = new URLSearchParams(search);
  next.delete("page");
  next.set("sort", column);
  next.set("dir", current ? (dir === "asc" ? "desc" : "asc") : defaultDir);
  return (
    <th
      scope="col"
      aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : undefined}
      className={`px-2 py-2 text-start font-semibold ${className}`}
    >
      <Link
        to={`?${next}`}
        className="inline-flex items-center gap-1 text-ink-900 underline-offset-4 hover:underline"
        aria-label={t("lists.sortBy", { column: label })}
        preventScrollReset
      >
        {label}
        <span aria-hidden="true" className="text-xs text-ink-700">
          {dir === "asc" ? "▲" : dir === "desc" ? "▼" : "↕"}
        </span>
      </Link>
    </th>
  );
}

/** A column's name before its value where a phone shows a row as a card (the table's header names it elsewhere). */
function PhoneLabel({ text }: { text: string }) {
  return <span className="text-ink-700 sm:hidden">{text}: </span>;
}

function LicenceCell({ row, language, t }: { row: AdminListingRow; language: "ar" | "en"; t: AdminT }) {
  if (!row.adLicenceExpiresAt) return <span className="text-ink-700">{t("lists.listings.noLicence")}</span>;
  const licence = licenceState(row.adLicenceExpiresAt);
  return (
    <>
      <time dateTime={row.adLicenceExpiresAt} className="whitespace-nowrap">
        {formatDay(row.adLicenceExpiresAt, language)}
      </time>
      {licence.state === "expired" || licence.state === "expiring" ? (
        <span className="mt-0.5 block text-xs font-semibold text-gold-700" data-testid="licence-warning">
          {licence.state === "expired"
            ? t("lists.listings.licenceExpired")
            : licence.daysLeft === 0
              ? t("editor.licenceExpiresToday")
              : t("editor.licenceExpiring", { count: licence.daysLeft })}
        </span>
      ) : null}
    </>
  );
}

/**
 * Every listing, drafts too: a table sorted by any column, searched by title in either language, number or licence
 * number, filters in the address; select several to publish, unpublish, change the status or move them to the
 * trash (listings-trash.tsx).
 */
export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { search, filters } = useListFilters(filterNames);
  const { data: rows, meta } = loaderData;
  const selection = useSelection(rows.map((row) => row.id));
  const [action, setAction] = useState<ListingBulkAction | "">("");
  const [status, setStatus] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ result: BulkOutcome; names: Map<number, string> }>();
  const bulk = useSubmit();
  const duplicating = useSubmit();
  // Only what this person may do: publishing is a publisher's or an admin's (decision 036); moving to the trash
  // is everyone's, deleting for good is the trash page's (decision 038).
  const actions = listingBulkActions.filter(
    (name) => (name !== "publish" && name !== "unpublish") || can(staff.role, "publishListings"),
  );
  const titleOf = (row: AdminListingRow) => (language === "ar" ? row.titleAr : row.titleEn);

  const runBulk = async () => {
    setConfirming(false);
    if (!action) return;
    const names = new Map(rows.filter((row) => selection.selected.has(row.id)).map((row) => [row.id, titleOf(row)]));
    await bulk.run(async () => {
      const answer = await adminFetch<{ data: BulkOutcome }>("/listings/bulk", {
        language,
        method: "POST",
        body: { action, ids: selection.ids, ...(action === "status" ? { status } : {}) },
      });
      setOutcome({ result: answer.data, names });
      selection.clear();
      await revalidator.revalidate();
    });
  };
  const duplicate = (row: AdminListingRow) =>
    duplicating.run(async () => {
      const copy = await adminFetch<{ data: { id: number } }>(`/listings/${row.id}/duplicate`, {
        language,
        method: "POST",
      });
      await navigate(adminPath(`/listings/${copy.data.id}`, language));
    });

  return (
    <>
      <AdminTitle text={t("listings.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{t("listings.title")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={adminPath("/listings/trash", language)} className={secondaryButton} data-testid="trash-link">
            {t("trash.link")}
          </Link>
          {listingKinds.map((kind) => (
            <Link key={kind} to={adminPath(`/listings/new/${kind}`, language)} className={primaryButton}>
              {t(`listings.new.${kind}`)}
            </Link>
          ))}
        </div>
      </div>
      <AdminListFilters
        label={t("listings.filters")}
        search={search}
        keep={["sort", "dir"]}
        clearTo={filters.size > 0 ? adminPath("/listings", language) : undefined}
        className="lg:grid-cols-5"
      >
        <div className="sm:col-span-2">
          <TextField
            label={t("lists.listings.searchLabel")}
            type="search"
            name="q"
            defaultValue={search.get("q") ?? ""}
          />
        </div>
        <SelectField label={t("listings.kind")} name="kind" defaultValue={search.get("kind") ?? ""}>
          <option value="">{t("leads.any")}</option>
          {listingKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`listings.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("listings.stateLabel")} name="state" defaultValue={search.get("state") ?? ""}>
          <option value="">{t("leads.any")}</option>
          <option value="published">{t("listings.state.published")}</option>
          <option value="draft">{t("listings.state.draft")}</option>
          <option value="expiring">{t("listings.state.expiring")}</option>
          <option value="review">{t("review.queueFilter")}</option>
        </SelectField>
      </AdminListFilters>

      <p className="mt-4 text-sm text-ink-700" role="status" data-testid="listing-count">
        {t("listings.count", { count: meta.total })}
      </p>

      {rows.length > 0 ? (
        <section
          aria-label={t("lists.bulkLabel")}
          className="z-10 md:sticky md:top-0 mt-2 flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 shadow-sm"
        >
          <p
            className="min-w-32 self-center text-sm font-semibold text-ink-900"
            aria-live="polite"
            data-testid="selected-count"
          >
            {t("lists.selected", { count: selection.ids.length })}
          </p>
          <SelectField
            label={t("lists.action")}
            value={action}
            onChange={(event) => setAction(event.target.value as ListingBulkAction | "")}
            data-testid="bulk-action"
          >
            <option value="">{t("lists.chooseAction")}</option>
            {/* Any member of staff moves listings to the trash; deleting for good is the trash's (decision 038). */}
            {actions.map((name) => (
              <option key={name} value={name}>
                {t(`lists.listings.actions.${name}`)}
              </option>
            ))}
          </SelectField>
          {action === "status" ? (
            <SelectField
              label={t("lists.listings.newStatus")}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              data-testid="bulk-status"
            >
              <option value="">{t("lists.chooseAction")}</option>
              {listingStatuses.map((name) => (
                <option key={name} value={name}>
                  {t(`lists.listings.statuses.${name}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <button
            type="button"
            className={primaryButton}
            disabled={bulk.busy || selection.ids.length === 0 || !action || (action === "status" && !status)}
            onClick={() => (action === "delete" ? setConfirming(true) : void runBulk())}
          >
            {bulk.busy ? t("lists.running") : t("lists.run")}
          </button>
          {selection.ids.length > 0 ? (
            <button type="button" className={secondaryButton} onClick={selection.clear}>
              {t("lists.clearSelection")}
            </button>
          ) : null}
        </section>
      ) : null}
      <div className="mt-2 grid gap-2">
        <FormMessage error={bulk.error ?? duplicating.error} />
        {outcome ? (
          <BulkResult
            outcome={outcome.result}
            nameOf={(id) => `${t("lists.listings.number", { id })} ${outcome.names.get(id) ?? ""}`.trim()}
          />
        ) : null}
      </div>

      {/* A phone shows each row as a card, as the trash does: its box, photo and title, then each column's value
          named, then Duplicate; the header becomes a line of sort links (nothing scrolls sideways at 390 px). */}
      <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[60rem]">
          <caption className="sr-only">{t("lists.listings.table")}</caption>
          <thead className="border-b border-sand-100 bg-sand-50 max-sm:block">
            <tr className="max-sm:flex max-sm:flex-wrap max-sm:items-center">
              <SelectAllHeaderCell selection={selection} label={t("lists.listings.selectAll")} testId="select-all" />
              <ThumbnailHeaderCell className="max-sm:hidden" />
              <SortHeader column="title" label={t("lists.listings.columns.title")} search={search} />
              <SortHeader column="kind" label={t("lists.listings.columns.kind")} search={search} />
              <SortHeader column="status" label={t("lists.listings.columns.status")} search={search} />
              <SortHeader column="price" label={t("lists.listings.columns.price")} search={search} />
              <SortHeader column="licence" label={t("lists.listings.columns.licence")} search={search} />
              <SortHeader column="leads" label={t("lists.listings.columns.leads")} search={search} />
              <SortHeader column="views" label={t("lists.listings.columns.views")} search={search} />
              <SortHeader column="updated" label={t("lists.listings.columns.updated")} search={search} />
              <th scope="col" className="px-2 py-2 text-start font-semibold max-sm:hidden">
                {t("lists.listings.columns.actions")}
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-sand-100 align-top last:border-0 max-sm:flex max-sm:flex-wrap max-sm:pb-2"
                data-testid="listing-row"
              >
                <RowSelectCell
                  selection={selection}
                  id={row.id}
                  label={t("lists.listings.selectOne", { id: row.id, title: titleOf(row) })}
                />
                <ThumbnailCell thumbnail={row.thumbnail} />
                <td className="px-2 py-3 max-sm:min-w-0 max-sm:flex-1 sm:max-w-72">
                  <Link
                    to={adminPath(`/listings/${row.id}`, language)}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    <bdi>{titleOf(row)}</bdi>
                  </Link>
                  <span className="mt-0.5 block text-xs text-ink-700" lang={language === "ar" ? "en" : "ar"}>
                    <bdi>{language === "ar" ? row.titleEn : row.titleAr}</bdi>
                  </span>
                  <span className="mt-0.5 block text-xs text-ink-700">
                    {t("lists.listings.number", { id: row.id })}
                    {row.adLicenceNumber ? (
                      <>
                        {" · "}
                        <bdi dir="ltr">{row.adLicenceNumber}</bdi>
                      </>
                    ) : null}
                  </span>
                </td>
                <td className="px-2 py-3 whitespace-nowrap max-sm:basis-full max-sm:py-0.5">
                  <PhoneLabel text={t("lists.listings.columns.kind")} />
                  {t(`listings.kinds.${row.kind}`)}
                </td>
                <td className="px-2 py-3 max-sm:basis-full max-sm:py-1">
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${row.published ? "bg-brand-50 text-brand-800" : "bg-sand-100 text-ink-700"}`}
                  >
                    {row.published ? t("listings.state.published") : t("listings.state.draft")}
                  </span>
                  <span className="mt-1 block text-xs text-ink-700">{statusLabel(row, language)}</span>
                  {row.review &&
                  (row.review.state !== "published" || (row.review.unseen && row.review.submittedBy === staff.id)) ? (
                    <span className="mt-1 block max-w-56">
                      <ReviewBadge
                        state={row.review.state}
                        comment={row.review.comment}
                        fresh={row.review.unseen && row.review.submittedBy === staff.id}
                      />
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-3 whitespace-nowrap tabular-nums max-sm:basis-full max-sm:py-0.5">
                  <PhoneLabel text={t("lists.listings.columns.price")} />
                  {row.price === null ? (
                    <span className="text-ink-700">{t("lists.listings.noPrice")}</span>
                  ) : (
                    <bdi>{t("lists.listings.riyals", { amount: numberFormat.format(row.price) })}</bdi>
                  )}
                </td>
                <td className="px-2 py-3 max-sm:basis-full max-sm:py-0.5">
                  <PhoneLabel text={t("lists.listings.columns.licence")} />
                  <LicenceCell row={row} language={language} t={t} />
                </td>
                <td className="px-2 py-3 tabular-nums max-sm:py-0.5">
                  <PhoneLabel text={t("lists.listings.columns.leads")} />
                  {row.leads > 0 ? (
                    <Link
                      to={`${adminPath("/leads", language)}?listingId=${row.id}`}
                      className="text-brand-800 underline underline-offset-4"
                      aria-label={t("lists.listings.leadsOf", { id: row.id })}
                    >
                      {row.leads}
                    </Link>
                  ) : (
                    row.leads
                  )}
                </td>
                <td className="px-2 py-3 tabular-nums max-sm:py-0.5">
                  <PhoneLabel text={t("lists.listings.columns.views")} />
                  {row.views}
                </td>
                <td className="px-2 py-3 text-xs text-ink-700 max-sm:basis-full max-sm:py-0.5 max-sm:text-sm">
                  <PhoneLabel text={t("lists.listings.columns.updated")} />
                  <time dateTime={row.updatedAt}>{formatDay(row.updatedAt, language)}</time>
                </td>
                <td className="px-2 py-3 max-sm:basis-full max-sm:pt-2">
                  <button
                    type="button"
                    className={`${secondaryButton} whitespace-nowrap`}
                    disabled={duplicating.busy}
                    aria-label={t("lists.listings.duplicateOf", { id: row.id })}
                    onClick={() => void duplicate(row)}
                  >
                    {t("lists.listings.duplicate")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPager meta={meta} query={filters} className="mt-4" />

      <ConfirmDialog
        open={confirming}
        title={t("trash.moveConfirmTitle")}
        description={t("trash.moveConfirm", { count: selection.ids.length })}
        confirmLabel={t("trash.moveConfirmButton")}
        onConfirm={() => void runBulk()}
        onCancel={() => setConfirming(false)}
        testId="confirm-delete"
      />
    </>
  );
}
