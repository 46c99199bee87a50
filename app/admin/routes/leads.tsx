import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { LeadStatus, LeadSummary } from "../../../domain/admin/lead-inbox.ts";
import { leadKinds, leadStatuses } from "../../../domain/admin/lead-kinds.ts";
import type { BulkOutcome, LeadBulkAction } from "../../../domain/admin/listing-list.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminListFilters, BulkResult, listQuery, SelectBox, useListFilters, useSelection } from "../admin-list.tsx";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { ListingLink, MoveToInboxButton, PhoneLinks, StatusBadge, SuspicionText } from "../lead-bits.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/leads";

const filterNames = ["box", "q", "kind", "status", "from", "to", "listingId", "assignedStaffId"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const [leads, assignable] = await Promise.all([
    adminFetch<{ data: LeadSummary[]; meta: { page: number; limit: number; total: number } }>(
      `/leads?${listQuery(request.url, filterNames)}`,
      { language, signal: request.signal },
    ),
    adminFetch<{ data: { id: number; name: string }[] }>("/staff/assignable", { language, signal: request.signal }),
  ]);
  return { ...leads, assignable: assignable.data };
}

/**
 * The leads inbox: filters in the address (shareable, back button), newest first, paged. The suspected leads (kept
 * apart as automated-looking) are a box of their own, each with its reason and a button to move it to the inbox.
 */
export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const { search, filters } = useListFilters(filterNames);
  const { data: leads, meta, assignable } = loaderData;
  const suspected = search.get("box") === "suspected";
  const csv = new URLSearchParams(filters);
  csv.set("lang", language);
  const selection = useSelection(leads.map((lead) => lead.id));
  const selectedCsv = new URLSearchParams({ lang: language, ids: selection.ids.join(",") });
  const [action, setAction] = useState<LeadBulkAction | "">("");
  const [assignee, setAssignee] = useState("");
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [outcome, setOutcome] = useState<{ result: BulkOutcome; names: Map<number, string> }>();
  const bulk = useSubmit();
  const runBulk = () =>
    bulk.run(async () => {
      const names = new Map(
        leads.filter((lead) => selection.selected.has(lead.id)).map((lead) => [lead.id, lead.name]),
      );
      const body =
        action === "assign"
          ? { action, ids: selection.ids, assignedStaffId: assignee ? Number(assignee) : null }
          : { action, ids: selection.ids, status };
      const answer = await adminFetch<{ data: BulkOutcome }>("/leads/bulk", { language, method: "POST", body });
      setOutcome({ result: answer.data, names });
      selection.clear();
      await revalidator.revalidate();
    });
  const boxPath = (box: "inbox" | "suspected") =>
    `${adminPath("/leads", language)}${box === "suspected" ? "?box=suspected" : ""}`;
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
      <AdminListFilters
        label={t("leads.filters")}
        search={search}
        keep={["listingId", "box"]}
        clearTo={filters.size > (suspected ? 1 : 0) ? boxPath(suspected ? "suspected" : "inbox") : undefined}
        className="lg:grid-cols-6"
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
      </AdminListFilters>

      <p className="mt-6 font-semibold text-ink-700" role="status" data-testid="lead-count">
        {t("leads.count", { count: meta.total })}
      </p>
      {leads.length > 0 ? (
        <section
          aria-label={t("lists.bulkLabel")}
          className="z-10 md:sticky md:top-0 mt-3 flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 shadow-sm"
        >
          <span className="self-center">
            <SelectBox
              label={t("lists.leads.selectAll")}
              checked={selection.allOnPage}
              mixed={selection.someOnPage}
              onChange={selection.toggleAll}
              testId="select-all"
            />
          </span>
          <p
            className="min-w-28 self-center text-sm font-semibold text-ink-900"
            aria-live="polite"
            data-testid="selected-count"
          >
            {t("lists.selected", { count: selection.ids.length })}
          </p>
          <SelectField
            label={t("lists.action")}
            value={action}
            onChange={(event) => setAction(event.target.value as LeadBulkAction | "")}
            data-testid="bulk-action"
          >
            <option value="">{t("lists.chooseAction")}</option>
            <option value="assign">{t("lists.leads.actions.assign")}</option>
            <option value="status">{t("lists.leads.actions.status")}</option>
          </SelectField>
          {action === "assign" ? (
            <SelectField
              label={t("lists.leads.assignee")}
              value={assignee}
              onChange={(event) => setAssignee(event.target.value)}
              data-testid="bulk-assignee"
            >
              <option value="">{t("lists.leads.unassigned")}</option>
              {assignable.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          {action === "status" ? (
            <SelectField
              label={t("lists.leads.newStatus")}
              value={status}
              onChange={(event) => setStatus(event.target.value as LeadStatus | "")}
              data-testid="bulk-status"
            >
              <option value="">{t("lists.chooseAction")}</option>
              {leadStatuses.map((name) => (
                <option key={name} value={name}>
                  {t(`statuses.${name}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <button
            type="button"
            className={primaryButton}
            disabled={bulk.busy || selection.ids.length === 0 || !action || (action === "status" && !status)}
            onClick={() => void runBulk()}
          >
            {bulk.busy ? t("lists.running") : t("lists.run")}
          </button>
          {selection.ids.length > 0 ? (
            <a href={`/api/admin/leads.csv?${selectedCsv}`} className={secondaryButton} download>
              {t("lists.leads.exportSelected")}
            </a>
          ) : null}
        </section>
      ) : null}
      <div className="mt-3 grid gap-2">
        <FormMessage error={moving.error ?? bulk.error} success={moved} />
        {outcome ? <BulkResult outcome={outcome.result} nameOf={(id) => outcome.names.get(id) ?? `#${id}`} /> : null}
      </div>
      <ul className="mt-3 grid gap-3">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="lead-row">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <SelectBox
                label={t("lists.leads.selectOne", { name: lead.name || t("privacy.anonymousLead", { id: lead.id }) })}
                checked={selection.selected.has(lead.id)}
                onChange={(on) => selection.toggle(lead.id, on)}
              />
              <Link
                to={adminPath(`/leads/${lead.id}`, language)}
                className="flex-1 text-lg font-bold text-ink-900 underline-offset-4 hover:underline"
                aria-label={t("leads.open", { name: lead.name || t("privacy.anonymousLead", { id: lead.id }) })}
              >
                <bdi>{lead.name || t("privacy.anonymousLead", { id: lead.id })}</bdi>
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
                {lead.reportReason ? ` (${t(`reports.reasons.${lead.reportReason}`)})` : null}
                {lead.listing ? (
                  <>
                    {" · "}
                    <ListingLink listing={lead.listing} language={language} />
                  </>
                ) : null}
              </dd>
              <dt className="text-ink-700">{t("leads.columns.contact")}</dt>
              <dd className="flex flex-wrap gap-x-4 gap-y-1">
                {lead.phone ? <PhoneLinks phone={lead.phone} /> : null}
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
