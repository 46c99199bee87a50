import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { safeAdminPath } from "../../../domain/admin/lead-kinds.ts";
import { AdminApiError, adminFetch } from "../admin-api.ts";
import { useAdminLanguage } from "../admin-context.ts";
import { adminPath, otherLanguageOfAdminUrl } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, primaryButton, secondaryButton, TextField } from "../form-fields.tsx";
import { useSubmit } from "../use-submit.ts";

type SignInAnswer = { data: { staff: unknown; secondFactor?: boolean } };

/** Sign in with e-mail and password, then a code when the account has two-step sign-in on. */
export default function SignInPage() {
  const t = useAdminT();
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"password" | "code">("password");
  const { busy, error, run } = useSubmit();
  const expired = search.has("next");
  const passwordChanged = search.has("reset");
  const other = language === "ar" ? "en" : "ar";
  const signedIn = () => navigate(safeAdminPath(search.get("next")) ?? adminPath("/", language), { replace: true });

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    let answer: SignInAnswer | undefined;
    const ok = await run(async () => {
      answer = await adminFetch<SignInAnswer>("/session", { language, method: "POST", body: { email, password } });
    });
    if (!ok) return;
    if (answer?.data.secondFactor) {
      setPassword("");
      setStep("code");
    } else signedIn();
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    let expiredStep = false;
    const ok = await run(async () => {
      try {
        await adminFetch("/session/second-factor", { language, method: "POST", body: { code } });
      } catch (caught) {
        expiredStep = caught instanceof AdminApiError && caught.code === "second_factor_expired";
        throw caught;
      }
    });
    if (ok) signedIn();
    else if (expiredStep) setStep("password");
  };

  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm sm:mt-16 sm:p-8">
      <AdminTitle text={t("signIn.title")} />
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900">
          {step === "code" ? t("accounts.signIn.codeTitle") : t("signIn.title")}
        </h1>
        <Link
          to={otherLanguageOfAdminUrl(location.pathname, location.search)}
          hrefLang={other}
          lang={other}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          data-testid="sign-in-language"
        >
          {t("accounts.signIn.languageSwitch")}
        </Link>
      </div>
      {step === "password" ? (
        <form onSubmit={submitPassword} className="mt-6 grid gap-4" noValidate>
          {passwordChanged && !error ? (
            <p className="text-sm text-ink-700" role="status">
              {t("accounts.signIn.passwordChanged")}
            </p>
          ) : null}
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
          <Link
            to={adminPath("/forgot-password", language)}
            className="justify-self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("accounts.signIn.forgot")}
          </Link>
        </form>
      ) : (
        <form onSubmit={submitCode} className="mt-6 grid gap-4" noValidate>
          <p className="text-sm text-ink-700">{t("accounts.signIn.codeIntro")}</p>
          {/* One field: its error is the form's alert. */}
          <FormMessage error={error} />
          <TextField
            label={t("accounts.signIn.code")}
            name="code"
            autoComplete="one-time-code"
            dir="ltr"
            required
            latinDigits
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t("accounts.signIn.verifying") : t("accounts.signIn.verify")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setCode("");
              setStep("password");
            }}
          >
            {t("accounts.signIn.startAgain")}
          </button>
        </form>
      )}
    </div>
  );
}
