import { Link, useLocation } from "react-router";
import { type AuditAction, auditActions } from "../../../domain/admin/audit-actions.ts";
import type { FieldChange } from "../../../domain/admin/audit-changes.ts";
import type { StaffMember } from "../../../domain/admin/roles.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminListFilters, listQuery, useListFilters } from "../admin-list.tsx";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { ChangeLine } from "../change-line.tsx";
import { SelectField, TextField } from "../form-fields.tsx";
import { withIsolatedValues } from "../isolated-text.tsx";
import type { Route } from "./+types/audit";

type ItemType = "listing" | "lead" | "staff" | "category" | "company";

interface AuditEntry {
  id: number;
  at: string;
  count: number;
  firstAt: string;
  staffId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  subject: string | null;
  item: { type: ItemType; id: number | null; label: { ar: string; en: string } | null; inTrash: boolean } | null;
  changes: FieldChange[];
  detail: Record<string, unknown>;
  address: string | null;
}

/** The filters the page keeps in its address: who, what, which item, which days. */
const filterNames = ["staffId", "action", "subject", "from", "to"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const [log, staff] = await Promise.all([
    adminFetch<{ data: AuditEntry[]; meta: { page: number; limit: number; total: number } }>(
      `/audit?${listQuery(request.url, filterNames)}`,
      { language, signal: request.signal },
    ),
    adminFetch<{ data: StaffMember[] }>("/staff", { language, signal: request.signal }),
  ]);
  return { ...log, staff: staff.data };
}

function itemPath(item: NonNullable<AuditEntry["item"]>): string | null {
  switch (item.type) {
    case "listing":
      // A listing in the trash has no editor (it answers 404): the trash shows it (docs/decisions/038-trash.md).
      return item.inTrash ? "/listings/trash" : `/listings/${item.id}`;
    case "lead":
      return `/leads/${item.id}`;
    case "staff":
      return "/staff";
    case "category":
      return "/categories";
    case "company":
      return "/settings";
  }
}

function subjectOf(item: NonNullable<AuditEntry["item"]>): string {
  return item.type === "company" ? "company" : `${item.type}:${item.id}`;
}

function ItemLink({ item }: { item: NonNullable<AuditEntry["item"]> }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const type = t(`auditLog.itemTypes.${item.type}`);
  const path = itemPath(item);
  // An anonymised lead has no name left: it is called by its number.
  const label =
    item.type === "company"
      ? type
      : item.label
        ? item.label[language] || item.label.ar || t("privacy.anonymousLead", { id: item.id ?? "" })
        : null;
  return (
    <span>
      {t("auditLog.onItem")}:{" "}
      {label === null ? (
        <span>{t("auditLog.goneItem", { type })}</span>
      ) : path ? (
        <Link
          to={adminPath(path, language)}
          className="font-semibold text-brand-700 underline"
          data-testid="audit-item"
        >
          <bdi>{label}</bdi>
        </Link>
      ) : (
        <bdi>{label}</bdi>
      )}
      {item.type !== "company" && item.id !== null ? <span className="text-ink-500"> (#{item.id})</span> : null}
      {item.inTrash ? (
        <span className="text-ink-700" data-testid="audit-item-in-trash">
          {" "}
          ({t("auditLog.inTrash")})
        </span>
      ) : null}
    </span>
  );
}

/** Who did what, when and to which item, newest first, in words, for admins. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const location = useLocation();
  const { search, filters } = useListFilters(filterNames);
  const { data: entries, meta, staff } = loaderData;
  // A row written by a newer server version may carry an action this page has no text for yet.
  const actionLabel = (action: string) =>
    (auditActions as readonly string[]).includes(action) ? t(`audit.actions.${action as AuditAction}`) : action;
  const withSubject = (subject: string) => {
    const query = new URLSearchParams(search);
    query.set("subject", subject);
    query.delete("page");
    return `${location.pathname}?${query}`;
  };
  const subject = search.get("subject");
  const withoutSubject = () => {
    const query = new URLSearchParams(search);
    query.delete("subject");
    query.delete("page");
    return query.size > 0 ? `${location.pathname}?${query}` : location.pathname;
  };
  // The filtered item under its name, read from an entry about it; the stored words when none is on the page.
  const subjectLabel = (value: string) => {
    if (value === "company") return t("auditLog.itemTypes.company");
    const item = entries.find((entry) => entry.item && subjectOf(entry.item) === value)?.item;
    if (!item) return value;
    const type = t(`auditLog.itemTypes.${item.type}`);
    if (!item.label) return t("auditLog.goneItem", { type });
    return `${type}: ${item.label[language] || item.label.ar || t("privacy.anonymousLead", { id: item.id ?? "" })}`;
  };
  return (
    <div className="grid gap-4">
      <AdminTitle text={t("audit.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("audit.title")}</h1>
      <AdminListFilters
        label={t("auditLog.filters")}
        search={search}
        keep={["subject"]}
        clearTo={filters.size > 0 ? location.pathname : undefined}
        className="lg:grid-cols-5"
      >
        <SelectField label={t("auditLog.who")} name="staffId" defaultValue={search.get("staffId") ?? ""}>
          <option value="">{t("auditLog.anyone")}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("audit.action")} name="action" defaultValue={search.get("action") ?? ""}>
          <option value="">{t("leads.any")}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </SelectField>
        <TextField label={t("leads.from")} type="date" name="from" defaultValue={search.get("from") ?? ""} />
        <TextField label={t("leads.to")} type="date" name="to" defaultValue={search.get("to") ?? ""} />
      </AdminListFilters>
      {subject ? (
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-700" data-testid="audit-item-filter">
          <span>
            {t("auditLog.item")}: <bdi>{subjectLabel(subject)}</bdi>
          </span>
          <Link to={withoutSubject()} className="text-brand-700 underline">
            {t("auditLog.removeItem")}
          </Link>
        </p>
      ) : null}
      {entries.length === 0 ? <p className="text-ink-700">{t("auditLog.noEntries")}</p> : null}
      <ol className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg bg-white p-3 text-sm shadow-sm" data-testid="audit-row">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-bold text-ink-900" data-testid="audit-action">
                {actionLabel(entry.action)}
                {entry.count > 1 ? ` (${t("auditLog.photos", { count: entry.count })})` : null}
              </span>
              <time dateTime={entry.at} className="text-ink-700">
                <bdi>{formatAdminTime(entry.at, language)}</bdi>
              </time>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-700">
              <span data-testid="audit-actor">
                {withIsolatedValues((values) => `${t("auditLog.by")}: ${values.name}`, {
                  // No account and no e-mail: the command line or a scheduled job wrote it.
                  name:
                    entry.actorName ??
                    entry.actorEmail ??
                    (entry.staffId === null ? t("auditLog.system") : t("auditLog.unknownPerson")),
                })}
              </span>
              {entry.item ? <ItemLink item={entry.item} /> : null}
              {entry.item && subjectOf(entry.item) !== subject ? (
                <Link to={withSubject(subjectOf(entry.item))} className="text-brand-700 underline">
                  {t("auditLog.showItem")}
                </Link>
              ) : null}
            </p>
            {(entry.action === "listing_sent_back" || entry.action === "listing_submitted_for_review") &&
            typeof (entry.detail.comment ?? entry.detail.note) === "string" ? (
              // A review's comment or note, as the person wrote it (docs/decisions/036-review-before-publishing.md).
              <p className="mt-2 whitespace-pre-line break-words text-ink-900" data-testid="audit-review-text">
                <bdi>{t("review.auditNote", { text: String(entry.detail.comment ?? entry.detail.note) })}</bdi>
              </p>
            ) : null}
            {entry.changes.length > 0 ? (
              <ul className="mt-2 grid gap-0.5 text-ink-900">
                {entry.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} />
                ))}
              </ul>
            ) : null}
            {entry.actorEmail || entry.subject || entry.address || Object.keys(entry.detail).length > 0 ? (
              // What the row stores, for an admin who needs the account's e-mail or the raw values.
              <details className="mt-1 text-xs text-ink-700">
                <summary className="cursor-pointer">{t("auditLog.technical")}</summary>
                {entry.actorEmail ? (
                  <p>
                    {t("auditLog.email")}: <bdi dir="ltr">{entry.actorEmail}</bdi>
                  </p>
                ) : null}
                {entry.subject ? (
                  <p>
                    {t("audit.subject")}: <bdi dir="ltr">{entry.subject}</bdi>
                  </p>
                ) : null}
                {entry.address ? (
                  <p>
                    {t("audit.address")}: <bdi dir="ltr">{entry.address}</bdi>
                  </p>
                ) : null}
                {Object.keys(entry.detail).length > 0 ? (
                  <p dir="ltr" className="break-all text-start font-mono">
                    {JSON.stringify(entry.detail)}
                  </p>
                ) : null}
              </details>
            ) : null}
          </li>
        ))}
      </ol>
      <AdminPager meta={meta} query={search} />
    </div>
  );
}
