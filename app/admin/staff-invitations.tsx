import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { type StaffRole, staffRoles } from "../../domain/admin/roles.ts";
import type { Language } from "../../domain/language.ts";
import { adminFetch } from "./admin-api.ts";
import { useAdmin } from "./admin-context.ts";
import { formatAdminTime } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";
import { isolated, leftToRight } from "./bidi-text.ts";
import { FieldErrorSummary } from "./field-errors.tsx";
import { FormMessage, NumberField, primaryButton, SelectField, secondaryButton, TextField } from "./form-fields.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";
import { useSubmit } from "./use-submit.ts";

export interface Invitation {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  expiresAt: string;
  expired: boolean;
  invitedBy: string | null;
}

export interface AccountSettings {
  invitationHours: number;
  requireTwoFactorForAdmins: boolean;
}

const staffLanguages: Language[] = ["ar", "en"];

/** An admin invites a colleague by e-mail; they choose their own password (docs/decisions/033-staff-accounts.md). */
export function InviteStaff({ mailConfigured }: { mailConfigured: boolean }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const empty = { name: "", email: "", role: "editor" as StaffRole, language: "ar" as Language };
  const [form, setForm] = useState(empty);
  const [sent, setSent] = useState<string>();
  const [warning, setWarning] = useState<string>();
  const { busy, error, fields, run } = useSubmit();
  useUnsavedChanges(form.name !== "" || form.email !== "");
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(undefined);
    setWarning(undefined);
    let emailed = false;
    const ok = await run(async () => {
      const answer = await adminFetch<{ data: { emailed: boolean } }>("/staff/invitations", {
        language,
        method: "POST",
        body: form,
      });
      emailed = answer.data.emailed;
    });
    if (ok) {
      if (emailed) setSent(t("accounts.staff.sent", { email: leftToRight(form.email.trim().toLowerCase()) }));
      else setWarning(t("accounts.staff.notEmailed"));
      setForm(empty);
      await revalidator.revalidate();
    }
  };
  return (
    <section aria-labelledby="invite-staff" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="invite-staff" className="text-lg font-bold text-ink-900">
        {t("accounts.staff.invite")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t("accounts.staff.inviteIntro")}</p>
      {mailConfigured ? null : (
        <p className="mt-2 rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t("accounts.staff.mailMissing")}
        </p>
      )}
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" noValidate>
        <FieldErrorSummary fields={fields} className="sm:col-span-2" />
        <TextField
          label={t("staff.name")}
          name="name"
          required
          value={form.name}
          onChange={set("name")}
          error={fields.name}
        />
        <TextField
          label={t("staff.email")}
          name="email"
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          value={form.email}
          onChange={set("email")}
          error={fields.email}
        />
        <SelectField label={t("staff.role")} name="role" value={form.role} onChange={set("role")}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("staff.language")} name="language" value={form.language} onChange={set("language")}>
          {staffLanguages.map((option) => (
            <option key={option} value={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-2 sm:col-span-2">
          <FormMessage error={Object.keys(fields).length > 0 ? undefined : (error ?? warning)} success={sent} />
          <div>
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("accounts.staff.send")}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [done, setDone] = useState<string>();
  const { busy, error, run } = useSubmit();
  const resend = async () => {
    setDone(undefined);
    let emailed = false;
    const ok = await run(async () => {
      const answer = await adminFetch<{ data: { emailed: boolean } }>(`/staff/invitations/${invitation.id}/resend`, {
        language,
        method: "POST",
      });
      emailed = answer.data.emailed;
    });
    if (ok) {
      setDone(
        emailed ? t("accounts.staff.resent", { email: leftToRight(invitation.email) }) : t("accounts.staff.notEmailed"),
      );
      await revalidator.revalidate();
    }
  };
  const cancel = async () => {
    if (await run(() => adminFetch(`/staff/invitations/${invitation.id}`, { language, method: "DELETE" }))) {
      await revalidator.revalidate();
    }
  };
  return (
    <li className="rounded-lg border border-ink-500/20 p-3" data-testid="invitation-row">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-bold text-ink-900">{invitation.name}</p>
        <p dir="ltr" className="text-sm text-ink-700">
          {invitation.email}
        </p>
        <p className="text-sm">
          {t(`roles.${invitation.role}`)} ·{" "}
          {invitation.expired ? (
            <span className="font-semibold text-red-800">{t("accounts.staff.expired")}</span>
          ) : (
            t("accounts.staff.expiresAt", { date: formatAdminTime(invitation.expiresAt, language) })
          )}
          {invitation.invitedBy
            ? ` · ${t("accounts.staff.invitedBy", { name: isolated(invitation.invitedBy) })}`
            : null}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={busy} onClick={resend}>
          {t("accounts.staff.resend")}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={cancel}>
          {t("accounts.staff.cancel")}
        </button>
      </div>
      <div className="mt-2">
        <FormMessage error={error} success={done} />
      </div>
    </li>
  );
}

export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const t = useAdminT();
  return (
    <section aria-labelledby="pending-invitations" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="pending-invitations" className="text-lg font-bold text-ink-900">
        {t("accounts.staff.pending")}
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("accounts.staff.noPending")}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function AccountSettingsForm({ settings }: { settings: AccountSettings }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [hours, setHours] = useState<number | null>(settings.invitationHours);
  const [requireTwoFactor, setRequireTwoFactor] = useState(settings.requireTwoFactorForAdmins);
  const [saved, setSaved] = useState(false);
  const { busy, error, fields, run } = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const ok = await run(() =>
      adminFetch("/staff/settings", {
        language,
        method: "PUT",
        body: { invitationHours: hours, requireTwoFactorForAdmins: requireTwoFactor },
      }),
    );
    if (ok) {
      setSaved(true);
      await revalidator.revalidate();
    }
  };
  return (
    <section aria-labelledby="account-settings" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="account-settings" className="text-lg font-bold text-ink-900">
        {t("accounts.staff.settings")}
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:max-w-md" noValidate>
        <NumberField
          label={t("accounts.staff.invitationHours")}
          value={hours}
          onValueChange={setHours}
          error={fields.invitationHours}
        />
        <div>
          <label className="flex items-start gap-2 font-semibold text-ink-900">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={requireTwoFactor}
              onChange={(event) => setRequireTwoFactor(event.target.checked)}
            />
            {t("accounts.staff.requireTwoFactor")}
          </label>
          <p className="ms-6 mt-1 text-xs text-ink-700">{t("accounts.staff.requireTwoFactorHint")}</p>
        </div>
        <FormMessage
          error={Object.keys(fields).length > 0 ? undefined : error}
          success={saved ? t("accounts.staff.settingsSaved") : undefined}
        />
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("accounts.staff.saveSettings")}
          </button>
        </div>
      </form>
    </section>
  );
}
