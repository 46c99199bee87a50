import { type FormEvent, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { type StaffListEntry, type StaffRole, staffRoles } from "../../../domain/admin/roles.ts";
import type { Language } from "../../../domain/language.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { AdminDialog } from "../admin-dialog.tsx";
import { adminLanguageOf } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import {
  type AccountSettings,
  AccountSettingsForm,
  type Invitation,
  InviteStaff,
  PendingInvitations,
} from "../staff-invitations.tsx";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/staff";

const staffLanguages: Language[] = ["ar", "en"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const options = { language, signal: request.signal };
  const [staff, invitations, settings] = await Promise.all([
    adminFetch<{ data: StaffListEntry[] }>("/staff", options),
    adminFetch<{ data: Invitation[]; mailConfigured: boolean }>("/staff/invitations", options),
    adminFetch<{ data: AccountSettings }>("/staff/settings", options),
  ]);
  return {
    data: staff.data,
    invitations: invitations.data,
    mailConfigured: invitations.mailConfigured,
    settings: settings.data,
  };
}

function AddStaff() {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const empty = { name: "", email: "", role: "editor" as StaffRole, language: "ar" as Language, password: "" };
  const [form, setForm] = useState(empty);
  const [created, setCreated] = useState<string>();
  const { busy, error, fields, run } = useSubmit();
  useUnsavedChanges(form.name !== "" || form.email !== "" || form.password !== "");
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    const ok = await run(async () => {
      await adminFetch("/staff", { language, method: "POST", body: form });
    });
    if (ok) {
      setCreated(t("staff.created", { name: form.name }));
      setForm(empty);
      await revalidator.revalidate();
    }
  };
  return (
    <section aria-labelledby="add-staff" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="add-staff" className="text-lg font-bold text-ink-900">
        {t("staff.add")}
      </h2>
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
        <div className="sm:col-span-2">
          <TextField
            label={t("staff.password")}
            name="password"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            minLength={12}
            required
            value={form.password}
            onChange={set("password")}
            hint={t("staff.passwordHint")}
            error={fields.password}
          />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <FormMessage error={Object.keys(fields).length > 0 ? undefined : error} success={created} />
          <div>
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("staff.create")}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/**
 * Turns off a colleague's two-step sign-in when they lost their phone and recovery codes, after a question that
 * says what it does.
 */
function ResetTwoFactor({ member, onDone }: { member: StaffListEntry; onDone: (message: string) => void }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useSubmit();
  const confirm = async () => {
    if (await run(() => adminFetch(`/staff/${member.id}/two-factor`, { language, method: "DELETE" }))) {
      setAsking(false);
      onDone(t("accounts.staff.twoFactorReset", { name: member.name }));
      await revalidator.revalidate();
    }
  };
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
        {t("accounts.staff.resetTwoFactor")}
      </button>
      <AdminDialog
        open={asking}
        alert
        title={t("accounts.staff.resetTwoFactorTitle", { name: member.name })}
        description={t("accounts.staff.resetTwoFactorBody")}
        onCancel={() => setAsking(false)}
        testId="reset-two-factor-dialog"
      >
        <FormMessage error={error} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primaryButton} data-autofocus onClick={() => setAsking(false)}>
            {t("accounts.staff.keepTwoFactor")}
          </button>
          <button
            type="button"
            className={`${secondaryButton} border-red-700 py-2 text-red-700`}
            disabled={busy}
            onClick={confirm}
          >
            {t("accounts.staff.resetTwoFactorConfirm")}
          </button>
        </div>
      </AdminDialog>
    </>
  );
}

function StaffRow({ member, isMe }: { member: StaffListEntry; isMe: boolean }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [password, setPassword] = useState("");
  const [settingPassword, setSettingPassword] = useState(false);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [done, setDone] = useState<string>();
  const { busy, error, fields, run } = useSubmit();
  const [canEditPages, setCanEditPages] = useState(member.canEditPages);
  useEffect(() => setCanEditPages(member.canEditPages), [member.canEditPages]);
  useUnsavedChanges(password !== "");
  const change = async (body: Record<string, unknown>) => {
    setDone(undefined);
    if (await run(() => adminFetch(`/staff/${member.id}`, { language, method: "PATCH", body }))) {
      await revalidator.revalidate();
      return true;
    }
    return false;
  };
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() =>
      adminFetch(`/staff/${member.id}/password`, { language, method: "PUT", body: { password } }),
    );
    if (ok) {
      setPassword("");
      setSettingPassword(false);
      setDone(t("staff.passwordSet", { name: member.name }));
    }
  };
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm" data-testid="staff-row">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-bold text-ink-900">
          {member.name} {isMe ? <span className="font-normal text-ink-700">{t("staff.you")}</span> : null}
        </p>
        <p dir="ltr" className="text-sm text-ink-700">
          {member.email}
        </p>
        <p className="text-sm">
          {t(`roles.${member.role}`)} · {member.disabled ? t("staff.disabled") : t("staff.active")}
          {member.twoFactor ? ` · ${t("accounts.staff.twoFactorOn")}` : null}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {isMe ? null : (
          <>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => change({ disabled: !member.disabled })}
            >
              {member.disabled ? t("staff.enable") : t("staff.disable")}
            </button>
            {/* Three roles, each holding the ones below it (docs/decisions/036-review-before-publishing.md). */}
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (role !== member.role) void change({ role });
              }}
            >
              <SelectField
                label={t("staff.role")}
                value={role}
                onChange={(event) => setRole(event.target.value as StaffRole)}
                data-testid="staff-role"
              >
                {staffRoles.map((option) => (
                  <option key={option} value={option}>
                    {t(`roles.${option}`)}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className={secondaryButton} disabled={busy || role === member.role}>
                {t("review.saveRole")}
              </button>
            </form>
            {/* Admins always edit the company pages; editors and publishers only with this right (docs/decisions/043). */}
            {member.role !== "admin" ? (
              <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-800"
                  checked={canEditPages}
                  disabled={busy}
                  aria-describedby={`can-edit-pages-${member.id}`}
                  onChange={(event) => {
                    // Ticked at once; the list read again after the change shows what the server kept.
                    const wanted = event.target.checked;
                    setCanEditPages(wanted);
                    void change({ canEditPages: wanted }).then((kept) => {
                      if (!kept) setCanEditPages(!wanted);
                    });
                  }}
                />
                {t("companyPages.canEditPages")}
                <span id={`can-edit-pages-${member.id}`} className="sr-only">
                  {t("companyPages.canEditPagesHint")}
                </span>
              </label>
            ) : null}
            {/* One's own password changes on the account page, which asks for the current one. */}
            <button
              type="button"
              className={secondaryButton}
              aria-expanded={settingPassword}
              onClick={() => setSettingPassword((open) => !open)}
            >
              {t("staff.resetPassword")}
            </button>
            {member.twoFactor ? <ResetTwoFactor member={member} onDone={setDone} /> : null}
          </>
        )}
      </div>
      {settingPassword ? (
        <form onSubmit={savePassword} className="mt-3 grid gap-2 sm:max-w-md">
          <TextField
            label={t("staff.newPassword", { name: member.name })}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            minLength={12}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t("staff.passwordHint")}
            error={fields.password}
          />
          <div>
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("staff.setPassword")}
            </button>
          </div>
        </form>
      ) : null}
      <div className="mt-2">
        <FormMessage error={fields.password ? undefined : error} success={done} />
      </div>
    </li>
  );
}

/**
 * Admins invite staff by e-mail (they choose their own password: docs/decisions/033-staff-accounts.md), change
 * roles, disable accounts; adding an account with a typed password stays beside it.
 */
export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { staff: me } = useAdmin();
  return (
    <div className="grid gap-4">
      <AdminTitle text={t("staff.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("staff.title")}</h1>
      <ul className="grid gap-3">
        {loaderData.data.map((member) => (
          <StaffRow key={member.id} member={member} isMe={member.id === me.id} />
        ))}
      </ul>
      <PendingInvitations invitations={loaderData.invitations} />
      <InviteStaff mailConfigured={loaderData.mailConfigured} />
      <AccountSettingsForm settings={loaderData.settings} />
      <AddStaff />
    </div>
  );
}
