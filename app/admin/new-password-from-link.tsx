import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminFetch } from "./admin-api.ts";
import { useAdminLanguage } from "./admin-context.ts";
import { useAdminT } from "./admin-i18n.ts";
import { AdminTitle } from "./admin-title.tsx";
import { FormMessage, primaryButton, TextField } from "./form-fields.tsx";
import { type LinkCheck, useLinkToken } from "./link-token.ts";
import { useSubmit } from "./use-submit.ts";

/** The two e-mailed one-time links that end in choosing a password: an invitation and a password reset. */
const links = {
  invitation: { check: "/invitations/check", complete: "/invitations/accept", texts: "accounts.invitation" },
  reset: { check: "/password-reset/check", complete: "/password-reset/complete", texts: "accounts.reset" },
} as const;

/**
 * A page reached from an e-mailed one-time link: it checks the link, then asks for the new password, or says why
 * the link no longer works. `after` is where a saved password leads; `back` the way on from a refused link.
 */
export function NewPasswordFromLink({
  kind,
  intro,
  after,
  back,
}: {
  kind: keyof typeof links;
  intro: (link: Extract<LinkCheck, { state: "valid" }>) => ReactNode;
  after: string;
  back: { to: string; label: string };
}) {
  const t = useAdminT();
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const { check, complete, texts } = links[kind];
  const link = useLinkToken(check);
  const [password, setPassword] = useState("");
  const { busy, error, fields, run } = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.state !== "valid") return;
    const ok = await run(() =>
      adminFetch(complete, { language, method: "POST", body: { token: link.token, password } }),
    );
    if (ok) navigate(after, { replace: true });
  };
  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm sm:mt-16 sm:p-8">
      <AdminTitle text={t(`${texts}.title`)} />
      <h1 className="text-2xl font-bold text-ink-900">{t(`${texts}.title`)}</h1>
      {link.state === "checking" ? (
        <p className="mt-6 text-ink-700" role="status">
          {t("loading")}
        </p>
      ) : link.state === "valid" ? (
        <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
          <p className="text-sm text-ink-700">{intro(link)}</p>
          <FormMessage error={fields.password ? undefined : error} />
          {link.email ? <input type="hidden" name="username" autoComplete="username" value={link.email} /> : null}
          <TextField
            label={t(`${texts}.password`)}
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
            {t(`${texts}.submit`)}
          </button>
        </form>
      ) : (
        <div className="mt-6 grid gap-4">
          <p className="rounded-md bg-red-50 p-3 text-red-800" role="alert" data-testid="link-refused">
            {link.state === "expired"
              ? t(`${texts}.expired`)
              : link.state === "used"
                ? t(`${texts}.used`)
                : t("errors.offline")}
          </p>
          <Link to={back.to} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {back.label}
          </Link>
        </div>
      )}
    </div>
  );
}
