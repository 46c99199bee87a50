import { Form, useLocation } from "react-router";
import { type AuditAction, auditActions } from "../../../domain/admin/audit-actions.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminPager } from "../admin-pager.tsx";
import { AdminTitle } from "../admin-title.tsx";
import { primaryButton, SelectField, TextField } from "../form-fields.tsx";
import type { Route } from "./+types/audit";

interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown>;
  address: string | null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of ["action", "from", "to", "page"]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return adminFetch<{ data: AuditRow[]; meta: { page: number; limit: number; total: number } }>(`/audit?${query}`, {
    language: adminLanguageOf(url.pathname),
    signal: request.signal,
  });
}

/** Who did what and when, newest first, for admins. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const search = new URLSearchParams(useLocation().search);
  const { data: rows, meta } = loaderData;
  // A row written by a newer server version may carry an action this page has no text for yet.
  const actionLabel = (action: string) =>
    (auditActions as readonly string[]).includes(action) ? t(`audit.actions.${action as AuditAction}`) : action;
  return (
    <div className="grid gap-4">
      <AdminTitle text={t("audit.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("audit.title")}</h1>
      <Form
        method="get"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-4 sm:items-end"
        key={search.toString()}
      >
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
        <div>
          <button type="submit" className={primaryButton}>
            {t("leads.apply")}
          </button>
        </div>
      </Form>
      <ol className="grid gap-2">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg bg-white p-3 text-sm shadow-sm" data-testid="audit-row">
            <p className="flex flex-wrap gap-x-3 gap-y-1">
              <span className="font-bold text-ink-900">{actionLabel(row.action)}</span>
              <time dateTime={row.at} className="text-ink-700">
                {formatAdminTime(row.at, language)}
              </time>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-700">
              {row.actorEmail ? (
                <span>
                  {t("audit.actor")}: <bdi dir="ltr">{row.actorEmail}</bdi>
                </span>
              ) : null}
              {row.subject ? (
                <span>
                  {t("audit.subject")}: <bdi dir="ltr">{row.subject}</bdi>
                </span>
              ) : null}
              {row.address ? (
                <span>
                  {t("audit.address")}: <bdi dir="ltr">{row.address}</bdi>
                </span>
              ) : null}
            </p>
            {Object.keys(row.detail).length > 0 ? (
              <p dir="ltr" className="mt-1 break-all text-start font-mono text-xs text-ink-700">
                {JSON.stringify(row.detail)}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <AdminPager meta={meta} query={search} />
    </div>
  );
}
