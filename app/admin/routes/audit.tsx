import { Form, Link, useLocation } from "react-router";
import { type AuditAction, auditActions } from "../../../domain/admin/audit-actions.ts";
import type { AuditValue, FieldChange } from "../../../domain/admin/audit-changes.ts";
import { leadStatuses } from "../../../domain/admin/lead-kinds.ts";
import type { StaffMember } from "../../../domain/admin/roles.ts";
import type { Language } from "../../../domain/language.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { type AdminT, useAdminT } from "../admin-i18n.ts";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { withIsolatedValues } from "../isolated-text.tsx";
import { listingLabels } from "../listing-labels.ts";
import auditTexts from "../locales/audit.ar.ts";
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
  item: { type: ItemType; id: number | null; label: { ar: string; en: string } | null } | null;
  changes: FieldChange[];
  detail: Record<string, unknown>;
  address: string | null;
}

/** The filters the page keeps in its address: who, what, which item, which days. */
const filterNames = ["staffId", "action", "subject", "from", "to", "page"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const language = adminLanguageOf(url.pathname);
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const [log, staff] = await Promise.all([
    adminFetch<{ data: AuditEntry[]; meta: { page: number; limit: number; total: number } }>(`/audit?${query}`, {
      language,
      signal: request.signal,
    }),
    adminFetch<{ data: StaffMember[] }>("/staff", { language, signal: request.signal }),
  ]);
  return { ...log, staff: staff.data };
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Numbers with each language's separators and Latin digits (docs/decisions/006-numbers-and-dates.md). */
function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "ar" ? "ar-SA-u-nu-latn" : "en-US", { maximumFractionDigits: 6 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

function valueText(field: string, value: AuditValue, t: AdminT, language: Language): string {
  if (value === null || value === "") return field === "assignedStaffId" ? t("auditLog.nobody") : t("auditLog.empty");
  if (typeof value === "boolean") return value ? t("auditLog.yes") : t("auditLog.no");
  if (typeof value === "number") return formatNumber(value, language);
  if (field === "status") {
    if ((leadStatuses as readonly string[]).includes(value))
      return t(`statuses.${value as (typeof leadStatuses)[number]}`);
    // A listing's statuses are named per kind; a code reads the same in each kind that has it.
    const byKind: Record<string, string>[] = Object.values(listingLabels[language].statuses);
    return byKind.find((names) => value in names)?.[value] ?? value;
  }
  return value;
}

function fieldText(field: string, t: AdminT): string {
  // A field this page has no word for (company settings' rows, or a newer server's) shows as stored, unlogged.
  return Object.hasOwn(auditTexts.fields, field)
    ? t(`auditLog.fields.${field as keyof typeof auditTexts.fields}`)
    : field;
}

/** "price: from 2,500,000 to 2,400,000", each part isolated so that the digits and names keep their order. */
function ChangeLine({ change }: { change: FieldChange }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const field = fieldText(change.field, t);
  return (
    <li data-testid="audit-change">
      <bdi className="font-semibold">{field}</bdi>
      {": "}
      {"long" in change
        ? t("auditLog.changed")
        : withIsolatedValues((values) => t("auditLog.fromTo", values), {
            from: valueText(change.field, change.from, t, language),
            to: valueText(change.field, change.to, t, language),
          })}
    </li>
  );
}

function itemPath(item: NonNullable<AuditEntry["item"]>): string | null {
  switch (item.type) {
    case "listing":
      return `/listings/${item.id}`;
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
  const label = item.type === "company" ? type : item.label ? item.label[language] || item.label.ar : null;
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
    </span>
  );
}

/** Who did what, when and to which item, newest first, in words, for admins. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
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
    const item = entries.find((entry) => entry.item && subjectOf(entry.item) === value)?.item;
    if (!item) return value;
    const type = t(`auditLog.itemTypes.${item.type}`);
    if (item.type === "company" || !item.label)
      return item.type === "company" ? type : t("auditLog.goneItem", { type });
    return `${type}: ${item.label[language] || item.label.ar}`;
  };
  return (
    <div className="grid gap-4">
      <AdminTitle text={t("audit.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("audit.title")}</h1>
      <Form
        method="get"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        key={search.toString()}
        data-testid="audit-filters"
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
        {subject ? <input type="hidden" name="subject" value={subject} /> : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton}>
            {t("leads.apply")}
          </button>
          {search.size > 0 ? (
            <Link to={location.pathname} className={secondaryButton}>
              {t("auditLog.clear")}
            </Link>
          ) : null}
        </div>
        {subject ? (
          <p
            className="flex flex-wrap gap-x-3 text-sm text-ink-700 sm:col-span-2 lg:col-span-5"
            data-testid="audit-item-filter"
          >
            <span>
              {t("auditLog.item")}: <bdi>{subjectLabel(subject)}</bdi>
            </span>
            <Link to={withoutSubject()} className="text-brand-700 underline">
              {t("auditLog.removeItem")}
            </Link>
          </p>
        ) : null}
      </Form>
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
