import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminFetch } from "../admin-api.ts";
import { useAdminLanguage } from "../admin-context.ts";
import { adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, TextField } from "../form-fields.tsx";
import { useLinkToken } from "../link-token.ts";
import { useSubmit } from "../use-submit.ts";

/** A new password from an e-mailed link; every session ends and the person signs in again. */
export default function ResetPasswordPage() {
  const t = useAdminT();
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const link = useLinkToken("/password-reset/check");
  const [password, setPassword] = useState("");
  const { busy, error, fields, run } = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.state !== "valid") return;
    const ok = await run(() =>
      adminFetch("/password-reset/complete", { language, method: "POST", body: { token: link.token, password } }),
    );
    if (ok) navigate(`${adminPath("/sign-in", language)}?reset=1`, { replace: true });
  };
  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm sm:mt-16 sm:p-8">
      <AdminTitle text={t("accounts.reset.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("accounts.reset.title")}</h1>
      {link.state === "checking" ? (
        <p className="mt-6 text-ink-700" role="status">
          {t("loading")}
        </p>
      ) : link.state === "valid" ? (
        <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
          <p className="text-sm text-ink-700">{t("accounts.reset.intro")}</p>
          <FormMessage error={fields.password ? undefined : error} />
          <TextField
            label={t("accounts.reset.password")}
            type="password"
            name="password"
            autoComplete="new-password"
            dir="ltr"
            minLength={12}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t("staff.passwordHint")}
            error={fields.password}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("accounts.reset.submit")}
          </button>
        </form>
      ) : (
        <div className="mt-6 grid gap-4">
          <p className="rounded-md bg-red-50 p-3 text-red-800" role="alert" data-testid="link-refused">
            {link.state === "expired"
              ? t("accounts.reset.expired")
              : link.state === "used"
                ? t("accounts.reset.used")
                : t("errors.offline")}
          </p>
          <Link
            to={adminPath("/forgot-password", language)}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("accounts.reset.askAgain")}
          </Link>
        </div>
      )}
    </div>
  );
}
