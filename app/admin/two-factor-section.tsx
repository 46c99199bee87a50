import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { adminFetch } from "./admin-api.ts";
import { useAdmin } from "./admin-context.ts";
import { useAdminT } from "./admin-i18n.ts";
import { FormMessage, primaryButton, secondaryButton, TextField } from "./form-fields.tsx";
import { useSubmit } from "./use-submit.ts";

interface Enrolment {
  secret: string;
  qrSvg: string;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Two-step sign-in on one's own account: turn it on (QR code or key, a first code, ten recovery codes shown once)
 * or off (password and a code). docs/decisions/033-staff-accounts.md.
 */
export function TwoFactorSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const revalidator = useRevalidator();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [done, setDone] = useState<string>();
  const { busy, error, fields, run } = useSubmit();

  const start = async () => {
    setDone(undefined);
    await run(async () => {
      const answer = await adminFetch<{ data: Enrolment }>("/account/two-factor/setup", { language, method: "POST" });
      setEnrolment(answer.data);
    });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const answer = await adminFetch<{ data: { recoveryCodes: string[] } }>("/account/two-factor/confirm", {
        language,
        method: "POST",
        body: { code },
      });
      setRecoveryCodes(answer.data.recoveryCodes);
      setEnrolment(undefined);
      setCode("");
    });
  };
  const disable = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() =>
      adminFetch("/account/two-factor/disable", { language, method: "POST", body: { password, code } }),
    );
    if (ok) {
      setPassword("");
      setCode("");
      setDone(t("accounts.twoFactor.disabled"));
      await revalidator.revalidate();
    }
  };

  return (
    <section aria-labelledby="two-factor" className="rounded-xl bg-white p-4 shadow-sm" data-testid="two-factor">
      <h2 id="two-factor" className="text-lg font-bold text-ink-900">
        {t("accounts.twoFactor.title")}
      </h2>
      {required && !enabled && !recoveryCodes ? (
        <p className="mt-2 rounded-md bg-gold-100 p-3 font-semibold text-ink-900" role="alert">
          {t("accounts.twoFactor.required")}
        </p>
      ) : null}
      {recoveryCodes ? (
        <div className="mt-3 grid gap-3">
          <p className="rounded-md bg-brand-50 p-3 font-semibold text-brand-800" role="status">
            {t("accounts.twoFactor.enabled")}
          </p>
          <h3 className="font-bold text-ink-900">{t("accounts.twoFactor.recoveryTitle")}</h3>
          <p className="text-sm text-ink-700">{t("accounts.twoFactor.recoveryIntro")}</p>
          <ul dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-sm" data-testid="recovery-codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery} className="rounded bg-sand-50 px-2 py-1">
                {recovery}
              </li>
            ))}
          </ul>
          <div>
            <button
              type="button"
              className={primaryButton}
              onClick={async () => {
                setRecoveryCodes(undefined);
                await revalidator.revalidate();
              }}
            >
              {t("accounts.twoFactor.recoveryDone")}
            </button>
          </div>
        </div>
      ) : enabled ? (
        <form onSubmit={disable} className="mt-3 grid gap-3 sm:max-w-md" noValidate>
          <p className="text-sm text-ink-700">{t("accounts.twoFactor.on")}</p>
          <p className="text-sm text-ink-700">{t("accounts.twoFactor.disableIntro")}</p>
          <FormMessage error={Object.keys(fields).length > 0 ? undefined : error} success={done} />
          <TextField
            label={t("accounts.twoFactor.password")}
            type="password"
            dir="ltr"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fields.password}
          />
          <TextField
            label={t("accounts.twoFactor.disableCode")}
            dir="ltr"
            autoComplete="one-time-code"
            latinDigits
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fields.code}
          />
          <div>
            <button type="submit" className={secondaryButton} disabled={busy}>
              {t("accounts.twoFactor.disable")}
            </button>
          </div>
        </form>
      ) : enrolment ? (
        <form onSubmit={confirm} className="mt-3 grid gap-3" noValidate>
          <p className="text-sm text-ink-700">{t("accounts.twoFactor.scan")}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t("accounts.twoFactor.qrAlt")}
            width={200}
            height={200}
            className="rounded-md border border-ink-500/20 bg-white"
          />
          <p className="text-sm">
            {t("accounts.twoFactor.secret")}:{" "}
            <code dir="ltr" className="rounded bg-sand-50 px-2 py-1 font-mono" data-testid="totp-secret">
              {grouped(enrolment.secret)}
            </code>
          </p>
          <FormMessage error={fields.code ? undefined : error} />
          <div className="sm:max-w-xs">
            <TextField
              label={t("accounts.twoFactor.code")}
              inputMode="numeric"
              dir="ltr"
              autoComplete="one-time-code"
              latinDigits
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fields.code}
            />
          </div>
          <div>
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("accounts.twoFactor.confirm")}
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-ink-700">{t("accounts.twoFactor.off")}</p>
          <FormMessage error={error} success={done} />
          <div>
            <button type="button" className={primaryButton} disabled={busy} onClick={start}>
              {t("accounts.twoFactor.start")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
