import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { safeAdminPath } from "../../../domain/admin/lead-kinds.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, TextField } from "../form-fields.tsx";
import { useSubmit } from "../use-submit.ts";

export default function SignInPage() {
  const t = useAdminT();
  const { language } = useAdmin();
  const navigate = useNavigate();
  const search = new URLSearchParams(useLocation().search);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, run } = useSubmit();
  const expired = search.has("next");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signedIn = await run(async () => {
      await adminFetch("/session", { language, method: "POST", body: { email, password } });
    });
    if (signedIn) navigate(safeAdminPath(search.get("next")) ?? adminPath("/", language), { replace: true });
  };

  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm sm:mt-16 sm:p-8">
      <AdminTitle text={t("signIn.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("signIn.title")}</h1>
      <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
        {expired && !error ? <p className="text-sm text-ink-700">{t("signIn.expired")}</p> : null}
        <FormMessage error={error} />
        <TextField
          label={t("signIn.email")}
          type="email"
          name="email"
          autoComplete="username"
          dir="ltr"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t("signIn.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          dir="ltr"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t("signIn.submitting") : t("signIn.submit")}
        </button>
      </form>
    </div>
  );
}
