import { useState } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import type { LeadSummary } from "../../../domain/admin/lead-inbox.ts";
import { leadKinds, leadStatuses } from "../../../domain/admin/lead-kinds.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { ListingLink, MoveToInboxButton, PhoneLinks, StatusBadge, SuspicionText } from "../lead-bits.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/leads";

const filterNames = ["box", "q", "kind", "status", "from", "to", "listingId", "assignedStaffId"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of [...filterNames, "page"]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return adminFetch<{ data: LeadSummary[]; meta: { page: number; limit: number; total: number } }>(`/leads?${query}`, {
    language: adminLanguageOf(url.pathname),
    signal: request.signal,
  });
}

/**
 * The leads inbox: filters in the address (shareable, back button), newest first, paged. The suspected leads (kept
 * apart as automated-looking) are a box of their own, each with its reason and a button to move it to the inbox.
 */
export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const search = new URLSearchParams(useLocation().search);
  const { data: leads, meta } = loaderData;
  const suspected = search.get("box") === "suspected";
  const filters = new URLSearchParams();
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters.set(name, value);
  }
  const csv = new URLSearchParams(filters);
  csv.set("lang", language);
  const boxPath = (box: "inbox" | "suspected") =>
    `${adminPath("/", language)}${box === "suspected" ? "?box=suspected" : ""}`;
  const moving = useSubmit();
  const [moved, setMoved] = useState<string>();

  return (
    <>
      <AdminTitle text={t("leads.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">{t("leads.title")}</h1>
        <a href={`/api/admin/leads.csv?${csv}`} className={secondaryButton} download>
          {t("leads.export")}
        </a>
      </div>
      <nav aria-label={t("leads.boxes")} className="mt-4 flex flex-wrap gap-2">
        {(["inbox", "suspected"] as const).map((box) => {
          const current = (box === "suspected") === suspected;
          return (
            <Link
              key={box}
              to={boxPath(box)}
              aria-current={current ? "page" : undefined}
              className={current ? primaryButton : secondaryButton}
            >
              {t(`leads.${box}`)}
            </Link>
          );
        })}
      </nav>
      {suspected ? <p className="mt-3 max-w-3xl text-sm text-ink-700">{t("leads.suspectedIntro")}</p> : null}
      <Form
        method="get"
        role="search"
        aria-label={t("leads.filters")}
        className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        key={search.toString()}
      >
        <div className="sm:col-span-2">
          <TextField label={t("leads.search")} type="search" name="q" defaultValue={search.get("q") ?? ""} />
        </div>
        <SelectField label={t("leads.kind")} name="kind" defaultValue={search.get("kind") ?? ""}>
          <option value="">{t("leads.any")}</option>
          {leadKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("leads.status")} name="status" defaultValue={search.get("status") ?? ""}>
          <option value="">{t("leads.any")}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t("leads.from")} type="date" name="from" defaultValue={search.get("from") ?? ""} />
        <TextField label={t("leads.to")} type="date" name="to" defaultValue={search.get("to") ?? ""} />
        {search.get("listingId") ? <input type="hidden" name="listingId" value={search.get("listingId")!} /> : null}
        {suspected ? <input type="hidden" name="box" value="suspected" /> : null}
        <div className="flex flex-wrap gap-2 lg:col-span-6">
          <button type="submit" className={primaryButton}>
            {t("leads.apply")}
          </button>
          {filters.size > (suspected ? 1 : 0) ? (
            <Link to={boxPath(suspected ? "suspected" : "inbox")} className={secondaryButton}>
              {t("leads.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 font-semibold text-ink-700" role="status" data-testid="lead-count">
        {t("leads.count", { count: meta.total })}
      </p>
      <div className="mt-3">
        <FormMessage error={moving.error} success={moved} />
      </div>
      <ul className="mt-3 grid gap-3">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="lead-row">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link
                to={adminPath(`/leads/${lead.id}`, language)}
                className="text-lg font-bold text-ink-900 underline-offset-4 hover:underline"
                aria-label={t("leads.open", { name: lead.name })}
              >
                <bdi>{lead.name}</bdi>
              </Link>
              <StatusBadge status={lead.status} />
            </div>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-700">{t("leads.columns.time")}</dt>
              <dd>
                <time dateTime={lead.createdAt}>{formatAdminTime(lead.createdAt, language)}</time>
              </dd>
              <dt className="text-ink-700">{t("leads.columns.kind")}</dt>
              <dd>
                {t(`kinds.${lead.kind}`)}
                {lead.listing ? (
                  <>
                    {" · "}
                    <ListingLink listing={lead.listing} language={language} />
                  </>
                ) : null}
              </dd>
              <dt className="text-ink-700">{t("leads.columns.contact")}</dt>
              <dd className="flex flex-wrap gap-x-4 gap-y-1">
                <PhoneLinks phone={lead.phone} />
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} dir="ltr" className="text-brand-700 underline underline-offset-4">
                    {lead.email}
                  </a>
                ) : null}
              </dd>
              {lead.assignedStaff ? (
                <>
                  <dt className="text-ink-700">{t("leads.assigned")}</dt>
                  <dd>{lead.assignedStaff.name}</dd>
                </>
              ) : null}
            </dl>
            {lead.message ? (
              <p dir="auto" className="mt-2 line-clamp-2 text-start text-sm text-ink-700">
                {lead.message}
              </p>
            ) : null}
            {lead.suspicion ? (
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-md bg-gold-100 p-3 text-sm">
                <p className="text-ink-900">
                  <span className="font-semibold">{t("leads.reason")}: </span>
                  <SuspicionText suspicion={lead.suspicion} language={language} />
                </p>
                <MoveToInboxButton
                  lead={lead}
                  language={language}
                  run={moving.run}
                  busy={moving.busy}
                  done={async (name) => {
                    setMoved(t("leads.moved", { name }));
                    await revalidator.revalidate();
                  }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <AdminPager meta={meta} query={filters} className="mt-6" />
    </>
  );
}
