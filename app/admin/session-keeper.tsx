import { type FormEvent, useEffect, useRef, useState } from "react";
import type { StaffMember } from "../../domain/admin/roles.ts";
import type { Language } from "../../domain/language.ts";
import { AdminApiError, adminFetch, setReauthenticate } from "./admin-api.ts";
import { AdminDialog } from "./admin-dialog.tsx";
import { useAdminT } from "./admin-i18n.ts";
import { FormMessage, primaryButton, secondaryButton, TextField } from "./form-fields.tsx";

/**
 * Typing keeps the session alive: an edit in a form sends a keep-alive at most this often, well inside the
 * server's 30 idle minutes (server/services/staff-auth.ts), so someone writing a long description is not signed
 * out for making no request.
 */
export const keepAliveEveryMs = 3 * 60_000;

/**
 * Keeps the staff member's session while they work, and when a save meets an ended session anyway (a laptop
 * asleep, the 12-hour limit), asks them to sign in again over the page and lets the save go on (admin-api.ts).
 */
export function SessionKeeper({ language, staff }: { language: Language; staff: StaffMember }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (signedIn: boolean) => void }>(undefined);

  useEffect(() => {
    // Several saves meeting the ended session together wait for the one dialog.
    setReauthenticate(() => {
      if (!pending.current) {
        let resolve: (signedIn: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        pending.current = { promise, resolve };
        setOpen(true);
      }
      return pending.current.promise;
    });
    return () => setReauthenticate(undefined);
  }, []);

  useEffect(() => {
    let last = Date.now();
    const onEdit = () => {
      if (Date.now() - last < keepAliveEveryMs) return;
      last = Date.now();
      // An ended session is met by the next save, which asks to sign in: nothing to do here.
      adminFetch("/session/keep-alive", { language, method: "POST" }).catch(() => undefined);
    };
    document.addEventListener("input", onEdit, true);
    document.addEventListener("change", onEdit, true);
    return () => {
      document.removeEventListener("input", onEdit, true);
      document.removeEventListener("change", onEdit, true);
    };
  }, [language]);

  const finish = (signedIn: boolean) => {
    setOpen(false);
    pending.current?.resolve(signedIn);
    pending.current = undefined;
  };
  return (
    <SignInAgainDialog
      open={open}
      language={language}
      email={staff.email}
      onSignedIn={() => finish(true)}
      onCancel={() => finish(false)}
    />
  );
}

function SignInAgainDialog({
  open,
  language,
  email,
  onSignedIn,
  onCancel,
}: {
  open: boolean;
  language: Language;
  email: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const t = useAdminT();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // An account with two-step sign-in is asked its code after the password (docs/decisions/033-staff-accounts.md).
  const [codeStep, setCodeStep] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = (signedIn: boolean) => {
    setPassword("");
    setCode("");
    setCodeStep(false);
    setError(undefined);
    if (signedIn) onSignedIn();
    else onCancel();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      if (codeStep) {
        await adminFetch("/session/second-factor", { language, method: "POST", body: { code } });
      } else {
        const answer = await adminFetch<{ data: { secondFactor?: boolean } }>("/session", {
          language,
          method: "POST",
          body: { email, password },
        });
        if (answer.data.secondFactor) {
          setPassword("");
          setCodeStep(true);
          return;
        }
      }
      close(true);
    } catch (caught) {
      setError(caught instanceof AdminApiError ? caught.message : t("errors.offline"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminDialog
      open={open}
      title={t("reauth.title")}
      description={t("reauth.body")}
      onCancel={() => close(false)}
      testId="sign-in-again"
    >
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <FormMessage error={error} />
        <TextField
          label={t("signIn.email")}
          type="email"
          name="email"
          autoComplete="username"
          dir="ltr"
          readOnly
          value={email}
        />
        {codeStep ? (
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
          />
        ) : (
          <TextField
            label={t("signIn.password")}
            type="password"
            name="password"
            autoComplete="current-password"
            dir="ltr"
            required
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t("signIn.submitting") : t("reauth.submit")}
          </button>
          <button type="button" className={`${secondaryButton} py-2`} onClick={() => close(false)}>
            {t("reauth.cancel")}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
