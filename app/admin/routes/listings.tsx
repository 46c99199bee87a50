import { Form, Link, useLocation } from "react-router";
import { type AdminListingRow, licenceState } from "../../../domain/admin/listing-editor.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { listingLabels } from "../listing-labels.ts";
import type { Route } from "./+types/listings";

const filterNames = ["kind", "q", "state"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of [...filterNames, "page"]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return adminFetch<{ data: AdminListingRow[]; meta: { page: number; limit: number; total: number } }>(
    `/listings?${query}`,
    { language: adminLanguageOf(url.pathname), signal: request.signal },
  );
}

/** Every listing, drafts too, the last changed first; licences about to expire are flagged. */
export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const search = new URLSearchParams(useLocation().search);
  const { data: rows, meta } = loaderData;
  const filters = new URLSearchParams();
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters.set(name, value);
  }
  const labels = listingLabels[language];

  return (
    <>
      <AdminTitle text={t("listings.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{t("listings.title")}</h1>
        <div className="flex flex-wrap gap-2">
          {listingKinds.map((kind) => (
            <Link key={kind} to={adminPath(`/listings/new/${kind}`, language)} className={primaryButton}>
              {t(`listings.new.${kind}`)}
            </Link>
          ))}
        </div>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t("listings.filters")}
        className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        key={search.toString()}
      >
        <div className="sm:col-span-2">
          <TextField label={t("listings.search")} type="search" name="q" defaultValue={search.get("q") ?? ""} />
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
        </SelectField>
        <div className="flex gap-2">
          <button type="submit" className={primaryButton}>
            {t("leads.apply")}
          </button>
          <Link to={adminPath("/listings", language)} className={secondaryButton}>
            {t("leads.clear")}
          </Link>
        </div>
      </Form>

      <p className="mt-4 text-sm text-ink-700" role="status">
        {t("listings.count", { count: meta.total })}
      </p>
      <ul className="mt-2 grid gap-2">
        {rows.map((row) => {
          const licence = row.published ? licenceState(row.adLicenceExpiresAt) : null;
          return (
            <li key={row.id} className="rounded-xl bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={adminPath(`/listings/${row.id}`, language)}
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  <span lang="ar" dir="rtl">
                    {row.titleAr}
                  </span>
                  {" · "}
                  <span lang="en" dir="ltr">
                    {row.titleEn}
                  </span>
                </Link>
                <span className="rounded-full bg-sand-50 px-2 py-0.5 text-xs font-semibold text-ink-700">
                  {t(`listings.kinds.${row.kind}`)}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.published ? "bg-brand-50 text-brand-800" : "bg-sand-100 text-ink-700"}`}
                >
                  {row.published ? t("listings.state.published") : t("listings.state.draft")}
                </span>
                <span className="text-xs text-ink-700">
                  {(labels.statuses[row.kind as ListingKind] as Record<string, string>)[
                    row.kind === "property" && row.status === "ACTIVE" ? "AVAILABLE" : row.status
                  ] ?? row.status}
                </span>
              </div>
              <p className="mt-1 text-xs text-ink-700">
                {t("listings.updated", { time: formatAdminTime(row.updatedAt, language) })}
              </p>
              {licence && licence.state !== "valid" && licence.state !== "missing" ? (
                <p className="mt-1 text-sm font-semibold text-gold-700" data-testid="licence-warning">
                  {licence.state === "expired"
                    ? t("editor.licenceExpired")
                    : licence.daysLeft === 0
                      ? t("editor.licenceExpiresToday")
                      : t("editor.licenceExpiring", { count: licence.daysLeft })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <AdminPager meta={meta} query={filters} className="mt-4" />
    </>
  );
}
