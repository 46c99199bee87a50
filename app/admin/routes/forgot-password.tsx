import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { adminFetch } from "../admin-api.ts";
import { useAdminLanguage } from "../admin-context.ts";
import { adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, TextField } from "../form-fields.tsx";
import { useSubmit } from "../use-submit.ts";

/** "Forgot password": the same answer whatever the e-mail (docs/decisions/033-staff-accounts.md). */
export default function ForgotPasswordPage() {
  const t = useAdminT();
  const language = useAdminLanguage();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => adminFetch("/password-reset", { language, method: "POST", body: { email } }))) setSent(true);
  };
  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm sm:mt-16 sm:p-8">
      <AdminTitle text={t("accounts.forgot.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("accounts.forgot.title")}</h1>
      {sent ? (
        <p
          className="mt-6 rounded-md bg-brand-50 p-3 font-semibold text-brand-800"
          role="status"
          data-testid="reset-sent"
        >
          {t("accounts.forgot.sent")}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
          <p className="text-sm text-ink-700">{t("accounts.forgot.intro")}</p>
          <FormMessage error={error} />
          <TextField
            label={t("accounts.forgot.email")}
            type="email"
            name="email"
            autoComplete="username"
            dir="ltr"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("accounts.forgot.submit")}
          </button>
        </form>
      )}
      <Link
        to={adminPath("/sign-in", language)}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t("accounts.forgot.back")}
      </Link>
    </div>
  );
}
