import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminFetch } from "../admin-api.ts";
import { useAdminLanguage } from "../admin-context.ts";
import { adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { isolated, leftToRight } from "../bidi-text.ts";
import { FormMessage, primaryButton, TextField } from "../form-fields.tsx";
import { useLinkToken } from "../link-token.ts";
import { useSubmit } from "../use-submit.ts";

/** An invited colleague chooses their own password and is signed in; the link works once. */
export default function InvitationPage() {
  const t = useAdminT();
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const link = useLinkToken("/invitations/check");
  const [password, setPassword] = useState("");
  const { busy, error, fields, run } = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.state !== "valid") return;
    const ok = await run(() =>
      adminFetch("/invitations/accept", { language, method: "POST", body: { token: link.token, password } }),
    );
    if (ok) navigate(adminPath("/", language), { replace: true });
  };
  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm sm:mt-16 sm:p-8">
      <AdminTitle text={t("accounts.invitation.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("accounts.invitation.title")}</h1>
      {link.state === "checking" ? (
        <p className="mt-6 text-ink-700" role="status">
          {t("loading")}
        </p>
      ) : link.state === "valid" ? (
        <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
          <p className="text-sm text-ink-700">
            {t("accounts.invitation.intro", { name: isolated(link.name ?? ""), email: leftToRight(link.email ?? "") })}
          </p>
          <FormMessage error={fields.password ? undefined : error} />
          <input type="hidden" name="username" autoComplete="username" value={link.email ?? ""} />
          <TextField
            label={t("accounts.invitation.password")}
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
            {t("accounts.invitation.submit")}
          </button>
        </form>
      ) : (
        <div className="mt-6 grid gap-4">
          <p className="rounded-md bg-red-50 p-3 text-red-800" role="alert" data-testid="link-refused">
            {link.state === "expired"
              ? t("accounts.invitation.expired")
              : link.state === "used"
                ? t("accounts.invitation.used")
                : t("errors.offline")}
          </p>
          <Link
            to={adminPath("/sign-in", language)}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("accounts.forgot.back")}
          </Link>
        </div>
      )}
    </div>
  );
}
