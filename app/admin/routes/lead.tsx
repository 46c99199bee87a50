import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { LeadNote, LeadSummary } from "../../../domain/admin/lead-inbox.ts";
import { type LeadStatus, leadStatuses } from "../../../domain/admin/lead-kinds.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, SelectField } from "../form-fields.tsx";
import { withIsolatedValues } from "../isolated-text.tsx";
import { ListingLink, MoveToInboxButton, PhoneLinks, StatusBadge, SuspicionText } from "../lead-bits.tsx";
import { LeadPrivacy } from "../lead-privacy.tsx";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/lead";

type LeadWithNotes = LeadSummary & { notes: LeadNote[] };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const [lead, assignable] = await Promise.all([
    adminFetch<{ data: LeadWithNotes }>(`/leads/${encodeURIComponent(params.id)}`, {
      language,
      signal: request.signal,
    }),
    adminFetch<{ data: { id: number; name: string }[] }>("/staff/assignable", { language, signal: request.signal }),
  ]);
  return { lead: lead.data, assignable: assignable.data };
}

function Handling({ lead, assignable }: { lead: LeadWithNotes; assignable: { id: number; name: string }[] }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignedStaff ? String(lead.assignedStaff.id) : "");
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useSubmit();
  useUnsavedChanges(status !== lead.status || assignee !== (lead.assignedStaff ? String(lead.assignedStaff.id) : ""));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // Only what changed: an assignee disabled since the lead was given to them is kept by not sending it.
    const assignedStaffId = assignee ? Number(assignee) : null;
    const changes = {
      ...(status === lead.status ? {} : { status }),
      ...(assignedStaffId === (lead.assignedStaff?.id ?? null) ? {} : { assignedStaffId }),
    };
    const ok = await run(async () => {
      if (Object.keys(changes).length === 0) return;
      await adminFetch(`/leads/${lead.id}`, { language, method: "PATCH", body: changes });
    });
    if (ok) {
      setSaved(true);
      await revalidator.revalidate();
    }
  };
  return (
    <form
      onSubmit={save}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <SelectField
        label={t("lead.status")}
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
      >
        {leadStatuses.map((option) => (
          <option key={option} value={option}>
            {t(`statuses.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("lead.assignee")} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
        <option value="">{t("lead.unassigned")}</option>
        {lead.assignedStaff && !assignable.some((member) => member.id === lead.assignedStaff?.id) ? (
          // Disabled since the lead was given to them: shown as it is, not to be chosen again.
          <option value={lead.assignedStaff.id} disabled>
            {t("lead.disabledAssignee", { name: lead.assignedStaff.name })}
          </option>
        ) : null}
        {assignable.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={primaryButton} disabled={busy}>
        {t("lead.save")}
      </button>
      <div className="sm:col-span-3">
        <FormMessage error={error} success={saved ? t("lead.saved") : undefined} />
      </div>
    </form>
  );
}

function Notes({ lead }: { lead: LeadWithNotes }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [body, setBody] = useState("");
  const { busy, error, fields, run } = useSubmit();
  useUnsavedChanges(body.trim() !== "");
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(async () => {
      await adminFetch(`/leads/${lead.id}/notes`, { language, method: "POST", body: { body } });
    });
    if (ok) {
      setBody("");
      await revalidator.revalidate();
    }
  };
  return (
    <section aria-labelledby="notes-heading" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="notes-heading" className="text-lg font-bold text-ink-900">
        {t("lead.notes")}
      </h2>
      {lead.notes.length === 0 ? <p className="mt-2 text-sm text-ink-700">{t("lead.noNotes")}</p> : null}
      <ol className="mt-3 grid gap-3">
        {lead.notes.map((note) => (
          <li key={note.id} className="border-s-4 border-brand-100 ps-3" data-testid="lead-note">
            <p dir="auto" className="whitespace-pre-line text-start text-ink-900">
              {note.body}
            </p>
            <p className="mt-1 text-xs text-ink-700" data-testid="note-footer">
              {withIsolatedValues((values) => t("lead.noteBy", values), {
                name: note.authorName,
                time: <time dateTime={note.createdAt}>{formatAdminTime(note.createdAt, language)}</time>,
              })}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={add} className="mt-4 grid gap-2">
        <label htmlFor="new-note" className="text-sm font-semibold text-ink-900">
          {t("lead.noteLabel")}
        </label>
        <textarea
          id="new-note"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={2000}
          required
          aria-invalid={fields.body ? true : undefined}
          className="block w-full rounded-md border border-ink-500/40 px-3 py-2"
        />
        <FormMessage error={fields.body ?? error} />
        <div>
          <button type="submit" className={primaryButton} disabled={busy || body.trim() === ""}>
            {t("lead.addNote")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A suspected lead's reason and the button that moves it to the inbox; says so once it is there. */
function Suspicion({ lead }: { lead: LeadWithNotes }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const { busy, error, run } = useSubmit();
  const [moved, setMoved] = useState<string>();
  return (
    <>
      {lead.suspicion ? (
        <section
          aria-labelledby="suspicion-heading"
          className="grid gap-3 rounded-xl bg-gold-100 p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div>
            <h2 id="suspicion-heading" className="font-bold text-ink-900">
              {t("lead.suspected")}
            </h2>
            <p className="mt-1 text-sm text-ink-900">
              <span className="font-semibold">{t("leads.reason")}: </span>
              <SuspicionText suspicion={lead.suspicion} language={language} />
            </p>
          </div>
          <MoveToInboxButton
            lead={lead}
            language={language}
            run={run}
            busy={busy}
            done={async (name) => {
              setMoved(t("leads.moved", { name }));
              await revalidator.revalidate();
            }}
          />
        </section>
      ) : null}
      <FormMessage error={error} success={moved} />
    </>
  );
}

/** One lead: who, how to reach them, what they asked about, its handling and its notes. */
export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const { lead, assignable } = loaderData;
  const revalidator = useRevalidator();
  const [erased, setErased] = useState(false);
  // An anonymised lead has no name: it is called by its number.
  const name = lead.name || t("privacy.anonymousLead", { id: lead.id });
  if (erased) {
    return (
      <div className="grid gap-4">
        <AdminTitle text={t("privacy.erased", { id: lead.id })} />
        <p role="status" className="rounded-md bg-brand-50 p-3 font-semibold text-brand-800">
          {t("privacy.erased", { id: lead.id })}
        </p>
        <Link
          to={adminPath("/leads", language)}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("lead.back")}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <AdminTitle text={name} />
      <Link
        to={adminPath("/leads", language)}
        className="text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {t("lead.back")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 dir="auto" className="text-2xl font-bold text-ink-900">
          {name}
        </h1>
        <StatusBadge status={lead.status} />
      </div>
      {lead.anonymisedAt ? (
        <p className="rounded-md bg-sand-100 p-3 text-sm text-ink-900" data-testid="lead-anonymised">
          {withIsolatedValues((values) => t("privacy.anonymised", values), {
            time: <time dateTime={lead.anonymisedAt}>{formatAdminTime(lead.anonymisedAt, language)}</time>,
          })}
        </p>
      ) : null}
      <Suspicion lead={lead} />
      <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-700">{t("lead.received")}</dt>
        <dd>
          <time dateTime={lead.createdAt}>{formatAdminTime(lead.createdAt, language)}</time> · {t(`kinds.${lead.kind}`)}{" "}
          · {t("lead.title", { id: lead.id })}
        </dd>
        <dt className="text-ink-700">{t("lead.phone")}</dt>
        <dd>{lead.phone ? <PhoneLinks phone={lead.phone} /> : t("leads.none")}</dd>
        <dt className="text-ink-700">{t("lead.email")}</dt>
        <dd>
          {lead.email ? (
            <a href={`mailto:${lead.email}`} dir="ltr" className="text-brand-700 underline underline-offset-4">
              {lead.email}
            </a>
          ) : (
            t("leads.none")
          )}
        </dd>
        {lead.reportReason ? (
          <>
            <dt className="text-ink-700">{t("reports.reason")}</dt>
            <dd data-testid="report-reason">{t(`reports.reasons.${lead.reportReason}`)}</dd>
          </>
        ) : null}
        {lead.listing ? (
          <>
            <dt className="text-ink-700">{t("lead.listing")}</dt>
            <dd>
              <ListingLink listing={lead.listing} language={language} />
            </dd>
          </>
        ) : null}
        <dt className="text-ink-700">{t("lead.language")}</dt>
        <dd>{t(`languages.${lead.language}`)}</dd>
        <dt className="text-ink-700">{t("lead.sourcePage")}</dt>
        <dd>
          <bdi dir="ltr">{lead.sourcePage || t("leads.none")}</bdi>
        </dd>
        <dt className="text-ink-700">{t("lead.message")}</dt>
        <dd dir="auto" className="whitespace-pre-line text-start">
          {lead.message || t("lead.noMessage")}
        </dd>
      </dl>
      <Handling lead={lead} assignable={assignable} />
      <Notes lead={lead} />
      <LeadPrivacy
        lead={lead}
        anonymised={async () => void (await revalidator.revalidate())}
        erased={() => setErased(true)}
      />
    </div>
  );
}
