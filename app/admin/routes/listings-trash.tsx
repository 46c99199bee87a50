import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { BulkOutcome } from "../../../domain/admin/listing-list.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { type TrashedListing, type TrashPage, trashDaysLeft } from "../../../domain/admin/trash.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { ConfirmDialog } from "../admin-dialog.tsx";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { BulkResult, listQuery, useListFilters, useSelection } from "../admin-list.tsx";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { dangerButton, FormMessage, primaryButton, secondaryButton } from "../form-fields.tsx";
import { RowSelectCell, SelectAllHeaderCell, ThumbnailCell, ThumbnailHeaderCell } from "../listing-row-cells.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/listings-trash";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminFetch<TrashPage>(`/trash?${listQuery(request.url, [])}`, {
    language: adminLanguageOf(new URL(request.url).pathname),
    signal: request.signal,
  });
}

/** What the confirmation dialog asks about: deleting chosen listings for good, or the whole trash. */
type Confirming = { purge: number[] } | { empty: true } | null;

/**
 * The listings' trash (docs/decisions/038-trash.md): who deleted each and when, the days left before the daily
 * sweep deletes it for good; restore puts it back as an unpublished draft; admins delete for good or empty it,
 * after a dialog that says what goes.
 */
export default function ListingsTrashPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const revalidator = useRevalidator();
  const { filters } = useListFilters([]);
  const { data: rows, meta } = loaderData;
  const selection = useSelection(rows.map((row) => row.id));
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [outcome, setOutcome] = useState<{ result: BulkOutcome; names: Map<number, string> }>();
  const [notice, setNotice] = useState<string>();
  const action = useSubmit();
  const purges = can(staff.role, "purgeListings");
  const now = new Date();
  const titleOf = (row: TrashedListing) => (language === "ar" ? row.titleAr : row.titleEn);

  const run = async (path: "restore" | "purge", ids: number[]) => {
    setConfirming(null);
    setNotice(undefined);
    const names = new Map(rows.filter((row) => ids.includes(row.id)).map((row) => [row.id, titleOf(row)]));
    await action.run(async () => {
      const answer = await adminFetch<{ data: BulkOutcome }>(`/trash/${path}`, {
        language,
        method: "POST",
        body: { ids },
      });
      setOutcome({ result: answer.data, names });
      selection.clear();
      await revalidator.revalidate();
    });
  };
  const empty = async () => {
    setConfirming(null);
    setOutcome(undefined);
    const ok = await action.run(async () => {
      await adminFetch("/trash/empty", { language, method: "POST" });
      await revalidator.revalidate();
    });
    if (ok) setNotice(t("trash.emptied"));
  };

  return (
    <>
      <AdminTitle text={t("trash.title")} />
      <nav aria-label={t("editor.breadcrumb")} className="text-sm">
        <Link to={adminPath("/listings", language)} className="text-brand-800 underline">
          {t("trash.backToListings")}
        </Link>
      </nav>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{t("trash.title")}</h1>
        {purges && meta.total > 0 ? (
          <button
            type="button"
            className={dangerButton}
            disabled={action.busy}
            onClick={() => setConfirming({ empty: true })}
          >
            {t("trash.empty")}
          </button>
        ) : null}
      </div>
      <div className="mt-3 grid gap-1 text-sm text-ink-700">
        <p>{t("trash.keptFor", { count: meta.trashDays })}</p>
        <p>{t("trash.restoreHint")}</p>
        {purges ? null : <p>{t("trash.adminOnly")}</p>}
      </div>

      <p className="mt-4 text-sm font-semibold text-ink-900" role="status" data-testid="trash-count">
        {t("trash.count", { count: meta.total })}
      </p>

      {rows.length > 0 ? (
        <section
          aria-label={t("lists.bulkLabel")}
          className="z-10 md:sticky md:top-0 mt-2 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm"
        >
          <p className="min-w-32 text-sm font-semibold text-ink-900" aria-live="polite" data-testid="selected-count">
            {t("lists.selected", { count: selection.ids.length })}
          </p>
          <button
            type="button"
            className={primaryButton}
            disabled={action.busy || selection.ids.length === 0}
            onClick={() => void run("restore", selection.ids)}
          >
            {t("trash.restoreSelected")}
          </button>
          {purges ? (
            <button
              type="button"
              className={`${secondaryButton} border-red-700 text-red-700`}
              disabled={action.busy || selection.ids.length === 0}
              onClick={() => setConfirming({ purge: selection.ids })}
            >
              {t("trash.purgeSelected")}
            </button>
          ) : null}
        </section>
      ) : null}
      <div className="mt-2 grid gap-2">
        <FormMessage error={action.error} success={notice} />
        {outcome ? (
          <BulkResult
            outcome={outcome.result}
            nameOf={(id) => `${t("lists.listings.number", { id })} ${outcome.names.get(id) ?? ""}`.trim()}
          />
        ) : null}
      </div>

      {rows.length > 0 ? (
        // A phone shows each row as a card: its photo and title, then who, when and the days left, then its
        // buttons; the columns' headers stay for wider screens (nothing scrolls sideways at 390 px).
        <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[44rem]">
            <caption className="sr-only">{t("trash.table")}</caption>
            <thead className="border-b border-sand-100 bg-sand-50 max-sm:block">
              <tr className="max-sm:flex max-sm:items-center">
                <SelectAllHeaderCell selection={selection} label={t("trash.selectAll")} />
                <ThumbnailHeaderCell />
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t("trash.columns.title")}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold max-sm:hidden">
                  {t("trash.columns.trashedBy")}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold max-sm:hidden">
                  {t("trash.columns.trashedAt")}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold max-sm:hidden">
                  {t("trash.columns.daysLeft")}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold max-sm:hidden">
                  {t("trash.columns.actions")}
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-sand-100 align-top last:border-0 max-sm:flex max-sm:flex-wrap max-sm:pb-2"
                  data-testid="trash-row"
                >
                  <RowSelectCell
                    selection={selection}
                    id={row.id}
                    label={t("trash.selectOne", { id: row.id, title: titleOf(row) })}
                  />
                  <ThumbnailCell thumbnail={row.thumbnail} />
                  <td className="px-2 py-3 max-sm:min-w-0 max-sm:flex-1 sm:max-w-72">
                    <span className="font-semibold text-ink-900">
                      <bdi>{titleOf(row)}</bdi>
                    </span>
                    <span className="mt-0.5 block text-xs text-ink-700">
                      {t(`listings.kinds.${row.kind}`)}
                      {" · "}
                      {t("lists.listings.number", { id: row.id })}
                    </span>
                  </td>
                  <td className="px-2 py-3 max-sm:basis-full max-sm:py-0.5">
                    <span className="text-ink-700 sm:hidden">{t("trash.columns.trashedBy")}: </span>
                    {row.trashedBy ? <bdi>{row.trashedBy}</bdi> : t("trash.unknownAuthor")}
                  </td>
                  <td className="px-2 py-3 text-xs text-ink-700 max-sm:basis-full max-sm:py-0.5 max-sm:text-sm">
                    <span className="sm:hidden">{t("trash.columns.trashedAt")}: </span>
                    <time dateTime={row.trashedAt}>{formatAdminTime(row.trashedAt, language)}</time>
                  </td>
                  <td className="px-2 py-3 max-sm:basis-full max-sm:py-0.5 sm:whitespace-nowrap">
                    <span className="text-ink-700 sm:hidden">{t("trash.columns.daysLeft")}: </span>
                    <span className="whitespace-nowrap" data-testid="days-left">
                      {t("trash.daysLeft", { count: trashDaysLeft(row.trashedAt, meta.trashDays, now) })}
                    </span>
                  </td>
                  <td className="px-2 py-3 max-sm:basis-full max-sm:pt-2">
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={`${secondaryButton} whitespace-nowrap`}
                        disabled={action.busy}
                        aria-label={t("trash.restoreOf", { id: row.id })}
                        onClick={() => void run("restore", [row.id])}
                      >
                        {t("trash.restore")}
                      </button>
                      {purges ? (
                        <button
                          type="button"
                          className={`${secondaryButton} whitespace-nowrap border-red-700 text-red-700`}
                          disabled={action.busy}
                          aria-label={t("trash.purgeOf", { id: row.id })}
                          onClick={() => setConfirming({ purge: [row.id] })}
                        >
                          {t("trash.purge")}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AdminPager meta={meta} query={filters} className="mt-4" />

      <ConfirmDialog
        open={confirming !== null}
        title={confirming && "empty" in confirming ? t("trash.confirmEmptyTitle") : t("trash.confirmPurgeTitle")}
        description={
          confirming && "empty" in confirming
            ? t("trash.confirmEmpty", { count: meta.total })
            : t("trash.confirmPurge", { count: confirming?.purge.length ?? 0 })
        }
        confirmLabel={
          confirming && "empty" in confirming ? t("trash.confirmEmptyButton") : t("trash.confirmPurgeButton")
        }
        onConfirm={() =>
          confirming && "empty" in confirming ? void empty() : void run("purge", confirming?.purge ?? [])
        }
        onCancel={() => setConfirming(null)}
        testId="confirm-purge"
      />
    </>
  );
}
