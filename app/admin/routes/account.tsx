import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, secondaryButton, TextField } from "../form-fields.tsx";
import { clearDraftsOnThisDevice } from "../local-draft.ts";
import { TwoFactorSection } from "../two-factor-section.tsx";
import { useConfirmLeave, useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/account";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const session = await adminFetch<{ data: { twoFactor?: { enabled: boolean; mustEnrol: boolean } } }>("/session", {
    language,
    signal: request.signal,
  });
  return session.data.twoFactor ?? { enabled: false, mustEnrol: false };
}

/** The signed-in staff member's own account: two-step sign-in, change the password, sign out everywhere. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const navigate = useNavigate();
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [changed, setChanged] = useState(false);
  const { busy, error, fields, run } = useSubmit();
  useUnsavedChanges(currentPassword !== "" || password !== "");
  const confirmLeave = useConfirmLeave();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    const ok = await run(() =>
      adminFetch("/account/password", { language, method: "PUT", body: { currentPassword, password } }),
    );
    if (ok) {
      setCurrentPassword("");
      setPassword("");
      setChanged(true);
    }
  };
  const signOutEverywhere = async () => {
    if (!(await confirmLeave())) return;
    clearDraftsOnThisDevice();
    await adminFetch("/session/sign-out-everywhere", { language, method: "POST" }).catch(() => undefined);
    navigate(adminPath("/sign-in", language));
  };
  return (
    <div className="grid max-w-2xl gap-4">
      <AdminTitle text={t("account.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("account.title")}</h1>
      <p className="text-ink-700">
        {t("account.signedInAs", { name: staff.name, email: staff.email, role: t(`roles.${staff.role}`) })}
      </p>
      <TwoFactorSection enabled={loaderData.enabled} required={loaderData.mustEnrol} />
      <section aria-labelledby="change-password" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="change-password" className="text-lg font-bold text-ink-900">
          {t("account.changePassword")}
        </h2>
        <form onSubmit={submit} className="mt-3 grid gap-3" noValidate>
          <FieldErrorSummary fields={fields} />
          <TextField
            label={t("account.currentPassword")}
            type="password"
            dir="ltr"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            error={fields.currentPassword}
          />
          <TextField
            label={t("account.newPassword")}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            minLength={12}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t("staff.passwordHint")}
            error={fields.password}
          />
          <FormMessage
            error={Object.keys(fields).length > 0 ? undefined : error}
            success={changed ? t("account.changed") : undefined}
          />
          <div>
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("account.save")}
            </button>
          </div>
        </form>
      </section>
      <section className="rounded-xl bg-white p-4 shadow-sm">
        <p className="text-sm text-ink-700">{t("account.everywhereHint")}</p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={signOutEverywhere}>
          {t("account.everywhere")}
        </button>
      </section>
    </div>
  );
}
